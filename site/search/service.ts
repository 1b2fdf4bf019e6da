/**
 * The search endpoints: the site comes from the host, the request is validated, the site's base
 * filter is added on the server (a request can narrow it, never widen it), and the backend runs.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { z } from 'zod'
import { baseFilterOf } from '../inventory/baseFilter'
import { getPayloadClient } from '../payload'
import { resolveSite } from '../tenancy/resolveSite'
import type { SiteView } from '../tenancy/siteView'
import { FilterError } from './filterAst'
import { searchIndex } from './memory/engine'
import { siteIndex } from './memory/siteIndex'
import type { Queryable } from './queryable'
import { algoliaError, INDEXES, multiQuerySchema, searchParamsSchema, type IndexName, type SearchRequest, type SearchResult } from './protocol'

class BadRequest extends Error {}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } })

const zodMessage = (error: z.ZodError) =>
  error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ')

async function siteOf(request: Request): Promise<SiteView | null> {
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? 'localhost'
  return resolveSite(host)
}

async function bodyOf(request: Request): Promise<unknown> {
  // algoliasearch sends JSON as text/plain to avoid a CORS preflight: read text, then parse.
  const text = await request.text()
  if (!text.trim()) throw new BadRequest('The request body is empty; expected JSON')
  const parsed = await Promise.resolve(text).then(JSON.parse).catch(() => undefined)
  if (parsed === undefined) throw new BadRequest('The request body is not valid JSON')
  return parsed
}

function toSearchRequest(indexName: string, params: unknown): SearchRequest {
  if (!INDEXES.includes(indexName as IndexName)) throw new BadRequest(`Index "${indexName}" does not exist; use one of ${INDEXES.join(', ')}`)
  const parsed = searchParamsSchema.safeParse(params)
  if (!parsed.success) throw new BadRequest(zodMessage(parsed.error))
  return { indexName: indexName as IndexName, params: parsed.data }
}

/** Runs queries for a site with its base filter: used by the endpoints and by server rendering. */
export async function searchForSite(site: SiteView, requests: SearchRequest[]): Promise<SearchResult[]> {
  const payload = await getPayloadClient()
  const pool = (payload.db as unknown as PostgresAdapter).pool as unknown as Queryable
  const base = baseFilterOf(site, new Date())
  const options = { priceAscExcludesZero: site.config.search.priceAscExcludesZero }
  const index = await siteIndex(pool, base)
  return requests.map((r) => searchIndex(index, base, r, options))
}

async function respond(request: Request, build: (body: unknown) => SearchRequest[]): Promise<Response> {
  const site = await siteOf(request)
  if (!site) return json(algoliaError(404, 'No site answers to this host'), 404)
  const outcome = await bodyOf(request)
    .then((body) => searchForSite(site, build(body)))
    .then(
      (results) => ({ ok: true as const, results }),
      (error: unknown) => ({ ok: false as const, error }),
    )
  if (outcome.ok) return json({ results: outcome.results })
  if (outcome.error instanceof BadRequest || outcome.error instanceof FilterError) return json(algoliaError(400, outcome.error.message), 400)
  throw outcome.error
}

/** POST /api/search/1/indexes/{index}/queries (multi-query; the path index is "*"). */
export function multiQuery(request: Request): Promise<Response> {
  return respond(request, (body) => {
    const parsed = multiQuerySchema.safeParse(body)
    if (!parsed.success) throw new BadRequest(zodMessage(parsed.error))
    return parsed.data.requests.map((r) => toSearchRequest(r.indexName, r.params))
  })
}

/** POST /api/search/1/indexes/{index}/query (single query). */
export function singleQuery(request: Request, indexName: string): Promise<Response> {
  return respond(request, (body) => {
    const parsed = z.object({ params: z.string().optional() }).loose().safeParse(body)
    if (!parsed.success) throw new BadRequest(zodMessage(parsed.error))
    return [toSearchRequest(indexName, { ...parsed.data, ...(parsed.data.params ? Object.fromEntries(new URLSearchParams(parsed.data.params)) : {}) })]
  }).then(async (response) => {
    if (response.status !== 200) return response
    const { results } = (await response.json()) as { results: SearchResult[] }
    return json(results[0])
  })
}
