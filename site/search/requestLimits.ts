/**
 * Bounds on one request to the public search endpoints (issue 16, finding 4: 50 sub-queries of
 * 1,000 hits and every facet returned 66 MB). Server rendering calls the engine directly and is
 * not bound by these. One query may ask for 1,000 hits, as on Algolia, but not fifty of them. The
 * InstantSearch page asks for 21 hits and up to 100 values of about a dozen facets, in one query
 * plus one per refined facet: well inside every limit.
 */
import { FACET_NAMES } from './memory/facetValues'
import type { SearchParams } from './protocol'

export const SEARCH_LIMITS = {
  /** Hits of one query and of all the queries of one request. */
  maxHitsPerPage: 1000,
  maxHitsPerRequest: 1000,
  /** Values of one facet, and facet values (facets × values) over all the queries of one request. */
  maxValuesPerFacet: 100,
  maxFacetValuesPerRequest: 30_000,
  /** The whole JSON response. */
  maxResponseBytes: 4_000_000,
  /** Requests per IP address per minute, shared by every instance (site/abuse/rateLimit.ts). */
  perIpPerMinute: 600,
}

export type LimitedQuery = { params: Pick<SearchParams, 'hitsPerPage' | 'maxValuesPerFacet' | 'facets'>; facetSearch?: { maxFacetHits: number } }

const facetCount = (facets: SearchParams['facets']) => {
  const asked = facets === undefined ? [] : typeof facets === 'string' ? [facets] : facets
  return asked.includes('*') ? FACET_NAMES.length : new Set(asked.filter((f) => Object.hasOwn(FACETS_INDEX, f))).size
}
const FACETS_INDEX = Object.fromEntries(FACET_NAMES.map((f) => [f, true]))

/** What is wrong with a request's queries taken together (empty: nothing). */
export function searchLimitProblems(queries: LimitedQuery[]): string[] {
  const L = SEARCH_LIMITS
  const problems: string[] = []
  queries.forEach(({ params }, i) => {
    if (params.hitsPerPage > L.maxHitsPerPage) problems.push(`requests[${i}].hitsPerPage: at most ${L.maxHitsPerPage}`)
    if (params.maxValuesPerFacet > L.maxValuesPerFacet) problems.push(`requests[${i}].maxValuesPerFacet: at most ${L.maxValuesPerFacet}`)
  })
  const hits = queries.reduce((n, q) => n + (q.facetSearch ? 0 : q.params.hitsPerPage), 0)
  if (hits > L.maxHitsPerRequest) problems.push(`hitsPerPage: at most ${L.maxHitsPerRequest} hits over all the queries of one request (asked ${hits})`)
  const values = queries.reduce((n, q) => n + (q.facetSearch ? q.facetSearch.maxFacetHits : facetCount(q.params.facets) * Math.min(q.params.maxValuesPerFacet, L.maxValuesPerFacet)), 0)
  if (values > L.maxFacetValuesPerRequest) problems.push(`facets: at most ${L.maxFacetValuesPerRequest} facet values over all the queries of one request (asked up to ${values})`)
  return problems
}
