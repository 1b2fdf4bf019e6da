import type { z } from 'zod'
import type { RenderContext } from '../types'
import type { textSectionSchema } from './config'

type Props = z.output<typeof textSectionSchema> & { context: RenderContext }

export function TextSection({ heading, body }: Props) {
  const paragraphs = body.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean)
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      {heading ? <h2 className="text-2xl font-bold">{heading}</h2> : null}
      {paragraphs.map((p, i) => (
        <p key={i} className="mt-4 leading-relaxed text-slate-700">{p}</p>
      ))}
    </section>
  )
}
