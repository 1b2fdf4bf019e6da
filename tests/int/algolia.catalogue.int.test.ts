/**
 * The `models` and `offers` indexes on the Algolia backend, against the local stand-in for Algolia
 * (tests/int/setup/algoliaServer.ts): the reindex pushes both, a model or offer save reaches
 * Algolia through the search queue's job, the endpoint answers catalogue queries with the same
 * hits and facet counts on Algolia as on the built-in engine, another site's offers never appear,
 * and an offer leaves the results when its window closes, without any save.
 */
import { algoliasearch, type SearchResponse } from 'algoliasearch'
import { _internal_jobSystemGlobals, _internal_resetJobSystemGlobals, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reindexCatalogue } from '../../site/search/algolia/catalogue'
import { algoliaConfig } from '../../site/search/algolia/config'
import { runSearchSyncJobs } from '../../site/search/algolia/indexer'
import { searchBackend } from '../../site/search/backend'
import { siteForHost } from '../../site/search/siteForHost'
import type { CatalogueRequest, SearchResult } from '../../site/search/protocol'
import { searchParamsSchema } from '../../site/search/protocol'
import { decodeSecuredKey, startAlgoliaServer, type AlgoliaServer } from './setup/algoliaServer'
import { payloadWithoutJobsRunner } from './setup/payload'
import { startSearchServer } from './setup/searchServer'

const KEYS = { admin: 'admin-key-for-tests', search: 'search-key-for-tests' }
const ENV = ['ALGOLIA_APP_ID', 'ALGOLIA_ADMIN_KEY', 'ALGOLIA_SEARCH_KEY', 'ALGOLIA_INDEX_PREFIX', 'ALGOLIA_HOSTS'] as const
const saved = Object.fromEntries(ENV.map((k) => [k, process.env[k]]))
const context = { disableRevalidate: true, skipTemplatePages: true }
const HOUR = 60 * 60 * 1000
const MODELS_A = 'test_ca-a_models'
const OFFERS_A = 'test_ca-a_offers'
const OFFERS_B = 'test_ca-b_offers'

let payload: Payload
let algolia: AlgoliaServer
const d: Record<string, number> = {}
const site: Record<string, number> = {}
const offer: Record<string, number> = {}
const model: Record<string, number> = {}
let servers: Array<{ port: number; close: () => Promise<void> }> = []

const clientFor = (port: number) => algoliasearch('local', 'local-key', { hosts: [{ url: `127.0.0.1:${port}/api/search`, accept: 'readWrite', protocol: 'http' }] })
const at = (ms: number) => new Date(Date.now() + ms).toISOString()
const syncJobs = async () => (await payload.find({ collection: 'payload-jobs', overrideAccess: true, pagination: false, depth: 0, sort: 'id', where: { taskSlug: { equals: 'syncVehicleSearch' } } })).docs
const runQueue = () => runSearchSyncJobs(payload)
const withoutAlgolia = async <T>(run: () => Promise<T>): Promise<T> => {
  delete process.env.ALGOLIA_APP_ID
  try {
    return await run()
  } finally {
    process.env.ALGOLIA_APP_ID = 'TESTAPP'
  }
}

const MODELS: Array<[string, string, string, number | null]> = [
  ['Mazda', 'CX-5', 'SUV', 36990], ['Mazda', 'CX-3', 'SUV', 29990], ['Mazda', 'Mazda3', 'Hatch', 27990], ['Mazda', 'BT-50', 'Ute', null],
  ['Kia', 'Sportage', 'SUV', 35990], ['Toyota', 'RAV4', 'SUV', 38990], ['Toyota', 'HiLux', 'Ute', 32990], ['Toyota', 'Corolla', 'Hatch', 28990],
]

beforeAll(async () => {
  algolia = await startAlgoliaServer(KEYS)
  Object.assign(process.env, { ALGOLIA_APP_ID: 'TESTAPP', ALGOLIA_ADMIN_KEY: KEYS.admin, ALGOLIA_SEARCH_KEY: KEYS.search, ALGOLIA_INDEX_PREFIX: 'test_', ALGOLIA_HOSTS: algolia.url })
  payload = await payloadWithoutJobsRunner()
  _internal_jobSystemGlobals.shouldAutoRun = false
  for (const slug of ['ca-a1', 'ca-a2', 'ca-b1']) d[slug] = (await payload.create({ collection: 'dealerships', context, data: { name: `Dealer ${slug}`, slug } })).id
  site.a = (await payload.create({ collection: 'sites', context, data: { name: 'Cat Algolia A', slug: 'ca-a', template: 'franchise', dealerships: [d['ca-a1']!, d['ca-a2']!], config: { inventory: { excludedMakes: ['Kia'] } } } })).id
  site.b = (await payload.create({ collection: 'sites', context, data: { name: 'Cat Algolia B', slug: 'ca-b', template: 'group', dealerships: [d['ca-b1']!] } })).id
  // Created without Algolia: the reindex is what first pushes them.
  await withoutAlgolia(async () => {
    for (const [i, [manufacturer, name, body, fromPrice]] of MODELS.entries()) {
      const accessories = Array.from({ length: i % 3 }, (_, k) => ({ name: `Accessory ${k}`, price: 100 * (k + 1) }))
      model[name] = (await payload.create({ collection: 'models', context, data: { site: site.a!, manufacturer, name, slug: `ca-${name.toLowerCase()}`, body, fromPrice, summary: `The ${name} ${body.toLowerCase()}`, imageUrl: '/demo-images/x.webp', accessories } })).id
    }
    model.b = (await payload.create({ collection: 'models', context, data: { site: site.b!, manufacturer: 'Mazda', name: 'CX-9', slug: 'ca-cx-9', body: 'SUV', fromPrice: 55990 } })).id
    const add = async (key: string, dealership: number, title: string, categories: string[], price: number | null, window: { validFrom?: string; validTo?: string } = {}) => {
      offer[key] = (await payload.create({ collection: 'offers', context, data: { dealership, title, categories, price, summary: `${title} offer`, ...window } })).id
    }
    await add('open', d['ca-a1']!, 'Service special', ['Service'], 199)
    await add('finance', d['ca-a1']!, 'Finance drive away', ['Finance', 'New'], 29990, { validFrom: at(-48 * HOUR), validTo: at(72 * HOUR) })
    await add('soon', d['ca-a2']!, 'Ending soon deal', ['New'], null, { validTo: at(HOUR) })
    await add('parts', d['ca-a2']!, 'Parts bundle', ['Parts', 'Service'], 450, { validTo: at(240 * HOUR) })
    await add('expired', d['ca-a1']!, 'Expired deal', ['New'], 100, { validTo: at(-HOUR) })
    await add('future', d['ca-a2']!, 'Future deal', ['Finance'], 500, { validFrom: at(24 * HOUR) })
    await add('other', d['ca-b1']!, 'Other site service special', ['Service'], 199)
  })
  for (const s of [site.a!, site.b!]) {
    const view = await payload.findByID({ collection: 'sites', id: s, depth: 0, overrideAccess: true })
    const dealershipIds = (view.dealerships ?? []).map((x) => Number(typeof x === 'object' ? x.id : x))
    await reindexCatalogue(payload, algoliaConfig()!, { id: view.id, slug: view.slug, dealershipIds })
  }
  servers = [await startSearchServer('ca-a.localhost'), await startSearchServer('ca-b.localhost')]
})

afterAll(async () => {
  _internal_resetJobSystemGlobals()
  for (const k of ENV) if (saved[k] === undefined) delete process.env[k]
  else process.env[k] = saved[k]
  await Promise.all(servers.map((s) => s.close()))
  await algolia.close()
})

describe('search:reindex of the catalogue', () => {
  it("pushes the site's models and its dealerships' offers, with the settings that rank and facet like the built-in engine", () => {
    expect([...algolia.records.get(MODELS_A)!.keys()].sort()).toEqual(MODELS.map(([, name]) => `model-${model[name]}`).sort())
    expect(algolia.records.get(MODELS_A)!.get(`model-${model['CX-5']}`)).toMatchObject({ name: 'CX-5', slug: 'ca-cx-5', price: 36990, manufacturer: { name: 'Mazda' }, model: { name: 'CX-5', body: 'SUV', body_slug: 'suv' }, accessories_count: 0, manufacturer_name: 'Mazda', price_rank: 36990 })
    // Every offer of the site's dealerships, even out of its window: the window is applied at query time.
    expect([...algolia.records.get(OFFERS_A)!.keys()].sort()).toEqual(['open', 'finance', 'soon', 'parts', 'expired', 'future'].map((k) => `offer-${offer[k]}`).sort())
    expect([...algolia.records.get(OFFERS_B)!.keys()]).toEqual([`offer-${offer.other}`])
    expect(algolia.records.get('test_ca-b_models')!.has(`model-${model['CX-5']}`)).toBe(false)
    expect(algolia.settings.get(MODELS_A)).toMatchObject({ ranking: expect.arrayContaining(['custom']), customRanking: ['asc(manufacturer_name)', 'asc(price_rank)', 'asc(name)'], hitsPerPage: 21, unretrievableAttributes: expect.arrayContaining(['manufacturer_name', 'valid_to_ts']) })
    expect(algolia.settings.get(MODELS_A)!.ranking[0]).toBe('custom')
    expect(algolia.settings.get(MODELS_A)!.attributesForFaceting).toEqual(expect.arrayContaining(['searchable(manufacturer.name)', 'searchable(model.body_slug)', 'price']))
    expect(algolia.settings.get(OFFERS_A)).toMatchObject({ customRanking: ['asc(valid_to_ts)', 'asc(title)'], attributesForFaceting: ['searchable(categories)', 'price', 'dealership_id'] })
  })
})

describe('model and offer hooks', () => {
  it('a model saved reaches Algolia through the search queue, and a delete removes it', async () => {
    const created = await payload.create({ collection: 'models', context, data: { site: site.a!, manufacturer: 'Mazda', name: 'MX-5', slug: 'ca-mx-5', body: 'Convertible', fromPrice: 42990 } })
    expect((await syncJobs()).map((j) => j.input)).toEqual([{ dealerships: [], catalogue: { kind: 'model', id: created.id, sites: [site.a] } }])
    expect(algolia.records.get(MODELS_A)!.has(`model-${created.id}`)).toBe(false) // nothing sent until the queue runs
    await runQueue()
    expect(algolia.records.get(MODELS_A)!.get(`model-${created.id}`)).toMatchObject({ name: 'MX-5', price: 42990, model: { body: 'Convertible' } })
    await payload.update({ collection: 'models', context, id: created.id, data: { fromPrice: 41990 } })
    await runQueue()
    expect(algolia.records.get(MODELS_A)!.get(`model-${created.id}`)).toMatchObject({ price: 41990, price_rank: 41990 })
    await payload.delete({ collection: 'models', context, id: created.id })
    await runQueue()
    expect(algolia.records.get(MODELS_A)!.has(`model-${created.id}`)).toBe(false)
    expect(await syncJobs()).toEqual([])
  })

  it("an offer moved to another site's dealership leaves one site's index and joins the other's", async () => {
    const created = await payload.create({ collection: 'offers', context, data: { dealership: d['ca-a1']!, title: 'Moving offer', categories: ['New'] } })
    await runQueue()
    expect(algolia.records.get(OFFERS_A)!.get(`offer-${created.id}`)).toMatchObject({ title: 'Moving offer', dealership_id: d['ca-a1'] })
    await payload.update({ collection: 'offers', context, id: created.id, data: { dealership: d['ca-b1']! } })
    await runQueue()
    expect(algolia.records.get(OFFERS_A)!.has(`offer-${created.id}`)).toBe(false)
    expect(algolia.records.get(OFFERS_B)!.get(`offer-${created.id}`)).toMatchObject({ dealership_id: d['ca-b1'] })
    await payload.delete({ collection: 'offers', context, id: created.id })
    await runQueue()
    expect(algolia.records.get(OFFERS_B)!.has(`offer-${created.id}`)).toBe(false)
  })
})

describe("changes of an offer's related records (its dealership, its image)", () => {
  const offersNamed = async (query: string, withAlgolia: boolean) => {
    const run = () => clientFor(servers[0]!.port).search({ requests: [{ indexName: 'offers', query, hitsPerPage: 100 }] as never })
    const result = (withAlgolia ? await run() : await withoutAlgolia(run)).results[0] as SearchResponse<Hit>
    return result.hits.map((h) => h.id)
  }

  it("a dealership renamed: a job re-syncs its offers' records on every site listing it; both engines find them by the new name", async () => {
    const name = `Renamed dealer ${Date.now()}`
    await payload.update({ collection: 'dealerships', context, id: d['ca-a2']!, data: { name } })
    expect((await syncJobs()).map((j) => j.input)).toEqual([{ dealerships: [], catalogue: { kind: 'dealership', id: d['ca-a2'] } }])
    expect(algolia.records.get(OFFERS_A)!.get(`offer-${offer.parts}`)).toMatchObject({ dealership_name: 'Dealer ca-a2' })
    await runQueue()
    for (const key of ['soon', 'parts', 'future']) expect(algolia.records.get(OFFERS_A)!.get(`offer-${offer[key]}`), key).toMatchObject({ dealership_name: name })
    expect(algolia.records.get(OFFERS_A)!.get(`offer-${offer.open}`)).toMatchObject({ dealership_name: 'Dealer ca-a1' })
    const live = [offer.soon, offer.parts].sort()
    expect((await offersNamed(name, true)).sort()).toEqual(live)
    expect((await offersNamed(name, false)).sort()).toEqual(live)
    expect(await syncJobs()).toEqual([])
  })

  it("a dealership created queues nothing; another site's dealership renamed touches only that site's index", async () => {
    await payload.create({ collection: 'dealerships', context, data: { name: 'New dealer', slug: `ca-new-${Date.now()}` } })
    expect(await syncJobs()).toEqual([])
    const writes = algolia.requests.length
    await payload.update({ collection: 'dealerships', context, id: d['ca-b1']!, data: { name: 'Dealer B renamed' } })
    await runQueue()
    const sent = algolia.requests.slice(writes).filter((r) => r.method !== 'GET')
    expect(sent.length).toBeGreaterThan(0)
    expect(sent.every((r) => r.path.includes(OFFERS_B))).toBe(true)
    expect(algolia.records.get(OFFERS_B)!.get(`offer-${offer.other}`)).toMatchObject({ dealership_name: 'Dealer B renamed' })
  })

  it("an offer's image replaced: the offer's record takes the new image URL", async () => {
    const png = (background: string) => sharp({ create: { width: 2, height: 2, channels: 3, background } }).png().toBuffer()
    const first = await png('#888')
    const media = await payload.create({ collection: 'media', context, data: { alt: 'Offer image', site: site.a! }, file: { data: first, mimetype: 'image/png', name: `ca-offer-${Date.now()}.png`, size: first.length } })
    const created = await payload.create({ collection: 'offers', context, data: { dealership: d['ca-a1']!, title: 'Pictured offer', image: media.id } })
    await runQueue()
    expect(algolia.records.get(OFFERS_A)!.get(`offer-${created.id}`)).toMatchObject({ image: media.url })
    const second = await png('#123')
    const replaced = await payload.update({ collection: 'media', context, id: media.id, data: {}, file: { data: second, mimetype: 'image/png', name: `ca-offer-new-${Date.now()}.png`, size: second.length } })
    expect(replaced.url).not.toBe(media.url)
    expect((await syncJobs()).map((j) => j.input)).toContainEqual({ dealerships: [], catalogue: { kind: 'media', id: media.id } })
    await runQueue()
    expect(algolia.records.get(OFFERS_A)!.get(`offer-${created.id}`)).toMatchObject({ image: replaced.url })
    await payload.delete({ collection: 'offers', context, id: created.id })
    await runQueue()
  })
})

type Hit = Record<string, unknown>
const comparable = (result: SearchResponse<Hit>) => ({
  hits: result.hits.map(({ _highlightResult, _snippetResult, ...hit }) => hit),
  nbHits: result.nbHits,
  page: result.page,
  nbPages: result.nbPages,
  hitsPerPage: result.hitsPerPage,
  facets: result.facets,
  facets_stats: result.facets_stats,
  index: result.index,
})

const QUERIES: Array<Record<string, unknown>> = [
  { indexName: 'models', facets: ['manufacturer.name', 'model.name', 'model.body', 'model.body_slug'] },
  { indexName: 'models', facetFilters: [['model.body_slug:suv']], facets: ['*'] },
  { indexName: 'models', facetFilters: ['manufacturer.name:Toyota', ['model.body:Ute', 'model.body:Hatch']], facets: ['model.name'] },
  { indexName: 'models', query: 'cx', facets: ['manufacturer.name'] },
  { indexName: 'models', numericFilters: ['price>=29000'], facets: ['model.body'], hitsPerPage: 2, page: 1 },
  { indexName: 'models', filters: 'manufacturer.name:Kia OR price > 0', facets: ['manufacturer.name'] },
  { indexName: 'offers', facets: ['categories', 'price'] },
  { indexName: 'offers', facetFilters: [['categories:Service']], facets: ['categories'] },
  { indexName: 'offers', query: 'deal', numericFilters: ['price<=30000'], facets: ['categories'] },
  { indexName: 'offers', hitsPerPage: 1, page: 2, facets: ['*'] },
  { indexName: 'models', type: 'facet', facet: 'manufacturer.name', facetQuery: 'ma' },
  { indexName: 'offers', type: 'facet', facet: 'categories', facetQuery: 'e', maxFacetHits: 2 },
]

describe('catalogue queries through the endpoint', () => {
  it('answer with the same hits and facet counts on Algolia as on the built-in engine', async () => {
    const client = clientFor(servers[0]!.port)
    const before = algolia.requests.length
    const viaAlgolia = (await client.search({ requests: QUERIES as never })).results
    const sent = algolia.requests.slice(before)
    expect(sent.map((r) => r.path)).toEqual(['/1/indexes/*/queries', '/1/indexes/*/queries']) // one multi-query per index, each with its own key
    const builtIn = (await withoutAlgolia(() => client.search({ requests: QUERIES as never }))).results
    expect(algolia.requests.length).toBe(before + 2)
    QUERIES.forEach((query, i) => {
      const [a, b] = [viaAlgolia[i] as SearchResponse<Hit>, builtIn[i] as SearchResponse<Hit>]
      if (query.type === 'facet') expect((a as any).facetHits, JSON.stringify(query)).toEqual((b as any).facetHits)
      else expect(comparable(a), JSON.stringify(query)).toEqual(comparable(b))
    })
    // The comparison is not vacuous: the queries do select something.
    expect((viaAlgolia[0] as SearchResponse<Hit>).nbHits).toBe(7) // Kia excluded by the site
    expect((viaAlgolia[6] as SearchResponse<Hit>).hits.map((h) => h.id)).toEqual([offer.soon, offer.finance, offer.parts, offer.open])
    expect((viaAlgolia[10] as any).facetHits.length).toBeGreaterThan(0)
  })

  it('answer a bad filter with the same 400 as the built-in engine, sending nothing to Algolia', async () => {
    const client = clientFor(servers[0]!.port)
    const before = algolia.requests.length
    for (const request of [{ indexName: 'models', facetFilters: ['site:1'] }, { indexName: 'models', numericFilters: ['model.body>3'] }, { indexName: 'offers', filters: 'price:cheap' }]) {
      const onAlgolia = await client.search({ requests: [request] as never }).then(() => 'answered', (e: Error) => e.message)
      const builtIn = await withoutAlgolia(() => client.search({ requests: [request] as never }).then(() => 'answered', (e: Error) => e.message))
      expect(onAlgolia, JSON.stringify(request)).not.toBe('answered')
      expect(onAlgolia, JSON.stringify(request)).toBe(builtIn)
    }
    expect(algolia.requests.length).toBe(before)
  })

  it("never show another site's offers: the secured key holds the index and the site's dealerships", async () => {
    const clientA = clientFor(servers[0]!.port)
    const clientB = clientFor(servers[1]!.port)
    const before = algolia.requests.length
    const everything = await clientA.search({ requests: [{ indexName: 'offers', hitsPerPage: 1000, query: 'service special' }] as never })
    const hits = (everything.results[0] as SearchResponse<Hit>).hits
    expect(hits.map((h) => h.id)).toEqual([offer.open])
    const widened = await clientA.search({ requests: [{ indexName: 'offers', filters: `dealership_id = ${d['ca-b1']} OR price > 0` }] as never })
    expect((widened.results[0] as SearchResponse<Hit>).hits.every((h) => h.dealership_id !== d['ca-b1'])).toBe(true)
    const sent = algolia.requests.slice(before)
    const restrictions = decodeSecuredKey(sent[0]!.key, KEYS.search)!
    expect(restrictions.get('restrictIndices')).toBe(OFFERS_A)
    expect(restrictions.get('filters')).toMatch(new RegExp(`^\\(dealership_id = ${d['ca-a1']} OR dealership_id = ${d['ca-a2']}\\) AND valid_from_ts <= \\d+ AND valid_to_ts >= \\d+$`))
    const other = await clientB.search({ requests: [{ indexName: 'offers', hitsPerPage: 1000 }] as never })
    expect((other.results[0] as SearchResponse<Hit>).hits.map((h) => h.id)).toEqual([offer.other])
  })

  it('drop an offer whose window has closed, and show one whose window has opened, without any save', async () => {
    const view = (await siteForHost('ca-a.localhost'))!
    const query: CatalogueRequest = { indexName: 'offers', params: searchParamsSchema.parse({ hitsPerPage: 100 }) }
    const idsAt = async (now: Date) => ((await searchBackend().searchCatalogue(view, [query], now))[0] as SearchResult).hits.map((h) => h.id)
    expect(searchBackend().name).toBe('algolia')
    const writes = algolia.requests.filter((r) => r.method !== 'POST' || !r.path.endsWith('/queries')).length
    expect(await idsAt(new Date())).toContain(offer.soon)
    const later = await idsAt(new Date(Date.now() + 2 * HOUR))
    expect(later).not.toContain(offer.soon)
    expect(later).toContain(offer.finance)
    expect(await idsAt(new Date(Date.now() + 25 * HOUR))).toContain(offer.future)
    expect(await idsAt(new Date())).not.toContain(offer.future)
    expect(algolia.requests.filter((r) => r.method !== 'POST' || !r.path.endsWith('/queries')).length).toBe(writes) // nothing written meanwhile
  })
})
