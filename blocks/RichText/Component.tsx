import type { z } from 'zod'
import type { RenderContext } from '../types'
import type { richTextSchema } from './config'
import { parseRichText } from './markdown'
import { RichContent } from './RichContent'

type Props = z.output<typeof richTextSchema> & { context: RenderContext }

/** Editor-written text with headings, lists and links, rendered as elements (no HTML injection). */
export function RichText({ body, width }: Props) {
  return (
    <section className={`mx-auto px-4 py-8 ${width === 'wide' ? 'max-w-6xl' : 'max-w-3xl'}`}>
      <RichContent blocks={parseRichText(body)} />
    </section>
  )
}
