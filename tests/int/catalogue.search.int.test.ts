/**
 * The `models` and `offers` indexes through the real algoliasearch client (INV §7 catalogue and
 * dealership offers searches): the same endpoint and response shape as vehicles, 21 a page, the
 * spec's filters compared with a brute-force evaluation, the site's base filter applied on the
 * server (another site's models and offers never appear, expired and future offers never do).
 */
import { algoliasearch, type SearchResponse } from 'algoliasearch'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CARS } from '../../scripts/seed/catalogue'
import { seededRandom } from '../../scripts/seed/random'
import { testPayload } from './setup/payload'
import { startSearchServer } from './setup/searchServer'

type Hit = Record<string, any>
const context = { disableRevalidate: true }
const DAY = 24 * 60 * 60 * 1000
const PREFIX = 'cat'

let payload: Payload
let servers: Array<{ close: () => Promise<void> }> = []
let clientA: ReturnType<typeof algoliasearch>
let clientB: ReturnType<typeof algoliasearch>
type ModelRow = { id: number; manufacturer: string; name: string; body: string; fromPrice: number; slug: string; accessories: number }
type OfferRow = { id: number; title: string; categories: string[]; price: number | null; dealership: number }
let modelsA: ModelRow[] = []
const offersA: OfferRow[] = []
let offerB = 0
let modelB = 0

const clientFor = (port: number) => algoliasearch('local', 'local-key', { hosts: [{ url: `127.0.0.1:${port}/api/search`, accept: 'readWrite', protocol: 'http' }] })

async function addModel(site: number, i: number): Promise<ModelRow> {
  const spec = CARS[i % CARS.length]!
  const slug = `${spec.model.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${i}`
  const accessories = Array.from({ length: i % 4 }, (_, k) => ({ name: `Accessory ${k}`, price: 100 * (k + 1) }))
  const doc = await payload.create({ collection: 'models', context, data: { site, manufacturer: spec.make, name: spec.model, slug, body: spec.simpleBody, fromPrice: spec.priceNew[0] + i, imageUrl: '/demo-images/x.webp', accessories } })
  return { id: doc.id, manufacturer: spec.make, name: spec.model, body: spec.simpleBody, fromPrice: spec.priceNew[0] + i, slug, accessories: accessories.length }
}

const CATEGORIES = ['New', 'Service', 'Finance', 'Parts']

async function addOffer(dealership: number, i: number, window: { validFrom?: string; validTo?: string }): Promise<OfferRow> {
  const categories = CATEGORIES.filter((_, k) => (i + k) % 3 === 0)
  const price = i % 5 === 0 ? null : 100 * ((i * 37) % 400)
  const title = `Offer ${i} ${i % 2 ? 'service special' : 'drive away deal'}`
  const doc = await payload.create({ collection: 'offers', context, data: { dealership, title, categories, price, ...window } })
  return { id: doc.id, title, categories, price, dealership }
}

beforeAll(async () => {
  payload = await testPayload()
  const dealer = (slug: string) => payload.create({ collection: 'dealerships', context, data: { name: `Dealer ${slug}`, slug } })
  const [a1, a2, b1] = [await dealer(`${PREFIX}-a1`), await dealer(`${PREFIX}-a2`), await dealer(`${PREFIX}-b1`)]
  const siteA = await payload.create({ collection: 'sites', context: { ...context, skipTemplatePages: true }, data: { name: 'Cat A', slug: `${PREFIX}-a`, template: 'franchise', dealerships: [a1.id, a2.id], config: { inventory: { excludedMakes: ['Kia'] } } } })
  const siteB = await payload.create({ collection: 'sites', context: { ...context, skipTemplatePages: true }, data: { name: 'Cat B', slug: `${PREFIX}-b`, template: 'group', dealerships: [b1.id] } })
  const all: ModelRow[] = []
  for (let i = 0; i < 60; i++) all.push(await addModel(siteA.id, i))
  modelsA = all.filter((m) => m.manufacturer !== 'Kia') // the site excludes Kia from its inventory
  modelB = (await addModel(siteB.id, 3)).id
  const at = (days: number) => new Date(Date.now() + days * DAY).toISOString()
  for (let i = 0; i < 50; i++) {
    const window = i % 7 === 0 ? { validTo: at(-1) } : i % 11 === 0 ? { validFrom: at(3) } : i % 2 ? { validFrom: at(-2), validTo: at(i + 1) } : {}
    const row = await addOffer(i % 3 ? a1.id : a2.id, i, window)
    if (!(i % 7 === 0 || (i % 11 === 0 && i % 7 !== 0))) offersA.push(row)
  }
  offerB = (await addOffer(b1.id, 999, {})).id
  const a = await startSearchServer(`${PREFIX}-a.localhost`)
  const b = await startSearchServer(`${PREFIX}-b.localhost`)
  servers = [a, b]
  clientA = clientFor(a.port)
  clientB = clientFor(b.port)
})
afterAll(async () => Promise.all(servers.map((s) => s.close())))

const search = async (indexName: string, request: Record<string, unknown>, client = clientA) => {
  const { results } = await client.search({ requests: [{ indexName, ...request }] as never })
  return results[0] as SearchResponse<Hit>
}
const ids = (hits: Hit[]) => hits.map((h) => h.id as number).sort((a, b) => a - b)
const sorted = (rows: Array<{ id: number }>) => rows.map((r) => r.id).sort((a, b) => a - b)
const countBy = (values: string[]) => values.reduce<Record<string, number>>((acc, v) => ({ ...acc, [v]: (acc[v] ?? 0) + 1 }), {})

describe('models index', () => {
  it("answers with Algolia's shape, 21 a page, model cards in catalogue order", async () => {
    const result = await search('models', { facets: ['manufacturer.name', 'model.body', 'model.name'] })
    expect(result).toMatchObject({ nbHits: modelsA.length, hitsPerPage: 21, page: 0, nbPages: Math.ceil(modelsA.length / 21), index: 'models' })
    expect(result.hits).toHaveLength(21)
    const card = result.hits[0]!
    for (const key of ['objectID', 'name', 'slug', 'override_url', 'image', 'accessories_count']) expect(card).toHaveProperty(key)
    const row = modelsA.find((m) => m.id === card.id)!
    expect(card.accessories_count).toBe(row.accessories)
    expect(result.facets?.['manufacturer.name']).toEqual(countBy(modelsA.map((m) => m.manufacturer)))
    expect(result.facets?.['model.body']).toEqual(countBy(modelsA.map((m) => m.body)))
    const order = [...modelsA].sort((x, y) => x.manufacturer.localeCompare(y.manufacturer, 'en') || x.fromPrice - y.fromPrice || x.name.localeCompare(y.name, 'en'))
    const all = await search('models', { hitsPerPage: 1000 })
    expect(all.hits.map((h) => h.id)).toEqual(order.map((m) => m.id))
  })

  it('filters by manufacturer name, model name, model body, query and offset like brute force', async () => {
    const random = seededRandom(7).next
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)] as T
    for (let round = 0; round < 40; round++) {
      const make = random() < 0.6 ? pick(modelsA).manufacturer : null
      const body = random() < 0.5 ? pick(modelsA).body : null
      const name = random() < 0.2 ? pick(modelsA).name : null
      const query = random() < 0.3 ? pick(modelsA).name.slice(0, 3) : ''
      const page = Math.floor(random() * 2)
      const facetFilters = [make && `manufacturer.name:${make}`, body && `model.body:${body}`, name && `model.name:${name}`].filter(Boolean)
      const expected = modelsA.filter((m) => (!make || m.manufacturer === make) && (!body || m.body === body) && (!name || m.name === name) && (!query || `${m.manufacturer} ${m.name} ${m.body}`.toLowerCase().includes(query.toLowerCase())))
      const result = await search('models', { facetFilters, query, page, hitsPerPage: 1000 })
      const label = JSON.stringify({ facetFilters, query })
      expect(ids(result.hits), label).toEqual(page === 0 ? sorted(expected) : sorted(expected).slice(1000))
      expect(result.nbHits, label).toBe(expected.length)
      const paged = await search('models', { facetFilters, query, page: 1 })
      expect(paged.hits.length, label).toBe(Math.max(0, Math.min(21, expected.length - 21)))
    }
  })

  it("never shows another site's models or an excluded make", async () => {
    const everything = await search('models', { hitsPerPage: 1000, filters: 'manufacturer.name:Kia OR price > 0' })
    expect(everything.hits.some((h) => h.manufacturer.name === 'Kia')).toBe(false)
    expect(ids(everything.hits)).not.toContain(modelB)
    const other = await search('models', { hitsPerPage: 1000 }, clientB)
    expect(ids(other.hits)).toEqual([modelB])
  })

  it('answers bad requests with 400 and a clear message', async () => {
    await expect(search('models', { facetFilters: ['site:1'] })).rejects.toThrow('Unknown attribute "site"')
    await expect(search('models', { numericFilters: ['model.body>3'] })).rejects.toThrow('is not numeric')
    await expect(clientA.searchForFacetValues({ indexName: 'models', facetName: 'price' })).rejects.toThrow('cannot be searched')
  })

  it('searches facet values of the catalogue', async () => {
    const { facetHits } = await clientA.searchForFacetValues({ indexName: 'models', facetName: 'manufacturer.name', searchForFacetValuesRequest: { facetQuery: 'toy' } })
    expect(facetHits.map((h) => h.value)).toEqual(['Toyota'])
    expect(facetHits[0]?.count).toBe(modelsA.filter((m) => m.manufacturer === 'Toyota').length)
  })
})

describe('offers index', () => {
  it('lists only live offers of the site’s dealerships, 21 a page', async () => {
    const result = await search('offers', { facets: ['categories'] })
    expect(result).toMatchObject({ nbHits: offersA.length, hitsPerPage: 21, index: 'offers' })
    expect(result.facets?.categories).toEqual(countBy(offersA.flatMap((o) => o.categories)))
    const all = await search('offers', { hitsPerPage: 1000, filters: `dealership_id:${0} OR price >= 0 OR NOT price >= 0` })
    expect(ids(all.hits)).toEqual(sorted(offersA))
    expect(ids(all.hits)).not.toContain(offerB)
    const other = await search('offers', { hitsPerPage: 1000 }, clientB)
    expect(ids(other.hits)).toEqual([offerB])
  })

  it('filters by categories, price, query and offset like brute force', async () => {
    const random = seededRandom(11).next
    for (let round = 0; round < 40; round++) {
      const category = random() < 0.6 ? CATEGORIES[Math.floor(random() * CATEGORIES.length)]! : null
      const max = random() < 0.5 ? Math.floor(random() * 40000) : null
      const query = random() < 0.3 ? (random() < 0.5 ? 'service' : 'drive away') : ''
      const facetFilters = category ? [`categories:${category}`] : []
      const numericFilters = max === null ? [] : [`price<=${max}`]
      const expected = offersA.filter((o) => (!category || o.categories.includes(category)) && (max === null || (o.price !== null && o.price <= max)) && (!query || query.split(' ').every((w) => `${o.title} ${o.categories.join(' ')}`.toLowerCase().includes(w))))
      const label = JSON.stringify({ facetFilters, numericFilters, query })
      const result = await search('offers', { facetFilters, numericFilters, query, hitsPerPage: 1000 })
      expect(ids(result.hits), label).toEqual(sorted(expected))
      const page = await search('offers', { facetFilters, numericFilters, query, page: 1 })
      expect(page.hits.length, label).toBe(Math.max(0, Math.min(21, expected.length - 21)))
    }
  })

  it('runs in one multi-query with vehicle queries, each answered by its own index', async () => {
    const { results } = await clientA.search({ requests: [{ indexName: 'offers', hitsPerPage: 1 }, { indexName: 'vehicles', hitsPerPage: 0 }, { indexName: 'models', hitsPerPage: 1 }] as never })
    expect(results.map((r) => (r as SearchResponse<Hit>).index)).toEqual(['offers', 'vehicles', 'models'])
  })
})
