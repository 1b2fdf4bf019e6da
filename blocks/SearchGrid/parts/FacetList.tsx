import { useRefinementList } from 'react-instantsearch'
import { toggleRefinement } from '../../../site/rules/searchUrl'
import type { ListFacet } from '../../../site/rules/searchConstants'
import { CAR_TYPE_LABELS } from '../../../site/search/searchTitle'
import { SearchLink, useSearchNavigation } from './navigation'

const labelOf = (facet: ListFacet, value: string) => (facet === 'car_type' ? (CAR_TYPE_LABELS[value] ?? value) : value)

/** One facet as a list of links with counts (city 20, location 40: FIN §2.6); open when refined. */
export function FacetList({ attribute, label, limit }: { attribute: ListFacet; label: string; limit: number }) {
  const { items } = useRefinementList({ attribute, limit })
  const { state } = useSearchNavigation()
  if (!items.length) return null
  const refined = items.some((i) => i.isRefined)
  return (
    <details open={refined || attribute === 'car_type' || attribute === 'body'} className="mb-4 border-b border-slate-200 pb-3">
      <summary className="cursor-pointer font-semibold">{label}</summary>
      <nav aria-label={label}>
        <ul className="mt-2 space-y-0.5">
          {items.map((item) => (
            <li key={item.value}>
              <SearchLink to={toggleRefinement(state, attribute, item.value)} aria-current={item.isRefined ? 'true' : undefined} className="flex items-center gap-2 rounded px-2 py-1 hover:bg-slate-100">
                <span aria-hidden="true" className={`size-4 shrink-0 rounded-sm border border-slate-600 ${item.isRefined ? 'bg-brand-dark' : 'bg-white'}`} />
                <span className="flex-1">{labelOf(attribute, item.value)}</span>
                <span className="text-sm text-slate-700">{item.count}</span>
              </SearchLink>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  )
}

/** A facet refined by the URL with no visible list: keeps its refinement in the state (URL round trip). */
export function VirtualFacet({ attribute }: { attribute: ListFacet }) {
  useRefinementList({ attribute })
  return null
}
