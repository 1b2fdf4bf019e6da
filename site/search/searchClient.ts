/**
 * The browser's search client: Algolia's multi-query protocol against our own API, for the search
 * page's InstantSearch island and the offers and body-type islands (site/components/catalogue/*.client.tsx).
 * Browser code: it imports only pure rules (no zod, nothing of the server's search).
 */
import { resultCache, type ResultCache } from '../rules/resultCache'

export const SEARCH_ENDPOINT = '/api/search/1/indexes/*/queries'

type Request = { indexName: string; params?: Record<string, unknown> }

export class SearchRequestError extends Error {}

async function send<T>(requests: readonly Request[]): Promise<T[]> {
  const response = await fetch(SEARCH_ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ requests }),
  })
  // A failed search keeps the last good results on screen (INV §4, §8); InstantSearch shows the error state.
  if (!response.ok) throw new SearchRequestError(`Search failed with HTTP ${response.status}`)
  return ((await response.json()) as { results: T[] }).results
}

/** site/search/protocol.ts CATALOGUE_INDEXES, not imported: that module carries zod into the island. */
export const CACHED_INDEXES: readonly string[] = ['models', 'offers']
const isCatalogue = (request: Request): boolean => CACHED_INDEXES.includes(request.indexName)

/**
 * The client, with the browser's small result cache for catalogue and offers searches (INV §4, §9:
 * `search.resultCacheSize` entries, 10 by default, oldest dropped first): a `models` or `offers`
 * query asked again is answered from the cache; vehicle queries always go to the server. Only the
 * queries not in the cache are sent, in one multi-query.
 */
export function createSearchClient(cacheSize = 10) {
  const cache: ResultCache<unknown> = resultCache(cacheSize)
  async function search<T>(requests: readonly Request[]): Promise<{ results: T[] }> {
    const keys = requests.map((r) => (isCatalogue(r) ? JSON.stringify([r.indexName, r.params ?? {}]) : null))
    const missing = requests.filter((_, i) => {
      const key = keys[i] ?? null
      return key === null || cache.get(key) === undefined
    })
    const fetched = missing.length ? await send<T>(missing) : []
    let next = 0
    const results = requests.map((_, i) => {
      const key = keys[i] ?? null
      const cached = key === null ? undefined : (cache.get(key) as T | undefined)
      if (cached !== undefined) return cached
      const result = fetched[next++] as T
      if (key !== null) cache.set(key, result)
      return result
    })
    return { results }
  }
  return { search }
}

export const searchClient = createSearchClient()
