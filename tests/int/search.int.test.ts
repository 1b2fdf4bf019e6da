/**
 * The search API through the real algoliasearch client: results agree with a brute-force
 * evaluation of the same data for generated filter combinations, and a site never sees another
 * site's stock.
 */
import { algoliasearch, type SearchClient, type SearchResponse } from 'algoliasearch'
import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seededRandom } from '../../scripts/seed/random'
import { insertBatch } from '../../scripts/seed/seedVehicles'
import type { DealershipSeed } from '../../scripts/seed/sites'
import { generateVehicle } from '../../scripts/seed/vehicles'
import { testPayload } from './setup/payload'
import { startSearchServer } from './setup/searchServer'

type Row = Record<string, any>
let payload: Payload
let clientA: SearchClient
let clientB: SearchClient
let rowsA: Row[] = []
let dealershipB = 0
const servers: Array<{ close: () => Promise<void> }> = []

const dealershipSeed = (slug: string): DealershipSeed => ({ name: slug, slug, licence: 'L1', phones: {}, makes: 'all', carTypes: ['new', 'used', 'demo'], locations: [] })

async function dealership(slug: string) {
  const d = await payload.create({ collection: 'dealerships', context: { disableRevalidate: true }, data: { name: `Dealer ${slug}`, slug } })
  const l = await payload.create({ collection: 'locations', context: { disableRevalidate: true }, data: { name: `Yard ${slug}`, slug: `yard-${slug}`, dealership: d.id } })
  return { id: d.id, locationId: l.id }
}

async function stock(count: number, d: { id: number; locationId: number }, slug: string, seed: number) {
  const random = seededRandom(seed)
  const now = new Date()
  const rows = Array.from({ length: count }, (_, i) => generateVehicle(random, { dealership: dealershipSeed(slug), dealershipId: d.id, locationIds: [d.locationId], cities: [{ city: 'Brisbane', state: 'qld' }], now }, seed * 1000 + i))
  await insertBatch(payload, rows)
}

const client = (port: number) => algoliasearch('local', 'local-key', { hosts: [{ url: `127.0.0.1:${port}/api/search`, accept: 'readWrite', protocol: 'http' }] })

beforeAll(async () => {
  payload = await testPayload()
  const a1 = await dealership('srch-a1')
  const a2 = await dealership('srch-a2')
  const b1 = await dealership('srch-b1')
  dealershipB = b1.id
  await payload.create({ collection: 'sites', context: { disableRevalidate: true }, data: { name: 'Search A', slug: 'search-a', template: 'group', dealerships: [a1.id, a2.id], config: { inventory: { minPhotos: 2 } } } })
  await payload.create({ collection: 'sites', context: { disableRevalidate: true }, data: { name: 'Search B', slug: 'search-b', template: 'used-car', dealerships: [b1.id] } })
  await stock(180, a1, 'srch-a1', 11)
  await stock(120, a2, 'srch-a2', 12)
  await stock(150, b1, 'srch-b1', 13)
  const { rows } = await (payload.db as any).pool.query('select v.*, d.name as dealership_name from vehicles v join dealerships d on d.id = v.dealership_id where v.dealership_id = any($1::int[])', [[a1.id, a2.id]])
  const soldSince = Date.now() - 3 * 24 * 3600 * 1000
  rowsA = rows.filter((r: Row) => r.show_on_dealer_website && r.photos_count >= 2 && (['in_stock', 'coming_soon'].includes(r.status) || (r.status === 'sold' && new Date(r.sold_at).getTime() >= soldSince)))
  const a = await startSearchServer('search-a.localhost')
  const b = await startSearchServer('search-b.localhost')
  servers.push(a, b)
  clientA = client(a.port)
  clientB = client(b.port)
})

afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()))
})

const first = async (c: SearchClient, request: Record<string, unknown>) => {
  const { results } = await c.search({ requests: [{ indexName: 'vehicles', ...request }] as never })
  return results[0] as SearchResponse<Record<string, any>>
}

const makes = () => [...new Set(rowsA.map((r) => r.make as string))].sort()
const bodies = () => [...new Set(rowsA.map((r) => r.body as string))].sort()

const ORDERS: Record<string, (a: Row, b: Row) => number> = {
  vehicles: (a, b) => Number(['in_stock', 'coming_soon'].includes(b.status)) - Number(['in_stock', 'coming_soon'].includes(a.status)) || +new Date(b.listed_at) - +new Date(a.listed_at) || b.id - a.id,
  vehicles_latest: (a, b) => +new Date(b.listed_at) - +new Date(a.listed_at) || b.id - a.id,
  vehicles_price_desc: (a, b) => Number(b.price) - Number(a.price) || b.id - a.id,
  vehicles_price_asc: (a, b) => Number(a.price) - Number(b.price) || a.id - b.id,
}

const countBy = (rows: Row[], key: string) => rows.reduce<Record<string, number>>((acc, r) => (r[key] == null ? acc : ((acc[String(r[key])] = (acc[String(r[key])] ?? 0) + 1), acc)), {})

describe('search API (algoliasearch client, postgres backend)', () => {
  it('lists only the site base inventory and returns the Algolia response shape', async () => {
    const result = await first(clientA, { hitsPerPage: 21, facets: ['*'] })
    expect(result.nbHits).toBe(rowsA.length)
    expect(result.hits).toHaveLength(21)
    expect(result.hits[0]).toHaveProperty('objectID')
    expect(result.nbPages).toBe(Math.ceil(rowsA.length / 21))
    // INV §2 lists these facets (the issue says 27; the spec's list has 28 names).
    const specFacets = 'badge, status, car_type, categories, city, colour, dealership_name, filtered_features, item_type, km, location_name, make, make_model, model, price, subscription_price, price_range, seats, body, drive, fuel, transmission, state, tag, weekly_price_range, year, certified, created_at_timestamp'.split(', ')
    expect(Object.keys(result.facets ?? {}).sort()).toEqual(specFacets.sort())
    expect(result.facets?.make).toEqual(countBy(rowsA, 'make'))
    expect(result.facets_stats?.price?.min).toBe(Math.min(...rowsA.map((r) => Number(r.price))))
  })

  it("never returns another site's cars, even when asked for its dealership", async () => {
    const result = await first(clientA, { facetFilters: [`dealership_name:Dealer srch-b1`], hitsPerPage: 50 })
    expect(result.nbHits).toBe(0)
    const other = await first(clientB, { hitsPerPage: 1000, attributesToRetrieve: ['dealership_id'] })
    expect(other.hits.every((h) => h.dealership_id === dealershipB)).toBe(true)
    expect(other.nbHits).toBeGreaterThan(0)
  })

  it('answers bad requests with 400 and a clear message', async () => {
    await expect(first(clientA, { facetFilters: ['password:x'] })).rejects.toThrow('Unknown attribute "password"')
    await expect(first(clientA, { filters: 'make:Kia AND (body:SUV' })).rejects.toThrow('missing ")"')
    await expect(clientA.search({ requests: [{ indexName: 'cars' }] })).rejects.toThrow('Index "cars" does not exist')
  })

  it('agrees with a brute-force evaluation for generated filter combinations', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          makes: fc.subarray(makes(), { maxLength: 3 }),
          bodies: fc.subarray(bodies(), { maxLength: 2 }),
          carTypes: fc.subarray(['new', 'used', 'demo']),
          price: fc.option(fc.tuple(fc.integer({ min: 0, max: 80000 }), fc.integer({ min: 0, max: 80000 })).map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const), { nil: undefined }),
          index: fc.constantFrom(...Object.keys(ORDERS)),
          hitsPerPage: fc.integer({ min: 1, max: 30 }),
          page: fc.integer({ min: 0, max: 3 }),
        }),
        async (q) => {
          const facetFilters = [q.makes.map((m) => `make:${m}`), q.bodies.map((b) => `body:${b}`), q.carTypes.map((t) => `car_type:${t}`)].filter((g) => g.length)
          const numericFilters = q.price ? [`price>=${q.price[0]}`, `price<=${q.price[1]}`] : []
          const { results } = await clientA.search({ requests: [{ indexName: q.index, facetFilters, numericFilters, hitsPerPage: q.hitsPerPage, page: q.page, facets: ['make', 'body', 'car_type'] }] as never })
          const result = results[0] as SearchResponse<Record<string, any>>
          const expected = rowsA
            .filter((r) => (!q.makes.length || q.makes.includes(r.make)) && (!q.bodies.length || q.bodies.includes(r.body)) && (!q.carTypes.length || q.carTypes.includes(r.car_type)))
            .filter((r) => !q.price || (Number(r.price) >= q.price[0] && Number(r.price) <= q.price[1]))
            .sort(ORDERS[q.index])
          expect(result.nbHits).toBe(expected.length)
          expect(result.hits.map((h) => Number(h.objectID))).toEqual(expected.slice(q.page * q.hitsPerPage, (q.page + 1) * q.hitsPerPage).map((r) => r.id))
          expect(result.facets?.make ?? {}).toEqual(countBy(expected, 'make'))
          expect(result.facets?.body ?? {}).toEqual(countBy(expected, 'body'))
          expect(result.facets?.car_type ?? {}).toEqual(countBy(expected, 'car_type'))
        },
      ),
      { numRuns: 200, seed: 20261123 },
    )
  })
})
