/**
 * The Algolia backend: the same validated requests, sent to the site's indices with a secured
 * search key whose filters are the site's base filter (Algolia ANDs them with the request's, so
 * nothing can widen them). Filters are parsed here first, so a bad filter is the same 400 as with
 * the built-in engine, and only the facet attributes can be filtered on.
 */
import type { SearchForFacetValuesResponse, SearchResponse } from 'algoliasearch'
import type { BaseFilter } from '../../inventory/baseFilter'
import type { SearchBackend } from '../backend'
import { allOf, FilterError, parseFacetFilter, parseNested, parseNumericFilter, type FilterNode } from '../filterAst'
import { parseFilterString } from '../filterString'
import { FACETS } from '../memory/facetValues'
import type { FacetSearchRequest, FacetSearchResult, SearchRequest, SearchResult } from '../protocol'
import { algoliaCatalogueSearch } from './catalogue'
import { algoliaClient, type AlgoliaConfig } from './config'
import { indexNameOf } from './indices'
import { securedFilter } from './securedFilter'

const FORWARDED = ['query', 'page', 'hitsPerPage', 'facets', 'facetFilters', 'numericFilters', 'filters', 'maxValuesPerFacet', 'attributesToRetrieve', 'attributesToHighlight', 'highlightPreTag', 'highlightPostTag', 'analytics', 'clickAnalytics'] as const
/** A facet value search narrows by the same query and filters; paging and hit options do not apply. */
const FORWARDED_FOR_FACETS = ['query', 'facetFilters', 'numericFilters', 'filters', 'highlightPreTag', 'highlightPostTag', 'analytics', 'clickAnalytics'] as const
const KEY_LIFETIME_S = 300

// The Node build of algoliasearch has this helper; the package's default types are the browser's.
type SecuredKeyHelper = { generateSecuredApiKey: (options: { parentApiKey: string; restrictions: Record<string, unknown> }) => string }

function checkAttributes(node: FilterNode | null): void {
  if (!node) return
  if (node.kind === 'and' || node.kind === 'or') return node.items.forEach(checkAttributes)
  if (node.kind === 'not') return checkAttributes(node.item)
  if (!Object.hasOwn(FACETS, node.attr)) throw new FilterError(`Cannot filter on "${node.attr}": not a facet`)
}

const asList = <T>(value: T | readonly T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? [...value] : [value as T])

type Query = SearchRequest | FacetSearchRequest
const isFacetSearch = (q: Query): q is FacetSearchRequest => 'facet' in q

function paramsOf(request: Query, priceAscExcludesZero: boolean): Record<string, unknown> {
  const p = request.params
  checkAttributes(allOf([parseNested(p.facetFilters, parseFacetFilter), parseNested(p.numericFilters, parseNumericFilter), parseFilterString(p.filters)]))
  const keys: readonly string[] = isFacetSearch(request) ? FORWARDED_FOR_FACETS : FORWARDED
  const params: Record<string, unknown> = Object.fromEntries(keys.filter((k) => p[k] !== undefined).map((k) => [k, p[k]]))
  // The built-in engine's option (variants §search): the ascending price sort leaves out cars with no price.
  if (request.indexName === 'vehicles_price_asc' && priceAscExcludesZero) params.numericFilters = [...asList(p.numericFilters), 'price>0']
  return params
}

/** A search key limited to the site's indices and base filter, valid for a few minutes. */
export function securedSearchKey(config: AlgoliaConfig, siteSlug: string, base: BaseFilter, now: Date): string {
  return (algoliaClient(config, config.searchKey) as unknown as SecuredKeyHelper).generateSecuredApiKey({
    parentApiKey: config.searchKey,
    restrictions: {
      filters: securedFilter(base),
      restrictIndices: [indexNameOf(config.prefix, siteSlug, 'vehicles'), `${indexNameOf(config.prefix, siteSlug, 'vehicles')}_*`],
      validUntil: Math.floor(now.getTime() / 1000) + KEY_LIFETIME_S,
    },
  })
}

/** Algolia's `params` string: URL-encoded, arrays and objects JSON-encoded. */
export const encodeParams = (params: Record<string, unknown>): string =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString()

/**
 * Runs the requests on the site's indices. Ordinary searches and facet value searches
 * (searchForFacetValues) go out with the same secured key, so a facet value search only sees, and
 * counts, the values of cars the site's base filter lets through: no other dealership's values leak.
 * A lone facet value search uses Algolia's facet endpoint; a mix goes as one multi-query.
 */
export async function algoliaSearch(
  config: AlgoliaConfig,
  site: { slug: string; base: BaseFilter; priceAscExcludesZero: boolean },
  requests: Query[],
  now: Date,
): Promise<Array<SearchResult | FacetSearchResult>> {
  const indexOf = (r: Query) => indexNameOf(config.prefix, site.slug, r.indexName)
  const params = requests.map((r) => paramsOf(r, site.priceAscExcludesZero))
  const client = algoliaClient(config, securedSearchKey(config, site.slug, site.base, now))
  const [only] = requests
  if (requests.length === 1 && only && isFacetSearch(only)) {
    const response = await client.searchForFacetValues({
      indexName: indexOf(only),
      facetName: only.facet,
      searchForFacetValuesRequest: { params: encodeParams(params[0] ?? {}), facetQuery: only.facetQuery, maxFacetHits: only.maxFacetHits },
    })
    return [facetResult(response)]
  }
  const forwarded = requests.map((r, i) =>
    isFacetSearch(r)
      ? { indexName: indexOf(r), type: 'facet' as const, facet: r.facet, facetQuery: r.facetQuery, maxFacetHits: r.maxFacetHits, ...params[i] }
      : { indexName: indexOf(r), ...params[i] },
  )
  const { results } = await client.search({ requests: forwarded as never })
  // Answer with the public index names: the prefix and site are the server's business.
  return results.map((result, i) => {
    const request = requests[i] as Query
    if (isFacetSearch(request)) return facetResult(result as SearchForFacetValuesResponse)
    return { ...(result as SearchResponse), index: request.indexName } as unknown as SearchResult
  })
}

const facetResult = (response: SearchForFacetValuesResponse): FacetSearchResult => ({
  facetHits: response.facetHits.map(({ value, highlighted, count }) => ({ value, highlighted, count })),
  exhaustiveFacetsCount: response.exhaustiveFacetsCount,
  processingTimeMS: response.processingTimeMS ?? 0,
})

/** Algolia as the site's search backend (site/search/backend.ts). */
export const algoliaBackend = (config: AlgoliaConfig): SearchBackend => ({
  name: 'algolia',
  search: (site, queries, now) => algoliaSearch(config, site, queries, now),
  searchCatalogue: (site, queries, now) => algoliaCatalogueSearch(config, site, queries, now),
})
