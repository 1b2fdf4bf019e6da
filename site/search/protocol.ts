/** The parts of Algolia's REST protocol InstantSearch uses, validated at the boundary. */
import { z } from 'zod'
import { jsonDepth, MAX_JSON_DEPTH } from '../http/jsonDepth'
import { SEARCH_QUERY_MAX } from '../rules/searchConstants'

const nested = z.union([z.string(), z.array(z.union([z.string(), z.array(z.string())]))])
const stringOrList = z.union([z.string(), z.array(z.string())])

export const searchParamsSchema = z
  .object({
    query: z.string().max(SEARCH_QUERY_MAX, `query is longer than ${SEARCH_QUERY_MAX} characters`).default(''),
    page: z.coerce.number().int().min(0).default(0),
    hitsPerPage: z.coerce.number().int().min(0).max(1000).default(21),
    facets: stringOrList.optional(),
    facetFilters: nested.optional(),
    numericFilters: nested.optional(),
    filters: z.string().max(2000).optional(),
    maxValuesPerFacet: z.coerce.number().int().min(1).max(1000).default(100),
    attributesToRetrieve: stringOrList.optional(),
  })
  .loose() // analytics, clickAnalytics, highlight tags and the like are accepted and ignored

export type SearchParams = z.output<typeof searchParamsSchema>

export const INDEXES = ['vehicles', 'vehicles_latest', 'vehicles_price_desc', 'vehicles_price_asc'] as const
export type IndexName = (typeof INDEXES)[number]

/** The new-car catalogue and the dealership offers (INV §7), answered by site/search/catalogue. */
export const CATALOGUE_INDEXES = ['models', 'offers'] as const
export type CatalogueIndex = (typeof CATALOGUE_INDEXES)[number]
export const isCatalogueIndex = (name: string): name is CatalogueIndex => (CATALOGUE_INDEXES as readonly string[]).includes(name)

/** A request the protocol cannot read (answered 400 with Algolia's error shape). */
export class ProtocolError extends Error {}

/** The legacy `params` string: URL-encoded, array values JSON-encoded. */
export function decodeParamsString(params: string): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, raw] of new URLSearchParams(params)) {
    if (!/^[[{]/.test(raw)) out[key] = raw
    else if (jsonDepth(raw) > MAX_JSON_DEPTH) throw new ProtocolError(`params: ${key} nests deeper than ${MAX_JSON_DEPTH} levels`)
    else out[key] = parseJson(key, raw)
  }
  return out
}

function parseJson(key: string, raw: string): unknown {
  try {
    return JSON.parse(raw)
  } catch {
    throw new ProtocolError(`params: ${key} is not valid JSON (${raw.length > 40 ? `${raw.slice(0, 40)}…` : raw})`)
  }
}

const requestSchema = z
  .object({
    indexName: z.string().min(1),
    params: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
    type: z.enum(['default', 'facet']).optional(),
    facet: z.string().optional(),
  })
  .loose()
  .transform(({ indexName, params, type, facet, ...flat }) => ({
    indexName,
    type: type ?? 'default',
    facet,
    params: { ...flat, ...(typeof params === 'string' ? decodeParamsString(params) : (params ?? {})) },
  }))

export const multiQuerySchema = z.object({ requests: z.array(requestSchema).min(1).max(50) }).loose()

/** searchForFacetValues: the text to look for in the facet's values and how many to return. */
export const facetSearchSchema = z
  .object({
    facetQuery: z.string().max(100, 'facetQuery is longer than 100 characters').default(''),
    maxFacetHits: z.coerce.number().int().min(1).max(100).default(10),
  })
  .loose()

export type SearchRequest = { indexName: IndexName; params: SearchParams }

export type FacetStats = { min: number; max: number; avg: number; sum: number }

export type SearchResult = {
  hits: Array<Record<string, unknown> & { objectID: string }>
  nbHits: number
  page: number
  nbPages: number
  hitsPerPage: number
  facets: Record<string, Record<string, number>>
  facets_stats: Record<string, FacetStats>
  exhaustiveFacetsCount: true
  exhaustiveNbHits: true
  exhaustive: { facetsCount: true; nbHits: true }
  processingTimeMS: number
  query: string
  params: string
  index: string
}

export type FacetSearchRequest = SearchRequest & { facet: string; facetQuery: string; maxFacetHits: number }

export type CatalogueRequest = { indexName: CatalogueIndex; params: SearchParams; facetSearch?: { facet: string; facetQuery: string; maxFacetHits: number } }

export type FacetSearchResult = {
  facetHits: Array<{ value: string; highlighted: string; count: number }>
  exhaustiveFacetsCount: boolean
  processingTimeMS: number
}

/** Algolia's error body. */
export const algoliaError = (status: number, message: string) => ({ message, status })

/** The params string Algolia echoes back in a result. */
const paramsString = (p: SearchParams) => new URLSearchParams(Object.entries(p).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString()

/** A page of results in Algolia's shape, the same for every index the built-in engines serve. */
export function searchResult(index: string, p: SearchParams, page: { hits: SearchResult['hits']; nbHits: number; facets: SearchResult['facets']; facetsStats: Record<string, FacetStats>; started: number }): SearchResult {
  return {
    hits: page.hits,
    nbHits: page.nbHits,
    page: p.page,
    nbPages: p.hitsPerPage > 0 ? Math.ceil(page.nbHits / p.hitsPerPage) : 0,
    hitsPerPage: p.hitsPerPage,
    facets: page.facets,
    facets_stats: page.facetsStats,
    exhaustiveFacetsCount: true,
    exhaustiveNbHits: true,
    exhaustive: { facetsCount: true, nbHits: true },
    processingTimeMS: Math.round(performance.now() - page.started),
    query: p.query,
    params: paramsString(p),
    index,
  }
}
