/** The InstantSearch client of the island: Algolia's multi-query protocol against our own API. */
export const SEARCH_ENDPOINT = '/api/search/1/indexes/*/queries'

type Request = { indexName: string; params?: Record<string, unknown> }

export class SearchRequestError extends Error {}

async function search<T>(requests: readonly Request[]): Promise<{ results: T[] }> {
  const response = await fetch(SEARCH_ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ requests }),
  })
  // A failed search keeps the last good results on screen (INV §4, §8); InstantSearch shows the error state.
  if (!response.ok) throw new SearchRequestError(`Search failed with HTTP ${response.status}`)
  return (await response.json()) as { results: T[] }
}

export const searchClient = { search }
