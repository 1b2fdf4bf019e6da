import { Link } from '../../site/components/Link'
import type { z } from 'zod'
import { loadManufacturers } from '../../site/brands/loadBrands'
import { BrandLogo } from '../../site/components/BrandLogo'
import { brandMark } from '../../site/rules/brands'
import { facetCards } from '../../site/rules/facetCards'
import { emptySearchState, formatSearchUrl, slugify, withRefinement } from '../../site/rules/searchUrl'
import { loadFacetCounts } from '../../site/search/facetCounts'
import type { RenderContext } from '../types'
import type { makeCardsSchema } from './config'

type Props = z.output<typeof makeCardsSchema> & { context: RenderContext }

const entries = (counts: Record<string, number>) => Object.keys(counts).map((name) => ({ name, slug: slugify(name) }))

/** Facet cards (FIN §2.8): the most stocked makes (with their logos, FIN §2.9) or bodies, each linking to its search route. */
export async function MakeCards({ heading, by, customBodies, context }: Props) {
  const [counts, manufacturers] = await Promise.all([loadFacetCounts(context.site), by === 'make' ? loadManufacturers() : Promise.resolve([])])
  const custom = by === 'body' ? customBodies.split(',').map((s) => s.trim()).filter(Boolean) : []
  const cards = facetCards(counts[by], custom)
  if (cards.length === 0) return null
  const ctx = { makes: entries(counts.make), models: [], locations: [], dealerships: [], bodies: entries(counts.body), usedCarRoutes: context.site.config.search.usedCarRoutes }
  const id = `facet-cards-${by}`
  return (
    <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold">{heading}</h2>
      <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
        {cards.map((card) => (
          <li key={card.name} className="min-w-0">
            <Link href={formatSearchUrl(withRefinement(emptySearchState(), by, [card.name]), ctx)} className="flex items-center gap-2 rounded-lg border border-slate-200 p-3 hover:border-brand-dark hover:shadow sm:gap-3 sm:p-5">
              {by === 'make' ? <BrandLogo mark={brandMark(card.name, manufacturers)} size="md" /> : null}
              <span className="min-w-0 break-words">
                <span className="block text-lg font-semibold">{card.name}</span>
                <span className="block text-sm text-slate-600">{card.count} in stock</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
