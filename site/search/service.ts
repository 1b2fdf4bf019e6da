/**
 * The search endpoints: the site comes from the host, the request is validated, the site's base
 * filter is added on the server (a request can narrow it, never widen it), and the backend runs.
 */
import { z } from 'zod'
import { clientIp } from '../abuse/clientIp'
import { withoutUncertifiedCount, withoutUncertifiedHits } from '../rules/certifiedFacet'
import { hitRateLimit } from '../abuse/rateLimit'
import { tagRender } from '../cache/cached'
import { tags } from '../cache/tags'
import { jsonDepth, MAX_JSON_DEPTH } from '../http/jsonDepth'
import { baseFilterOf } from '../inventory/baseFilter'
import { getPayloadClient } from '../payload'
import type { SiteView } from '../tenancy/siteView'
import { searchBackend, type VehicleQuery } from './backend'
import { SHAPES } from './catalogue/indexes'
import { FilterError } from './filterAst'
import { FACETS, STATS_ONLY } from './memory/facetValues'
import { SEARCH_LIMITS, searchLimitProblems } from './requestLimits'
import { siteForHost } from './siteForHost'
import {
  algoliaError, CATALOGUE_INDEXES, decodeParamsString, ProtocolError, facetSearchSchema, INDEXES, isCatalogueIndex, multiQuerySchema, searchParamsSchema,
  type CatalogueIndex, type CatalogueRequest, type FacetSearchRequest, type FacetSearchResult, type IndexName, type SearchRequest, type SearchResult,
} from './protocol'

class BadRequest extends Error {}

type Query = SearchRequest | FacetSearchRequest | CatalogueRequest
const isFacetSearch = (q: VehicleQuery): q is FacetSearchRequest => 'facet' in q
const isCatalogue = (q: Query): q is CatalogueRequest => isCatalogueIndex(q.indexName)
const facetSearchOf = (q: Query) => (isCatalogue(q) ? q.facetSearch : isFacetSearch(q) ? q : undefined)

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) => jsonText(JSON.stringify(body), status, headers)
const jsonText = (body: string, status = 200, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers } })

/** Requests per IP per minute: SEARCH_LIMITS.perIpPerMinute, or SEARCH_RATE_LIMIT_PER_MINUTE when set. */
const perIpPerMinute = () => Number(process.env.SEARCH_RATE_LIMIT_PER_MINUTE) || SEARCH_LIMITS.perIpPerMinute

/** Checks the request's queries together against SEARCH_LIMITS (400 naming each problem). */
function bounded(queries: Query[]): Query[] {
  const problems = searchLimitProblems(queries.map((q) => {
    const facetSearch = facetSearchOf(q)
    return { params: q.params, facetSearch: facetSearch ? { maxFacetHits: facetSearch.maxFacetHits } : undefined }
  }))
  if (problems.length) throw new BadRequest(`The request asks for too much: ${problems.join('; ')}`)
  return queries
}

const zodMessage = (error: z.ZodError) =>
  error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ')

function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new BadRequest(zodMessage(parsed.error))
  return parsed.data
}

async function bodyOf(request: Request): Promise<unknown> {
  // algoliasearch sends JSON as text/plain to avoid a CORS preflight: read text, then parse.
  const text = await request.text()
  if (!text.trim()) throw new BadRequest('The request body is empty; expected JSON')
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw new BadRequest(`The request body nests deeper than ${MAX_JSON_DEPTH} levels`)
  const parsed = await Promise.resolve(text).then(JSON.parse).catch(() => undefined)
  if (parsed === undefined) throw new BadRequest('The request body is not valid JSON')
  return parsed
}

export function toSearchRequest(indexName: string, params: unknown): SearchRequest {
  if (!INDEXES.includes(indexName as IndexName)) throw new BadRequest(`Index "${indexName}" does not exist; use one of ${[...INDEXES, ...CATALOGUE_INDEXES].join(', ')}`)
  return { indexName: indexName as IndexName, params: parse(searchParamsSchema, params) }
}

const toQuery = (indexName: string, params: unknown): SearchRequest | CatalogueRequest =>
  isCatalogueIndex(indexName) ? { indexName, params: parse(searchParamsSchema, params) } : toSearchRequest(indexName, params)

function toCatalogueFacetSearch(indexName: CatalogueIndex, facet: string | undefined, params: unknown): CatalogueRequest {
  const shape = SHAPES[indexName]
  const searchable = Object.keys(shape.facets).filter((f) => shape.facets[f]?.kind !== 'number')
  if (!facet || !searchable.includes(facet)) throw new BadRequest(`Facet "${facet ?? ''}" cannot be searched; use one of ${searchable.join(', ')}`)
  const { facetQuery, maxFacetHits } = parse(facetSearchSchema, params)
  return { indexName, params: parse(searchParamsSchema, params), facetSearch: { facet, facetQuery, maxFacetHits } }
}

function toFacetSearch(indexName: string, facet: string | undefined, params: unknown): FacetSearchRequest | CatalogueRequest {
  if (isCatalogueIndex(indexName)) return toCatalogueFacetSearch(indexName, facet, params)
  if (!facet || !Object.hasOwn(FACETS, facet) || STATS_ONLY.has(facet)) {
    throw new BadRequest(`Facet "${facet ?? ''}" cannot be searched; use one of ${Object.keys(FACETS).filter((f) => !STATS_ONLY.has(f)).join(', ')}`)
  }
  // Only the two facet-search settings: the schema is loose, and a stray `params` key would replace the request's.
  const { facetQuery, maxFacetHits } = parse(facetSearchSchema, params)
  return { ...toSearchRequest(indexName, params), facetQuery, maxFacetHits, facet }
}

/** Runs queries for a site with its base filter: used by the endpoints and by server rendering. */
async function runForSite(site: SiteView, queries: Query[], fresh = false): Promise<Array<SearchResult | FacetSearchResult>> {
  const now = new Date()
  if (!queries.some(isCatalogue)) return runVehicles(site, queries as VehicleQuery[], now, fresh)
  // Catalogue and vehicle queries of one multi-query are answered separately, then put back in order.
  const catalogue = queries.filter(isCatalogue)
  const vehicles = queries.filter((q): q is VehicleQuery => !isCatalogue(q))
  const [fromCatalogue, fromVehicles] = await Promise.all([searchBackend().searchCatalogue(site, catalogue, now), vehicles.length ? runVehicles(site, vehicles, now, fresh) : []])
  let c = 0
  let v = 0
  return queries.map((q) => (isCatalogue(q) ? fromCatalogue[c++] : fromVehicles[v++]) as SearchResult | FacetSearchResult)
}

async function runVehicles(site: SiteView, queries: VehicleQuery[], now: Date, fresh: boolean): Promise<Array<SearchResult | FacetSearchResult>> {
  const scope = { slug: site.slug, base: baseFilterOf(site, now), priceAscExcludesZero: site.config.search.priceAscExcludesZero }
  const results = await searchBackend().search(scope, queries, now, { fresh })
  return site.config.search.certifiedOnly ? results.map((result, i) => hideUncertified(result, queries[i])) : results
}

/** `search.certifiedOnly` (INV §5): the certified facet shows no `false` value, whichever backend answered. */
function hideUncertified(result: SearchResult | FacetSearchResult, query: VehicleQuery | undefined): SearchResult | FacetSearchResult {
  if ('facetHits' in result) return query && isFacetSearch(query) ? { ...result, facetHits: withoutUncertifiedHits(query.facet, result.facetHits) } : result
  return { ...result, facets: withoutUncertifiedCount(result.facets) }
}

/**
 * Server rendering's search: the page is tagged with the site's dealerships, so a stock change
 * expires the cached page (ISR) that shows it, and the engine checks its version first (see siteIndex).
 */
export async function searchForSite(site: SiteView, requests: Array<SearchRequest | CatalogueRequest>): Promise<SearchResult[]> {
  await tagRender(site.dealershipIds.map((id) => tags.dealership(id)))
  return (await runForSite(site, requests, true)) as SearchResult[]
}

/** The handler's steps: site from the host, parse, run, respond (400 with Algolia's shape for bad input). */
async function respond(request: Request, build: (body: unknown) => Query[], shape: (results: unknown[]) => unknown): Promise<Response> {
  const site = await siteForHost(request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? 'localhost')
  if (!site) return json(algoliaError(404, 'No site answers to this host'), 404)
  const verdict = await hitRateLimit(await getPayloadClient(), `search:ip:${clientIp(request.headers)}`, { limit: perIpPerMinute(), windowSeconds: 60 })
  if (!verdict.allowed) {
    const message = `Too many search requests from this address; try again in ${verdict.retryAfterSeconds} s`
    return json(algoliaError(429, message), 429, { 'retry-after': String(verdict.retryAfterSeconds) })
  }
  const outcome = await bodyOf(request)
    .then((body) => runForSite(site, bounded(build(body))))
    .then(
      (results) => ({ ok: true as const, results }),
      (error: unknown) => ({ ok: false as const, error }),
    )
  if (outcome.ok) {
    const body = JSON.stringify(shape(outcome.results))
    if (body.length <= SEARCH_LIMITS.maxResponseBytes) return jsonText(body)
    return json(algoliaError(413, `The response would be larger than ${SEARCH_LIMITS.maxResponseBytes} bytes: ask for fewer hits, facets or attributes`), 413)
  }
  if (outcome.error instanceof BadRequest || outcome.error instanceof FilterError || outcome.error instanceof ProtocolError) return json(algoliaError(400, outcome.error.message), 400)
  throw outcome.error
}

/** POST /api/search/1/indexes/{index}/queries (multi-query; the path index is "*"); `type: "facet"` entries search facet values. */
export function multiQuery(request: Request): Promise<Response> {
  return respond(
    request,
    (body) => parse(multiQuerySchema, body).requests.map((r) => (r.type === 'facet' ? toFacetSearch(r.indexName, r.facet, r.params) : toQuery(r.indexName, r.params))),
    (results) => ({ results }),
  )
}

const legacyBody = z.object({ params: z.string().optional() }).loose()
const flatten = (body: unknown) => {
  const { params, ...rest } = parse(legacyBody, body)
  return { ...rest, ...(params ? decodeParamsString(params) : {}) }
}

/** POST /api/search/1/indexes/{index}/query (single query). */
export function singleQuery(request: Request, indexName: string): Promise<Response> {
  return respond(request, (body) => [toQuery(indexName, flatten(body))], (results) => results[0])
}

/** POST /api/search/1/indexes/{index}/facets/{facet}/query (searchForFacetValues). */
export function facetValuesQuery(request: Request, indexName: string, facet: string): Promise<Response> {
  return respond(request, (body) => [toFacetSearch(indexName, facet, flatten(body))], (results) => results[0])
}
