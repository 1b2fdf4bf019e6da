import { memo } from 'react'
import { useHits } from 'react-instantsearch'
import { VehicleCard, type CardRecord } from '../../../site/components/VehicleCard'
import type { PromoCardView } from '../../../site/promos/loadPromoNodes'
import { visiblePromoNodes } from '../../../site/rules/promoNodes'
import { promoGrid } from '../../../site/rules/promoPositions'
import { GRID_CENTRED_BELOW, SEARCH_TEXTS } from '../../../site/rules/searchConstants'
import { clearRefinements } from '../../../site/rules/searchUrl'
import { collapseConsecutiveSold } from '../../../site/rules/soldCollapse'
import { SearchLink, useSearchNavigation, useSettings } from './navigation'

/** A seeded source for the random promo positions, so the server and the browser place them alike. */
function seededRandom(seed: number): () => number {
  let t = seed >>> 0
  return () => {
    t = (t + 0x6d2b79f5) >>> 0
    let r = Math.imul(t ^ (t >>> 15), 1 | t)
    r ^= r + Math.imul(r ^ (r >>> 7), 61 | r)
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296
  }
}

/** A results promo card from a Promos record (INV §2): its name, description and link (only when it has one). */
function PromoCard({ promo }: { promo: PromoCardView }) {
  return (
    <div className="flex h-full flex-col justify-center gap-3 rounded-lg bg-brand-dark p-6 text-white" data-testid="promo-card">
      {/* eslint-disable-next-line @next/next/no-img-element -- promo images come from media or a feed URL of any host */}
      {promo.imageUrl ? <img src={promo.imageUrl} alt={promo.imageAlt} loading="lazy" className="max-h-40 w-full rounded object-cover" /> : null}
      <h3 className="text-2xl font-bold">{promo.name}</h3>
      {promo.description ? <p>{promo.description}</p> : null}
      {promo.url ? <a href={promo.url} className="self-start rounded bg-white px-4 py-2 font-semibold text-slate-900">Find out more<span className="sr-only">: {promo.name}</span></a> : null}
    </div>
  )
}

/** The promo cards shown now for the current car_type filter, in the promoNodes rule's order (INV §5). */
function usePromoCards(page: number, carTypes: readonly string[]): PromoCardView[] {
  const { promos, shufflePromos, now } = useSettings()
  return visiblePromoNodes(promos.map((promo) => ({ ...promo, node: promo })), { now: new Date(now), carTypeFilter: carTypes, shuffle: shufflePromos, random: seededRandom(page + 0x5eed) }).map((n) => n.node)
}

function EmptyState() {
  const { mode, emptyOffersRefreshPath } = useSettings()
  const { state } = useSearchNavigation()
  if (mode === 'search') return <p className="rounded border border-slate-200 p-6 text-slate-700">{SEARCH_TEXTS.noResults}</p>
  return (
    <div className="rounded-lg border border-slate-200 p-6 text-center">
      <h2 className="text-xl font-bold">{SEARCH_TEXTS.emptyOffersTitle}</h2>
      <p className="mt-2 text-slate-700">There are no offers or results that match your search.</p>
      <a href={emptyOffersRefreshPath} className="mt-4 inline-block rounded bg-brand-dark px-4 py-2 font-semibold text-white">{SEARCH_TEXTS.clearFilters}</a>
      <SearchLink to={clearRefinements(state)} className="sr-only">Clear all search filters</SearchLink>
    </div>
  )
}

/** A card re-renders only when its hit changes (a new search), not on every search event. */
const CardCell = memo(function CardCell({ hit, priority }: { hit: CardRecord; priority: boolean }) {
  const { card, now } = useSettings()
  return <VehicleCard car={hit} config={card} now={new Date(now)} priority={priority} />
})

const GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3'
const CENTRED = 'justify-center sm:grid-cols-[repeat(auto-fit,minmax(0,380px))]'
/** Carousel mode: one row that scrolls and snaps card by card (CSS only), focusable so the keyboard can scroll it. */
const CAROUSEL = 'relative flex snap-x snap-mandatory gap-4 overflow-x-auto pb-3 focus-visible:outline-2 focus-visible:outline-brand-dark'
const CAROUSEL_CELL = 'w-[85%] shrink-0 snap-start sm:w-[calc(50%-0.5rem)] xl:w-[calc(33.333%-0.667rem)]'

/**
 * The hits with sold runs collapsed, promo cards interleaved, centred under 3 hits (INV §2, FIN §2.6);
 * with `search.layout` carousel, the same cells in one scrolling row.
 */
export function ResultsGrid() {
  const { items } = useHits<CardRecord & { objectID: string; status: string }>()
  const { collapseSold, promoCardPositions, layout } = useSettings()
  const { state } = useSearchNavigation()
  const promos = usePromoCards(state.page, state.refinements.car_type ?? [])
  if (!items.length) return <EmptyState />
  const hits = collapseConsecutiveSold(items, collapseSold)
  // No promo shown now: no promo cells at all (never an empty or hard-coded card).
  const cells = promoGrid(hits, promos.length ? promoCardPositions : [], seededRandom(state.page))
  const centred = hits.length < GRID_CENTRED_BELOW
  const carousel = layout === 'carousel'
  // one high-priority image: the first card's, the page's LCP on a phone (one column)
  const firstHit = cells.findIndex((cell) => cell.kind === 'hit')
  const listProps = carousel ? { className: `${CAROUSEL} ${centred ? 'justify-center-safe' : ''}`, tabIndex: 0, 'aria-label': 'Results, scroll sideways for more' } : { className: `${GRID} ${centred ? CENTRED : ''}` }
  return (
    <ul {...listProps}>
      {cells.map((cell, i) => (
        <li key={cell.kind === 'hit' ? cell.hit.objectID : `promo-${cell.index}`} className={carousel ? CAROUSEL_CELL : undefined}>
          {cell.kind === 'hit' ? <CardCell hit={cell.hit} priority={i === firstHit} /> : <PromoCard promo={promos[cell.index % promos.length] as PromoCardView} />}
        </li>
      ))}
    </ul>
  )
}
