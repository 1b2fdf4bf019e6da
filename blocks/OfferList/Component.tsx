import type { z } from 'zod'
import { loadOffers } from '../../site/catalogue/loadOffers'
import { OffersSearch } from '../../site/components/catalogue/OffersSearchIsland.client'
import { parseOffersQuery, withFixedCategory } from '../../site/rules/offersQuery'
import type { RenderContext } from '../types'
import type { offerListSchema } from './config'

type Props = z.output<typeof offerListSchema> & { context: RenderContext }

/**
 * Live offers of the site's dealerships as a dealership offers search (INV §7: categories, price,
 * query, offset, 21 a page): rendered on the server from the address (`?category=&q=&maxPrice=&page=`,
 * which proxy.ts sends to the uncached render), so the form works without JavaScript; the island
 * then searches in the browser. No offer: the spec's empty-offers card (INV §4).
 */
export async function OfferList({ heading, category, context }: Props) {
  const { value: query, problems } = parseOffersQuery(context.searchParams ?? {})
  const shopperQuery = category ? { ...query, category: '' } : query
  const { offers, total, categories } = await loadOffers(context.site, withFixedCategory(shopperQuery, category), category)
  const id = 'offer-list-heading'
  return (
    <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold">{heading}</h2>
      {problems.length ? (
        <ul className="mt-4 rounded border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-slate-900" data-testid="offers-query-problems">
          {problems.map((p) => <li key={p}>{p}</li>)}
        </ul>
      ) : null}
      <OffersSearch
        initial={{ query: shopperQuery, offers, total }}
        categories={category ? [] : categories}
        fixedCategory={category}
        cacheSize={context.site.config.search.resultCacheSize}
        clearPath={context.site.config.search.emptyOffersRefreshPath}
        idPrefix="offers"
      />
    </section>
  )
}
