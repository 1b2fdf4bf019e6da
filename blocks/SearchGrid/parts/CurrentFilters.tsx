import { rangeChipLabel } from '../../../site/rules/rangeSlider'
import { SEARCH_TEXTS, type ListFacet, type RangeFacet } from '../../../site/rules/searchConstants'
import { clearRefinements, withRange, withRefinement, type SearchUrlState } from '../../../site/rules/searchUrl'
import { CAR_TYPE_LABELS } from '../../../site/search/searchTitle'
import { SearchLink, useSearchNavigation } from './navigation'

type Chip = { key: string; label: string; to: SearchUrlState }

function chipsOf(state: SearchUrlState): Chip[] {
  const lists = Object.entries(state.refinements).flatMap(([facet, values]) =>
    (values ?? []).map((value) => ({
      key: `${facet}:${value}`,
      label: facet === 'car_type' ? (CAR_TYPE_LABELS[value] ?? value) : value,
      to: withRefinement(state, facet as ListFacet, (values ?? []).filter((v) => v !== value)),
    })),
  )
  const ranges = Object.entries(state.ranges).map(([facet, range]) => ({
    key: facet,
    label: rangeChipLabel(facet, range ?? {}),
    to: withRange(state, facet as RangeFacet, null),
  }))
  return [...lists, ...ranges]
}

/** Current refinements, each removable, and Clear Filters (INV §2): the query and sort stay. */
export function CurrentFilters() {
  const { state } = useSearchNavigation()
  const chips = chipsOf(state)
  if (!chips.length) return null
  return (
    <nav aria-label="Current filters" className="mb-4 flex flex-wrap items-center gap-2">
      <ul className="contents">
        {chips.map((chip) => (
          <li key={chip.key}>
            <SearchLink to={chip.to} className="inline-flex items-center gap-1 rounded-full border border-slate-400 px-3 py-1 text-sm hover:bg-slate-100">
              {chip.label} <span aria-hidden="true">×</span><span className="sr-only">(remove)</span>
            </SearchLink>
          </li>
        ))}
      </ul>
      <SearchLink to={clearRefinements(state)} className="text-sm font-semibold text-brand-dark underline">{SEARCH_TEXTS.clearFilters}</SearchLink>
    </nav>
  )
}
