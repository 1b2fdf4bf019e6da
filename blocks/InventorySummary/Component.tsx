import { Link } from '../../site/components/Link'
import type { z } from 'zod'
import { loadStockCounts } from '../../site/inventory/stockCounts'
import type { RenderContext } from '../types'
import type { inventorySummarySchema } from './config'

type Props = z.output<typeof inventorySummarySchema> & { context: RenderContext }

const LABELS = { new: 'New', used: 'Used', demo: 'Demo' } as const

/** Live stock counts by car type, each linking to its search route (FIN §2.1). */
export async function InventorySummary({ heading, context }: Props) {
  const counts = await loadStockCounts(context.site)
  return (
    <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="stock-heading">
      <h2 id="stock-heading" className="text-2xl font-bold">{heading}</h2>
      <p className="mt-2 text-slate-700" data-testid="stock-total">
        <strong>{counts.total.toLocaleString('en-AU')}</strong> vehicles in stock
      </p>
      <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-3">
        {(['new', 'used', 'demo'] as const).filter((t) => counts[t] > 0).map((type) => (
          <li key={type}>
            <Link href={`/search/${type}-cars`} className="block rounded-lg border border-slate-200 p-5 hover:border-brand hover:shadow">
              <span className="block text-lg font-semibold">{LABELS[type]} cars</span>
              <span className="text-slate-600">{counts[type].toLocaleString('en-AU')} available</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
