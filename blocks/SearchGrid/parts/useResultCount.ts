import { useInstantSearch, useStats } from 'react-instantsearch'
import { displayedResultCount } from '../../../site/rules/resultCount'

/** The count shown to shoppers: above 1999, the main query's car_type counts summed (INV §4 Search). */
export function useResultCount(): number {
  const { nbHits } = useStats()
  const { results } = useInstantSearch()
  return displayedResultCount(nbHits, { facetCounts: results?._rawResults?.[0]?.facets?.car_type ?? null })
}
