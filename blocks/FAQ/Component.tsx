import type { z } from 'zod'
import { Disclosures } from '../../site/components/Disclosures'
import type { RenderContext } from '../types'
import type { faqSchema } from './config'

type Props = z.output<typeof faqSchema> & { context: RenderContext }

/** An accordion of questions and answers (site/components/Disclosures). */
export function FAQ({ heading, items }: Props) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10" aria-labelledby="faq-heading">
      <h2 id="faq-heading" className="text-2xl font-bold">{heading}</h2>
      <Disclosures items={items} />
    </section>
  )
}
