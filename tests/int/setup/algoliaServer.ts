/**
 * A local stand-in for Algolia's REST API, enough for the indexer, the reindex script and the
 * search backend: it records every request, keeps records and settings per index, checks the
 * admin key on writes and the HMAC of secured keys on searches, and can fail writes on demand.
 * Searches and facet value searches apply the secured key's `filters` (the grammar securedFilter
 * writes) and simple `attr:value` facetFilters; a filter it cannot read is a 400, so a change in
 * what the backend sends shows up here. A facet value search also needs the facet to be declared
 * `searchable()` in the index settings, as on Algolia.
 * The catalogue indices (`…_models`, `…_offers`) are answered like Algolia would with their
 * settings: the secured key's filters, then the records ordered by the index's customRanking with
 * its unretrievableAttributes removed; the request's query, filters, facets and paging are then
 * evaluated with the built-in catalogue engine's semantics (the stand-in has no text engine of its own).
 */
import { createHmac } from 'node:crypto'
import { searchCatalogue, searchCatalogueFacet, type CatalogueRecord } from '../../../site/search/catalogue/engine'
import { SHAPES } from '../../../site/search/catalogue/indexes'
import { searchParamsSchema } from '../../../site/search/protocol'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type Recorded = { method: string; path: string; key: string; body: any }
type Store = Map<string, Map<string, Record<string, any>>>

export type AlgoliaServer = {
  url: string
  requests: Recorded[]
  records: Store
  settings: Map<string, Record<string, any>>
  failWrites: (count: number) => void
  close: () => Promise<void>
}

/** The restrictions inside a secured key, or null when its HMAC does not match the parent key. */
export function decodeSecuredKey(key: string, parentKey: string): URLSearchParams | null {
  const text = Buffer.from(key, 'base64').toString('utf8')
  const [hmac, query] = [text.slice(0, 64), text.slice(64)]
  return createHmac('sha256', parentKey).update(query).digest('hex') === hmac ? new URLSearchParams(query) : null
}

type Rec = Record<string, any>

const ATOM = /^(NOT )?([A-Za-z_]+)(?::"((?:[^"\\]|\\.)*)"|:([^\s"()]+)|\s*(=|>=|<=|>|<|!=)\s*(-?\d+(?:\.\d+)?))$/

function matchesAtom(record: Rec, atom: string): boolean {
  const m = ATOM.exec(atom.trim())
  if (!m) throw new Error(`unsupported filter "${atom}"`)
  const [, not, attr = "", quoted, bare, op, num] = m
  const value = record[attr]
  const values: unknown[] = Array.isArray(value) ? value : [value]
  let hit: boolean
  if (quoted !== undefined) hit = values.some((v) => String(v) === quoted.replace(/\\(.)/g, '$1'))
  else if (bare !== undefined) hit = values.some((v) => String(v) === bare)
  else {
    const n = Number(num)
    const compare = { '=': (v: number) => v === n, '>=': (v: number) => v >= n, '<=': (v: number) => v <= n, '>': (v: number) => v > n, '<': (v: number) => v < n, '!=': (v: number) => v !== n }[op as '=']
    hit = values.some((v) => typeof v === 'number' && compare(v))
  }
  return not ? !hit : hit
}

/** `A AND (B OR C) AND NOT D`: the shape of the secured filter (no nesting beyond one OR group). */
export function matchesFilter(record: Rec, filter: string): boolean {
  if (!filter.trim()) return true
  return filter.split(' AND ').every((clause) => clause.trim().replace(/^\((.*)\)$/, '$1').split(' OR ').some((atom) => matchesAtom(record, atom)))
}

/** facetFilters as Algolia takes them: a string or a list (AND) of strings or lists (OR) of `attr:value`. */
function matchesFacetFilters(record: Rec, facetFilters: unknown): boolean {
  const toAtom = (f: string) => {
    const [attr, ...rest] = f.split(':')
    return `${attr}:"${rest.join(':').replace(/"/g, '\\"')}"`
  }
  if (facetFilters === undefined) return true
  const list = typeof facetFilters === 'string' ? [facetFilters] : (facetFilters as Array<string | string[]>)
  return list.every((group) => (Array.isArray(group) ? group : [group]).some((f) => matchesAtom(record, toAtom(f))))
}

/** Search parameters from a JSON body or Algolia's URL-encoded `params` string (arrays JSON-encoded). */
function paramsOf(body: Rec): Rec {
  const { params, ...rest } = body
  const decoded: Rec = {}
  for (const [k, v] of new URLSearchParams(typeof params === 'string' ? params : '')) decoded[k] = /^[[{]/.test(v) ? JSON.parse(v) : v
  return { ...decoded, ...rest }
}

const reply = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

export async function startAlgoliaServer(keys: { admin: string; search: string }): Promise<AlgoliaServer> {
  const requests: Recorded[] = []
  const records: Store = new Map()
  const settings = new Map<string, Record<string, any>>()
  let failures = 0
  let task = 0
  const index = (name: string) => records.get(name) ?? records.set(name, new Map()).get(name)!

  const write = (res: http.ServerResponse, key: string, apply: () => unknown) => {
    if (key !== keys.admin) return reply(res, 403, { message: 'Invalid Application-ID or API key', status: 403 })
    if (failures > 0) {
      failures--
      return reply(res, 500, { message: 'Internal error (injected)', status: 500 })
    }
    apply()
    reply(res, 200, { taskID: ++task, updatedAt: new Date().toISOString(), objectIDs: [] })
  }

  /** The records a secured key lets a request see in an index (its replicas share the primary's records). */
  const visible = (restrictions: URLSearchParams, indexName: string, params: Rec): Rec[] => {
    const allowed = (restrictions.get('restrictIndices') ?? '').split(',')
    const permitted = allowed.some((pattern) => (pattern.endsWith('*') ? indexName.startsWith(pattern.slice(0, -1)) : indexName === pattern))
    if (!permitted) return []
    const primary = indexName.replace(/_vehicles_.*$/, '_vehicles')
    const secured = restrictions.get('filters') ?? ''
    return [...index(primary).values()].filter((r) => matchesFilter(r, secured) && matchesFacetFilters(r, params.facetFilters) && matchesFilter(r, params.filters ?? ''))
  }

  const facetHits = (restrictions: URLSearchParams, indexName: string, facet: string, params: Rec) => {
    const primary = indexName.replace(/_vehicles_.*$/, '_vehicles')
    const declared: string[] | undefined = settings.get(primary)?.attributesForFaceting
    if (declared && !declared.includes(`searchable(${facet})`)) throw new Error(`Cannot search in \`${facet}\` attribute, you need to add \`searchable(${facet})\` to attributesForFaceting.`)
    const text = String(params.facetQuery ?? '').toLowerCase()
    const counts = new Map<string, number>()
    for (const record of visible(restrictions, indexName, params)) {
      for (const value of [record[facet]].flat()) {
        if (value === null || value === undefined) continue
        const v = String(value)
        if (text && !v.toLowerCase().split(/\s+/).some((word) => word.startsWith(text))) continue
        counts.set(v, (counts.get(v) ?? 0) + 1)
      }
    }
    const hits = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, Number(params.maxFacetHits ?? 10))
    return { facetHits: hits.map(([value, count]) => ({ value, highlighted: value, count })), exhaustiveFacetsCount: true, processingTimeMS: 1 }
  }

  const searchAs = (res: http.ServerResponse, key: string, run: (restrictions: URLSearchParams) => unknown) => {
    const restrictions = decodeSecuredKey(key, keys.search)
    if (!restrictions) return reply(res, 403, { message: 'Invalid API key', status: 403 })
    const outcome = (() => {
      try {
        return { ok: true as const, body: run(restrictions) }
      } catch (error) {
        return { ok: false as const, message: (error as Error).message }
      }
    })()
    if (outcome.ok) reply(res, 200, outcome.body)
    else reply(res, 400, { message: outcome.message, status: 400 })
  }

  const catalogueKind = (indexName: string) => /_(models|offers)$/.exec(indexName)?.[1] as 'models' | 'offers' | undefined

  /** A catalogue index's records the secured key lets through, in customRanking order, without unretrievable attributes. */
  const catalogueRecords = (restrictions: URLSearchParams, indexName: string): CatalogueRecord[] => {
    const allowed = (restrictions.get('restrictIndices') ?? '').split(',')
    if (!allowed.some((pattern) => (pattern.endsWith('*') ? indexName.startsWith(pattern.slice(0, -1)) : indexName === pattern))) throw new Error(`Index not allowed with this API key: ${indexName}`)
    const secured = restrictions.get('filters') ?? ''
    const config = settings.get(indexName) ?? {}
    const ranking: Array<[string, string]> = (config.customRanking ?? []).map((r: string) => /^(asc|desc)\((.+)\)$/.exec(r)!.slice(1, 3) as [string, string])
    const compare = (a: Rec, b: Rec) => {
      for (const [dir, attr] of ranking) {
        const [x, y] = [a[attr], b[attr]]
        const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x ?? '').localeCompare(String(y ?? ''), 'en')
        if (c) return dir === 'asc' ? c : -c
      }
      return 0
    }
    const hidden: string[] = config.unretrievableAttributes ?? []
    return [...index(indexName).values()]
      .filter((r) => matchesFilter(r, secured))
      .sort(compare)
      .map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !hidden.includes(k))) as CatalogueRecord)
  }

  const catalogueSearch = (restrictions: URLSearchParams, r: Rec) => {
    const kind = catalogueKind(r.indexName)!
    const records = catalogueRecords(restrictions, r.indexName)
    const { indexName: _i, type, facet, facetQuery, maxFacetHits, ...rest } = r
    const params = searchParamsSchema.parse(rest)
    if (type === 'facet') {
      const declared: string[] = settings.get(r.indexName)?.attributesForFaceting ?? []
      if (!declared.includes(`searchable(${facet})`)) throw new Error(`Cannot search in \`${facet}\` attribute, you need to add \`searchable(${facet})\` to attributesForFaceting.`)
      return searchCatalogueFacet(records, SHAPES[kind], params, facet, String(facetQuery ?? ''), Number(maxFacetHits ?? 10))
    }
    return searchCatalogue(records, SHAPES[kind], r.indexName, params)
  }

  const search = (res: http.ServerResponse, key: string, body: any) =>
    searchAs(res, key, (restrictions) => ({
      results: body.requests.map((request: Rec) => {
        const r = paramsOf(request)
        if (catalogueKind(r.indexName)) return catalogueSearch(restrictions, r)
        if (r.type === 'facet') return facetHits(restrictions, r.indexName, r.facet, r)
        const hits = visible(restrictions, r.indexName, r)
        return { hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: 21, facets: {}, processingTimeMS: 1, query: r.query ?? '', params: '', index: r.indexName, exhaustiveNbHits: true }
      }),
    }))

  const route = (req: http.IncomingMessage, res: http.ServerResponse, body: any) => {
    const key = String(req.headers['x-algolia-api-key'] ?? '')
    const path = (req.url ?? '').split('?')[0] as string
    requests.push({ method: req.method ?? '', path, key, body })
    const [, name = '', action = ''] = /^\/1\/indexes\/([^/]+)\/?(.*)$/.exec(path) ?? []
    const indexName = decodeURIComponent(name)
    if (req.method === 'POST' && indexName === '*' && action === 'queries') return search(res, key, body)
    const facetQuery = /^facets\/([^/]+)\/query$/.exec(action)
    if (req.method === 'POST' && facetQuery) return searchAs(res, key, (restrictions) => facetHits(restrictions, indexName, decodeURIComponent(facetQuery[1] ?? ''), paramsOf(body ?? {})))
    if (req.method === 'PUT' && action === 'settings') return write(res, key, () => settings.set(indexName, { ...settings.get(indexName), ...body }))
    if (req.method === 'GET' && action.startsWith('task/')) return reply(res, 200, { status: 'published', pendingTask: false })
    if (req.method === 'POST' && action === 'batch') {
      return write(res, key, () => {
        for (const r of body.requests) {
          if (r.action === 'deleteObject') index(indexName).delete(r.body.objectID)
          else index(indexName).set(r.body.objectID, r.body)
        }
      })
    }
    if (req.method === 'POST' && action === 'deleteByQuery') {
      const cutoff = Number(/^synced_at < (\d+)$/.exec(body.filters ?? '')?.[1])
      if (!Number.isFinite(cutoff)) return reply(res, 400, { message: `unsupported filters ${body.filters}`, status: 400 })
      return write(res, key, () => {
        for (const [id, record] of index(indexName)) if (!(record.synced_at >= cutoff)) index(indexName).delete(id)
      })
    }
    reply(res, 404, { message: `Not handled: ${req.method} ${path}`, status: 404 })
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      route(req, res, text ? JSON.parse(text) : null)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    records,
    settings,
    failWrites: (count) => {
      failures = count
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
