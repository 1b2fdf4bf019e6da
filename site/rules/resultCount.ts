/** The result count shown to shoppers (INV §4 Search, INV §9). */

/** Counts above this are treated as capped by the search service. */
export const RESULT_COUNT_CAP = 1999

/**
 * The fallbacks of a capped count: the value counts of a facet every car has exactly one value of
 * (status or car_type, INV §7), or the in-stock count.
 */
export type CountFallback = { facetCounts?: Readonly<Record<string, number>> | null; inStockCount?: number | null }

/** 1999 is shown as is; 2000 and above become the facet count sum, else the in-stock count, else stay. */
export function displayedResultCount(count: number, fallback: CountFallback = {}): number {
  if (count <= RESULT_COUNT_CAP) return count
  const counts = Object.values(fallback.facetCounts ?? {})
  if (counts.length) return counts.reduce((sum, n) => sum + n, 0)
  return fallback.inStockCount ?? count
}
