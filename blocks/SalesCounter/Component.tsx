import type { z } from 'zod'
import { salesCount } from '../../site/rules/salesCounter'
import type { RenderContext } from '../types'
import type { salesCounterSchema } from './config'
import { Counter } from './CounterIsland.client'

type Props = z.output<typeof salesCounterSchema> & { context: RenderContext }

/**
 * FIN §4/§9 sales counter: rendered with the current count, kept current by a tiny island. A cached
 * page's count can be older than one refresh (150 s), so the block asks for the page's scripts at
 * once (`data-scripts-by`, site/http/pageLoader.mjs) instead of at the shopper's first interaction.
 */
export function SalesCounter({ label, note, align }: Props) {
  return (
    <section className={`mx-auto max-w-6xl px-4 py-8 ${align === 'center' ? 'text-center' : ''}`}>
      <p className="text-4xl font-bold text-brand-dark md:text-5xl" data-scripts-by={0}>
        <Counter initial={salesCount(new Date())} />
      </p>
      <p className="mt-2 text-lg font-semibold">{label}</p>
      {note ? <p className="mt-1 text-sm text-slate-600">{note}</p> : null}
    </section>
  )
}
