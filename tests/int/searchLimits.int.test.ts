/**
 * Issue 16, finding 4: one multi-query request is bounded in hits and facet values, and each
 * address gets a per-minute budget of search requests (429 with Retry-After), counted in
 * PostgreSQL so every instance shares it. The search page's own requests stay inside the bounds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { multiQuery } from '../../site/search/service'
import { SEARCH_LIMITS } from '../../site/search/requestLimits'
import { buildSearchWorld, type SearchWorld } from './setup/searchWorld'

let world: SearchWorld
beforeAll(async () => {
  world = await buildSearchWorld('lims')
})
afterAll(async () => world?.close())

let ip = 0
const post = (body: unknown, address = `198.51.100.${++ip}`) =>
  multiQuery(new Request('http://x/api/search/1/indexes/*/queries', { method: 'POST', headers: { 'x-forwarded-host': 'lims-a.localhost', 'x-forwarded-for': `203.0.113.9, ${address}` }, body: JSON.stringify(body) }))

const uiLike = { requests: [{ indexName: 'vehicles', params: { hitsPerPage: 21, maxValuesPerFacet: 100, facets: ['make', 'make_model', 'body', 'fuel', 'transmission', 'car_type', 'city', 'location_name', 'price', 'year', 'km'] } }, ...Array.from({ length: 8 }, () => ({ indexName: 'vehicles', params: { hitsPerPage: 0, maxValuesPerFacet: 100, facets: ['make', 'body'] } }))] }

describe('search request bounds', () => {
  it('refuses the probe: 50 queries × 1,000 hits × every facet, naming the limits', async () => {
    const response = await post({ requests: Array.from({ length: 50 }, () => ({ indexName: 'vehicles', params: { hitsPerPage: 1000, facets: ['*'], maxValuesPerFacet: 1000 } })) })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { message: string; status: number }
    expect(body.status).toBe(400)
    expect(body.message).toContain(`maxValuesPerFacet: at most ${SEARCH_LIMITS.maxValuesPerFacet}`)
    expect(body.message).toContain(`at most ${SEARCH_LIMITS.maxHitsPerRequest} hits over all the queries`)
    expect(body.message).toContain('facet values over all the queries')
  })

  it('refuses too many hits spread over many small queries', async () => {
    const response = await post({ requests: Array.from({ length: 30 }, () => ({ indexName: 'vehicles', params: { hitsPerPage: 100 } })) })
    expect(response.status).toBe(400)
  })

  it('answers the search page\'s own requests', async () => {
    const response = await post(uiLike)
    expect(response.status).toBe(200)
    expect(((await response.json()) as { results: unknown[] }).results).toHaveLength(9)
  })
})

describe('hostile facet searches (found by tests/e2e/fuzz.spec.ts)', () => {
  it('a stray `params` key inside a facet query\'s params is ignored, not a 500', async () => {
    const response = await post({ requests: [{ indexName: 'vehicles', type: 'facet', facet: 'model', params: { facetQuery: 'x', params: 'hitsPerPage=1e400' } }] })
    expect(response.status).toBe(200)
  })
})

describe('search rate limit per address', () => {
  it('answers 429 with Retry-After once an address used its minute, and other addresses go on', async () => {
    const address = `192.0.2.${Date.now() % 250}`
    const previous = process.env.SEARCH_RATE_LIMIT_PER_MINUTE
    process.env.SEARCH_RATE_LIMIT_PER_MINUTE = '3'
    try {
      const statuses: number[] = []
      let last: Response | null = null
      for (let i = 0; i < 5; i++) {
        last = await post(uiLike, address)
        statuses.push(last.status)
      }
      // A window boundary can fall inside the loop: at least the first two pass, at least one is refused.
      expect(statuses.slice(0, 2)).toEqual([200, 200])
      expect(statuses).toContain(429)
      const refused = statuses.lastIndexOf(429) === 4 ? last! : await post(uiLike, address)
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
      expect(((await refused.json()) as { message: string }).message).toMatch(/Too many search requests/)
      expect((await post(uiLike, '192.0.2.251')).status).toBe(200)
    } finally {
      if (previous === undefined) delete process.env.SEARCH_RATE_LIMIT_PER_MINUTE
      else process.env.SEARCH_RATE_LIMIT_PER_MINUTE = previous
    }
  })
})
