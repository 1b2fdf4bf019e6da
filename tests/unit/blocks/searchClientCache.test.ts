import { afterEach, describe, expect, it, vi } from 'vitest'
import { CACHED_INDEXES, createSearchClient, SEARCH_ENDPOINT, SearchRequestError } from '../../../site/search/searchClient'
import { CATALOGUE_INDEXES } from '../../../site/search/protocol'

type Sent = Array<{ indexName: string; params?: Record<string, unknown> }>

/** A fetch that answers each query with its index and params, and records what was sent. */
function server(status = 200) {
  const sent: Sent[] = []
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    expect(url).toBe(SEARCH_ENDPOINT)
    const { requests } = JSON.parse(String(init.body)) as { requests: Sent }
    sent.push(requests)
    return Response.json({ results: requests.map((r) => ({ index: r.indexName, params: r.params, n: sent.length })) }, { status })
  }))
  return sent
}

afterEach(() => vi.unstubAllGlobals())

const offers = (page: number) => ({ indexName: 'offers', params: { page, facets: ['categories'] } })
const models = (query: string) => ({ indexName: 'models', params: { query } })
const vehicles = { indexName: 'vehicles', params: { page: 0 } }

describe('the search client’s result cache for catalogue and offers searches (INV §4, §9: search.resultCacheSize)', () => {
  it('caches exactly the catalogue indexes of the protocol', () => expect([...CACHED_INDEXES]).toEqual([...CATALOGUE_INDEXES]))

  it('a catalogue or offers query asked again is answered from the cache; vehicle queries always go to the server', async () => {
    const sent = server()
    const client = createSearchClient(10)
    const first = await client.search([offers(0), models('cx'), vehicles])
    const again = await client.search([offers(0), models('cx'), vehicles])
    expect(sent).toEqual([[offers(0), models('cx'), vehicles], [vehicles]])
    expect(again.results.slice(0, 2)).toEqual(first.results.slice(0, 2))
    expect(again.results.map((r: any) => r.index)).toEqual(['offers', 'models', 'vehicles'])
    expect((again.results[2] as any).n).toBe(2)
  })

  it('only the queries not in the cache are sent, and the answers come back in the asked order', async () => {
    const sent = server()
    const client = createSearchClient(10)
    await client.search([offers(1)])
    const mixed = await client.search([offers(2), offers(1), models('a')])
    expect(sent.at(-1)).toEqual([offers(2), models('a')])
    expect(mixed.results.map((r: any) => r.params)).toEqual([offers(2).params, offers(1).params, models('a').params])
    await client.search([offers(2), offers(1), models('a')])
    expect(sent).toHaveLength(2)
  })

  it('holds resultCacheSize entries, the oldest dropped first (10 by default)', async () => {
    const sent = server()
    const client = createSearchClient(2)
    await client.search([offers(1)])
    await client.search([offers(2)])
    await client.search([offers(3)]) // drops page 1
    await client.search([offers(2)])
    expect(sent).toHaveLength(3)
    await client.search([offers(1)])
    expect(sent).toHaveLength(4)
    const byDefault = createSearchClient()
    for (let page = 0; page < 11; page++) await byDefault.search([offers(page)])
    const before = sent.length
    await byDefault.search([offers(10)])
    expect(sent.length).toBe(before)
    await byDefault.search([offers(0)])
    expect(sent.length).toBe(before + 1)
  })

  it('a failed search is not cached and throws, so InstantSearch keeps the last results', async () => {
    server(500)
    const client = createSearchClient(10)
    await expect(client.search([offers(0)])).rejects.toBeInstanceOf(SearchRequestError)
    const sent = server()
    await client.search([offers(0)])
    expect(sent).toHaveLength(1)
  })
})
