import { useState, type SyntheticEvent } from 'react'
import { useInstantSearchContext, useRefinementList } from 'react-instantsearch'
import { BrandLogo } from '../../../site/components/BrandLogo'
import { brandMark } from '../../../site/rules/brands'
import { makeCardGroups, modelsByMake, type MakeCard as MakeCardData, type ModelEntry } from '../../../site/rules/makeCards'
import { toggleRefinement, type SearchUrlState } from '../../../site/rules/searchUrl'
import { SEARCH_TEXTS } from '../../../site/rules/searchConstants'
import { MAKE_LIMIT, MAKE_MODEL_FACET_LIMIT, MODEL_LIMIT } from '../uiState'
import { SearchLink, useSearchNavigation, useSettings } from './navigation'

/** Facet value search answers at most 100 values (Algolia's limit, and the API's). */
const MAX_FACET_HITS = 100

/** A model link keeps its make refined, so /search/{make}/{model} is the route (FIN §2.1). */
const modelTarget = (state: SearchUrlState, make: string, model: string) =>
  toggleRefinement(state.refinements.make?.includes(make) ? state : toggleRefinement(state, 'make', make), 'model', model)

type FacetValueSearch = { searchForFacetValues: (facet: string, query: string, maxFacetHits: number, userState: object) => Promise<{ facetHits: Array<{ value: string; count: number }> }> }

/** One make's models by facet value search on make_model, with the page's other filters (up to 30). */
export async function fetchMakeModels(helper: FacetValueSearch, make: string): Promise<ModelEntry[]> {
  const { facetHits } = await helper.searchForFacetValues('make_model', make, MAX_FACET_HITS, {})
  return modelsByMake([make], facetHits.map((h) => ({ name: h.value, count: h.count })), MODEL_LIMIT).get(make) ?? []
}

/**
 * The make's models when the card's Select models opens: the page's make_model facet holds them
 * unless it was cut at its limit, then one facet value search (same filters) fetches this make's.
 */
function useModels(card: MakeCardData, truncated: boolean) {
  const search = useInstantSearchContext()
  const [fetched, setFetched] = useState<ModelEntry[] | null>(null)
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const helper = search.mainIndex.getHelper()
    if (!truncated || fetched || !event.currentTarget.open || !helper) return
    fetchMakeModels(helper, card.name).then(setFetched, () => setFetched(null)) // on error keep the facet's models
  }
  return { models: fetched ?? card.models, onToggle }
}

function MakeCard({ card, state, truncated }: { card: MakeCardData; state: SearchUrlState; truncated: boolean }) {
  const refinedModels = state.refinements.model ?? []
  const { manufacturers } = useSettings()
  const { models, onToggle } = useModels(card, truncated)
  return (
    <li className={`rounded-lg border bg-white p-2 ${card.isRefined ? 'border-brand-dark ring-2 ring-brand-dark' : 'border-slate-200'}`}>
      <SearchLink to={toggleRefinement(state, 'make', card.name)} aria-current={card.isRefined ? 'true' : undefined} className="flex items-center gap-2 rounded p-1 hover:bg-slate-100">
        {/* the make's logo, or its lettermark when the make has no manufacturer logo */}
        <BrandLogo mark={brandMark(card.name, manufacturers)} />
        <span className="min-w-0 flex-1 truncate font-semibold">{card.name}</span>
        <span className="text-sm text-slate-700">{card.count}</span>
      </SearchLink>
      {models.length || truncated ? (
        <details className="mt-1 text-sm" onToggle={onToggle}>
          <summary className="cursor-pointer rounded px-1 text-slate-700">
            {SEARCH_TEXTS.selectModels}
            <span className="sr-only"> of {card.name}</span>
          </summary>
          <ul className="mt-1 space-y-0.5">
            {models.map((m) => (
              <li key={m.name}>
                <SearchLink to={modelTarget(state, card.name, m.name)} aria-current={refinedModels.includes(m.name) ? 'true' : undefined} className="flex justify-between rounded px-2 py-1 hover:bg-slate-100 aria-[current]:font-semibold">
                  <span>{m.name}</span>
                  <span className="text-slate-700">{m.count}</span>
                </SearchLink>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  )
}

/**
 * Make logo cards (INV §2; site/rules/makeCards.ts): Popular Makes first (7 by default, the site's
 * `search.makeFilter.initialCount`), then All Makes A to Z behind Show all makes / Hide extra makes.
 * Native details elements, so the toggles work before (and without) JavaScript.
 */
export function MakeCards() {
  const { items } = useRefinementList({ attribute: 'make', limit: MAKE_LIMIT })
  const { items: pairs } = useRefinementList({ attribute: 'make_model', limit: MAKE_MODEL_FACET_LIMIT })
  useRefinementList({ attribute: 'model', limit: MODEL_LIMIT })
  const { state } = useSearchNavigation()
  const { makeInitialCount } = useSettings()
  if (!items.length) return null
  const groups = makeCardGroups(
    items.map((i) => ({ name: i.value, count: i.count, isRefined: i.isRefined })),
    pairs.map((p) => ({ name: p.value, count: p.count })),
    makeInitialCount,
  )
  const truncated = pairs.length >= MAKE_MODEL_FACET_LIMIT
  const cards = (list: MakeCardData[]) => list.map((card) => <MakeCard key={card.name} card={card} state={state} truncated={truncated} />)
  return (
    <nav aria-label="Make" className="mb-6">
      <h2 className="mb-2 font-semibold">{SEARCH_TEXTS.popularMakes}</h2>
      <ul className="grid grid-cols-2 gap-2 lg:grid-cols-1">{cards(groups.popular)}</ul>
      {groups.extra.length ? (
        <details className="group mt-3" open={groups.extraOpen}>
          <summary className="cursor-pointer font-semibold text-brand-dark underline">
            <span className="group-open:hidden">{SEARCH_TEXTS.showAllMakes}</span>
            <span className="hidden group-open:inline">{SEARCH_TEXTS.hideExtraMakes}</span>
            <span className="sr-only"> ({groups.extra.length})</span>
          </summary>
          <h2 className="mb-2 mt-3 font-semibold">{SEARCH_TEXTS.allMakes}</h2>
          <ul className="grid grid-cols-2 gap-2 lg:grid-cols-1">{cards(groups.extra)}</ul>
        </details>
      ) : null}
    </nav>
  )
}
