import type { z } from 'zod'
import type { RenderContext } from '../types'
import type { faqSchema } from './config'

type Props = z.output<typeof faqSchema> & { context: RenderContext }

/** An accordion of native disclosures (keyboard and screen readers for free, no client JS); opens in 300 ms. */
export function FAQ({ heading, items }: Props) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10" aria-labelledby="faq-heading">
      <h2 id="faq-heading" className="text-2xl font-bold">{heading}</h2>
      <div className="mt-6 divide-y divide-slate-200 border-y border-slate-200">
        {items.map((item) => (
          <details key={item.question} className="faq group py-4">
            <summary className="cursor-pointer list-none font-semibold marker:hidden">
              <span className="flex justify-between gap-4">{item.question}<span aria-hidden="true" className="transition-transform duration-300 group-open:rotate-45">+</span></span>
            </summary>
            <p className="mt-3 whitespace-pre-line text-slate-700">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  )
}
