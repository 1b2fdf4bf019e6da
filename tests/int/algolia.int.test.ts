/**
 * The Algolia backend against a local stand-in for Algolia (tests/int/setup/algoliaServer.ts):
 * the reindex sends the settings and records a site needs, vehicle hooks queue a job of Payload's
 * jobs queue in the save's transaction, running the queue keeps the index in step (create, update,
 * sold, hidden, delete) and retries with backoff when Algolia fails, and searches through the real
 * algoliasearch client reach the site's indices with a secured key holding its base filter.
 * The app's runner (jobs.autoRun) is paused here: the tests run the queue themselves.
 */
import { algoliasearch } from 'algoliasearch'
import { _internal_jobSystemGlobals, _internal_resetJobSystemGlobals, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { releaseStuckSearchJobs, runSearchSyncJobs, SEARCH_SYNC_BACKOFF_MS, SEARCH_SYNC_RETRIES } from '../../site/search/algolia/indexer'
import { reindexSite } from '../../site/search/algolia/reindex'
import { algoliaConfig } from '../../site/search/algolia/config'
import { LISTED_FOREVER } from '../../site/search/algolia/securedFilter'
import { decodeSecuredKey, startAlgoliaServer, type AlgoliaServer } from './setup/algoliaServer'
import { getPayloadClient } from '../../site/payload'
import { payloadWithoutJobsRunner } from './setup/payload'
import { startSearchServer } from './setup/searchServer'

const KEYS = { admin: 'admin-key-for-tests', search: 'search-key-for-tests' }
const ENV = ['ALGOLIA_APP_ID', 'ALGOLIA_ADMIN_KEY', 'ALGOLIA_SEARCH_KEY', 'ALGOLIA_INDEX_PREFIX', 'ALGOLIA_HOSTS'] as const
const saved = Object.fromEntries(ENV.map((k) => [k, process.env[k]]))
const context = { disableRevalidate: true }
const photos = (n: number) => Array.from({ length: n }, (_, i) => ({ url: `https://img.example/${i}.jpg` }))

let payload: Payload
let algolia: AlgoliaServer
const d: Record<string, number> = {}
const car: Record<string, number> = {}
const PRIMARY = 'test_alg-a_vehicles'

async function vehicle(dealership: number, stockNumber: string, extra: Record<string, unknown> = {}) {
  const doc = await payload.create({ collection: 'vehicles', context, data: { name: stockNumber, slug: `alg-${stockNumber.toLowerCase()}`, make: 'Mazda', model: 'CX-5', year: 2022, carType: 'used', status: 'in_stock', price: 30000, dealership, stockNumber, images: photos(3), ...extra } })
  return doc.id
}

const batchesTo = (indexName: string) => algolia.requests.filter((r) => r.method === 'POST' && r.path === `/1/indexes/${indexName}/batch`)
const syncJobs = async () => (await payload.find({ collection: 'payload-jobs', overrideAccess: true, pagination: false, depth: 0, sort: 'id', where: { taskSlug: { equals: 'syncVehicleSearch' } } })).docs
/** Moves the jobs queue's clock forward (as if the backoff had passed) and runs the queue. */
async function runLater(ms: number) {
  const shifted = Date.now() + ms
  _internal_jobSystemGlobals.getCurrentDate = () => new Date(shifted)
  await runSearchSyncJobs(payload)
}
const runQueue = () => runSearchSyncJobs(payload)

beforeAll(async () => {
  algolia = await startAlgoliaServer(KEYS)
  Object.assign(process.env, { ALGOLIA_APP_ID: 'TESTAPP', ALGOLIA_ADMIN_KEY: KEYS.admin, ALGOLIA_SEARCH_KEY: KEYS.search, ALGOLIA_INDEX_PREFIX: 'test_', ALGOLIA_HOSTS: algolia.url })
  payload = await payloadWithoutJobsRunner()
  _internal_jobSystemGlobals.shouldAutoRun = false
  for (const slug of ['alg-a1', 'alg-a2', 'alg-b1']) d[slug] = (await payload.create({ collection: 'dealerships', context, data: { name: slug, slug } })).id
  await payload.create({ collection: 'sites', context, data: { name: 'Algolia A', slug: 'alg-a', template: 'group', dealerships: [d['alg-a1']!, d['alg-a2']!], config: { inventory: { minPhotos: 2 } } } })
  await payload.create({ collection: 'sites', context, data: { name: 'Algolia B', slug: 'alg-b', template: 'used-car', dealerships: [d['alg-b1']!] } })
  car.inStock = await vehicle(d['alg-a1']!, 'A1-1', { price: 25990 })
  car.hidden = await vehicle(d['alg-a1']!, 'A1-2', { showOnDealerWebsite: false })
  car.sold = await vehicle(d['alg-a2']!, 'A2-1', { status: 'sold', soldAt: '2026-11-22T00:00:00.000Z' })
  car.other = await vehicle(d['alg-b1']!, 'B1-1')
  await runQueue()
})

afterAll(async () => {
  _internal_resetJobSystemGlobals()
  for (const k of ENV) if (saved[k] === undefined) delete process.env[k]
  else process.env[k] = saved[k]
  await algolia.close()
})

describe('search:reindex', () => {
  it('sends the settings of the index and its three sort replicas', async () => {
    algolia.records.set(PRIMARY, new Map([['999999', { objectID: '999999', synced_at: 1 }]])) // a car gone since
    const progress: Array<[string, number, number]> = []
    const done = await reindexSite((payload.db as any).pool, algoliaConfig()!, { slug: 'alg-a', dealershipIds: [d['alg-a1']!, d['alg-a2']!] }, (...p) => progress.push(p))
    expect(done).toBe(2)
    expect(progress).toEqual([['alg-a', 0, 2], ['alg-a', 2, 2]])
    const primary = algolia.settings.get(PRIMARY)!
    expect(primary.replicas).toEqual(['test_alg-a_vehicles_latest', 'test_alg-a_vehicles_price_desc', 'test_alg-a_vehicles_price_asc'])
    expect(primary.customRanking).toEqual(['desc(in_stock)', 'desc(created_at_timestamp)', 'desc(id)'])
    expect(primary.attributesForFaceting).toEqual(expect.arrayContaining(['searchable(make)', 'searchable(make_model)', 'searchable(filtered_features)', 'price', 'km', 'searchable(year)', 'searchable(certified)', 'filterOnly(stocknum)']))
    expect(primary.attributesForFaceting.filter((a: string) => !a.startsWith('filterOnly'))).toHaveLength(28)
    expect(primary.searchableAttributes).toEqual(['make', 'model', 'badge', 'series', 'body', 'colour', 'stocknum', 'vin', 'tag'])
    expect(algolia.settings.get('test_alg-a_vehicles_price_asc')?.ranking?.[0]).toBe('asc(price)')
    expect(algolia.settings.get('test_alg-a_vehicles_price_desc')?.ranking?.[0]).toBe('desc(price)')
    expect(algolia.settings.get('test_alg-a_vehicles_latest')?.ranking?.[0]).toBe('desc(created_at_timestamp)')
  })

  it('uploads the site\'s shown cars as records and removes records of cars gone', () => {
    const records = algolia.records.get(PRIMARY)!
    expect([...records.keys()].sort()).toEqual([String(car.inStock), String(car.sold)].sort())
    expect(records.get(String(car.inStock))).toMatchObject({ objectID: String(car.inStock), stocknum: 'A1-1', make: 'Mazda', make_model: 'Mazda CX-5', price: 25990, price_range: '20000-30000', dealership_id: d['alg-a1'], dealership_name: 'alg-a1', photos_count: 3, show_on_dealer_website: true, in_stock: 1, listed_until: LISTED_FOREVER })
    expect(records.get(String(car.sold))).toMatchObject({ status: 'sold', year: 2022, in_stock: 0, listed_until: Date.parse('2026-11-22T00:00:00.000Z') / 1000 })
    expect(algolia.records.get('test_alg-b_vehicles')?.has(String(car.inStock)) ?? false).toBe(false)
  })
})

describe('vehicle hooks', () => {
  it('sync an update, a sale, a hidden car and a delete to the site of the car only', async () => {
    const before = batchesTo('test_alg-b_vehicles').length
    await payload.update({ collection: 'vehicles', context, id: car.inStock!, data: { price: 24990 } })
    await runQueue()
    expect(algolia.records.get(PRIMARY)?.get(String(car.inStock))).toMatchObject({ price: 24990 })
    await payload.update({ collection: 'vehicles', context, id: car.inStock!, data: { status: 'sold', soldAt: '2026-11-23T00:00:00.000Z' } })
    await payload.delete({ collection: 'vehicles', context, id: car.sold! })
    expect((await syncJobs()).map((j) => j.input)).toEqual([{ vehicle: car.inStock, dealerships: [d['alg-a1']] }, { vehicle: car.sold, dealerships: [d['alg-a2']] }])
    const sent = batchesTo(PRIMARY).length
    await runQueue()
    expect(batchesTo(PRIMARY).slice(sent).flatMap((r) => r.body.requests.map((q: any) => `${q.action} ${q.body.objectID}`)).sort()).toEqual([`deleteObject ${car.sold}`, `updateObject ${car.inStock}`].sort())
    expect(await syncJobs()).toEqual([])
    expect(algolia.records.get(PRIMARY)?.get(String(car.inStock))).toMatchObject({ status: 'sold', listed_until: Date.parse('2026-11-23T00:00:00.000Z') / 1000 })
    expect(algolia.records.get(PRIMARY)?.has(String(car.sold))).toBe(false)
    await payload.update({ collection: 'vehicles', context, id: car.inStock!, data: { showOnDealerWebsite: false } })
    await runQueue()
    expect(algolia.records.get(PRIMARY)?.has(String(car.inStock))).toBe(false)
    expect(batchesTo('test_alg-b_vehicles').length).toBe(before)
  })

  it('queue a job in the save\'s transaction and send nothing to Algolia until the queue runs', async () => {
    const before = algolia.requests.length
    const id = await vehicle(d['alg-a2']!, 'A2-5')
    expect(await syncJobs()).toEqual([expect.objectContaining({ queue: 'search', taskSlug: 'syncVehicleSearch', input: { vehicle: id, dealerships: [d['alg-a2']] }, completedAt: null, hasError: false })])
    expect(algolia.requests.length).toBe(before)
    await runQueue()
    expect(algolia.records.get(PRIMARY)?.get(String(id))).toMatchObject({ stocknum: 'A2-5' })
    expect(await syncJobs()).toEqual([]) // done jobs are deleted

    // Moving a car to another site's dealership: the job names both, so it leaves one index and joins the other.
    await payload.update({ collection: 'vehicles', context, id, data: { dealership: d['alg-b1'] } })
    expect((await syncJobs()).map((j) => j.input)).toEqual([{ vehicle: id, dealerships: [d['alg-b1'], d['alg-a2']] }])
    await runQueue()
    expect(algolia.records.get(PRIMARY)?.has(String(id))).toBe(false)
    expect(algolia.records.get('test_alg-b_vehicles')?.get(String(id))).toMatchObject({ stocknum: 'A2-5', dealership_id: d['alg-b1'] })

    // A save whose transaction rolls back leaves no job behind.
    const req = await createLocalReq({ context }, payload)
    await initTransaction(req)
    await payload.update({ collection: 'vehicles', context, id, data: { price: 1 }, req })
    expect(await syncJobs()).toEqual([]) // not visible outside the open transaction
    await killTransaction(req)
    expect(await syncJobs()).toEqual([])
    expect((await payload.findByID({ collection: 'vehicles', id, depth: 0 })).price).toBe(30000)
  })

  it('queue nothing when Algolia is not configured', async () => {
    const appId = process.env.ALGOLIA_APP_ID
    delete process.env.ALGOLIA_APP_ID
    await payload.update({ collection: 'vehicles', context, id: car.other!, data: { price: 28990 } })
    await payload.delete({ collection: 'vehicles', context, id: await vehicle(d['alg-b1']!, 'B1-7') })
    process.env.ALGOLIA_APP_ID = appId
    expect(await syncJobs()).toEqual([])
  })

  it('never block or fail a save when Algolia fails, and retry with backoff until it answers', async () => {
    const id = await vehicle(d['alg-a2']!, 'A2-9')
    await runQueue()
    const attempts = batchesTo(PRIMARY).length
    algolia.failWrites(2)
    const saved = await payload.update({ collection: 'vehicles', context, id, data: { price: 11990 } })
    expect(saved.price).toBe(11990)
    await runQueue()
    const [waiting] = await syncJobs()
    expect(waiting).toMatchObject({ totalTried: 1, hasError: false, completedAt: null })
    expect(Date.parse(waiting!.waitUntil!)).toBeGreaterThanOrEqual(Date.now() + SEARCH_SYNC_BACKOFF_MS / 2)
    await runQueue() // still backing off: not retried yet
    expect(batchesTo(PRIMARY).length - attempts).toBe(1)
    await runLater(10 * 60_000)
    await runLater(20 * 60_000)
    _internal_jobSystemGlobals.getCurrentDate = () => new Date()
    expect(batchesTo(PRIMARY).length - attempts).toBe(3)
    expect(algolia.records.get(PRIMARY)?.get(String(id))).toMatchObject({ price: 11990 })
    expect(await syncJobs()).toEqual([])

    // Algolia down for good: the job gives up after its retries and keeps the error; the index keeps the last good record.
    algolia.failWrites(1000)
    await expect(payload.update({ collection: 'vehicles', context, id, data: { price: 12990 } })).resolves.toMatchObject({ price: 12990 })
    for (let n = 1; n <= SEARCH_SYNC_RETRIES + 2; n++) await runLater(n * 60 * 60_000)
    _internal_jobSystemGlobals.getCurrentDate = () => new Date()
    algolia.failWrites(0)
    const [failed] = await syncJobs()
    expect(failed).toMatchObject({ totalTried: SEARCH_SYNC_RETRIES + 1, hasError: true })
    expect(failed?.log?.map((l) => l.state)).toEqual(Array(SEARCH_SYNC_RETRIES + 1).fill('failed'))
    expect(algolia.records.get(PRIMARY)?.get(String(id))).toMatchObject({ price: 11990 })
    await payload.delete({ collection: 'payload-jobs', overrideAccess: true, id: failed!.id })
  })
})

describe('the jobs runner of the app process', () => {
  it('sends a queued sync by itself within seconds (jobs.autoRun, queue search)', async () => {
    await getPayloadClient() // the app's instance: starts the runner
    _internal_jobSystemGlobals.shouldAutoRun = true
    const id = await vehicle(d['alg-a1']!, 'AUTO-1', { make: 'Subaru', model: 'Forester', price: 45990 })
    const started = Date.now()
    while (!algolia.records.get(PRIMARY)?.has(String(id)) && Date.now() - started < 20_000) await new Promise((resolve) => setTimeout(resolve, 250))
    try {
      expect(algolia.records.get(PRIMARY)?.get(String(id))).toMatchObject({ stocknum: 'AUTO-1', price: 45990 })
      // the runner completes the job just after the task has sent the record (seen in CI: still processing)
      await expect.poll(() => syncJobs(), { timeout: 10_000 }).toEqual([])
    } finally {
      _internal_jobSystemGlobals.shouldAutoRun = false
    }
  })
})

describe('after a restart', () => {
  it('puts back a job a stopped process left half-run, so the queue sends it', async () => {
    const id = await vehicle(d['alg-a1']!, 'STUCK-1', { make: 'Subaru', model: 'Outback' })
    const [job] = await syncJobs()
    const pool = (payload.db as any).pool
    await pool.query(`update payload_jobs set processing = true, updated_at = now() - interval '4 minutes' where id = $1`, [job!.id])
    await runQueue()
    expect(algolia.records.get(PRIMARY)?.has(String(id))).toBe(false) // processing: the runner leaves it alone
    expect(await releaseStuckSearchJobs(payload)).toBe(0) // 4 minutes: maybe another process is still on it
    await pool.query(`update payload_jobs set updated_at = now() - interval '6 minutes' where id = $1`, [job!.id])
    expect(await releaseStuckSearchJobs(payload)).toBe(1)
    await runQueue()
    expect(algolia.records.get(PRIMARY)?.get(String(id))).toMatchObject({ stocknum: 'STUCK-1' })
    expect(await syncJobs()).toEqual([])
  })
})

describe('search through the Algolia backend', () => {
  it('queries the site\'s replica with a secured key holding the site\'s base filter, and answers with the public index name', async () => {
    const api = await startSearchServer('alg-a.localhost')
    const client = algoliasearch('local', 'local-key', { hosts: [{ url: `127.0.0.1:${api.port}/api/search`, accept: 'readWrite', protocol: 'http' }] })
    const before = algolia.requests.length
    const { results } = await client.search({ requests: [{ indexName: 'vehicles_price_asc', query: 'mazda', facetFilters: [['make:Mazda']], filters: 'status:sold OR status:in_stock' }] })
    await api.close()
    const sent = algolia.requests.slice(before).find((r) => r.path === '/1/indexes/*/queries')!
    expect(sent.body.requests).toEqual([{ indexName: 'test_alg-a_vehicles_price_asc', query: 'mazda', facetFilters: [['make:Mazda']], filters: 'status:sold OR status:in_stock', page: 0, hitsPerPage: 21, maxValuesPerFacet: 100 }])
    const restrictions = decodeSecuredKey(sent.key, KEYS.search)!
    expect(restrictions.get('restrictIndices')).toBe('test_alg-a_vehicles,test_alg-a_vehicles_*')
    expect(restrictions.get('filters')).toMatch(new RegExp(`^\\(dealership_id = ${d['alg-a1']} OR dealership_id = ${d['alg-a2']}\\) AND show_on_dealer_website:true AND photos_count >= 2 AND listed_until >= \\d+$`))
    expect(Number(restrictions.get('validUntil'))).toBeGreaterThan(Date.now() / 1000)
    expect((results[0] as { index: string }).index).toBe('vehicles_price_asc')
  })

  it('searches facet values on Algolia\'s facet endpoint with the secured key, so only the site\'s listed cars count', async () => {
    await vehicle(d['alg-a1']!, 'FV-1', { make: 'Toyota', model: 'Corolla' })
    await vehicle(d['alg-a2']!, 'FV-2', { make: 'Toyota', model: 'Camry' })
    await vehicle(d['alg-a1']!, 'FV-3', { make: 'Tesla', model: 'Model 3', images: photos(1) }) // below the site's 2 photos
    await vehicle(d['alg-a2']!, 'FV-4', { make: 'Triumph', model: 'Stag', status: 'sold', soldAt: '2026-01-02T00:00:00.000Z' }) // sold long ago
    await vehicle(d['alg-b1']!, 'FV-5', { make: 'Tata', model: 'Nexon' }) // another site's car
    await runQueue()
    expect(algolia.records.get(PRIMARY)?.size).toBeGreaterThanOrEqual(5) // the hidden-by-filter cars are in the index
    const api = await startSearchServer('alg-a.localhost')
    const client = algoliasearch('local', 'local-key', { hosts: [{ url: `127.0.0.1:${api.port}/api/search`, accept: 'readWrite', protocol: 'http' }] })
    const before = algolia.requests.length
    const single = await client.searchForFacetValues({ indexName: 'vehicles_price_asc', facetName: 'make', searchForFacetValuesRequest: { params: 'query=&facetFilters=%5B%5B%22body%22%5D%5D', facetQuery: 't', maxFacetHits: 5 } }).catch((e: Error) => e)
    expect(single).toBeInstanceOf(Error) // "body" alone is not attr:value: a 400 from our API, nothing sent on
    expect(algolia.requests.length).toBe(before)
    const found = await client.searchForFacetValues({ indexName: 'vehicles_price_asc', facetName: 'make', searchForFacetValuesRequest: { params: 'facetFilters=%5B%5B%22car_type%3Aused%22%5D%5D', facetQuery: 'T', maxFacetHits: 5 } })
    expect(found.facetHits).toEqual([{ value: 'Toyota', highlighted: 'Toyota', count: 2 }])
    const sent = algolia.requests.slice(before)
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /1/indexes/test_alg-a_vehicles_price_asc/facets/make/query'])
    expect(sent[0]!.body).toEqual({ facetQuery: 'T', maxFacetHits: 5, params: 'query=&facetFilters=%5B%5B%22car_type%3Aused%22%5D%5D' })
    const restrictions = decodeSecuredKey(sent[0]!.key, KEYS.search)!
    expect(restrictions.get('filters')).toContain('photos_count >= 2 AND listed_until >= ')
    expect(restrictions.get('restrictIndices')).toBe('test_alg-a_vehicles,test_alg-a_vehicles_*')

    // InstantSearch sends facet value searches inside a multi-query (type "facet"): forwarded the same way.
    const { results } = await client.search({ requests: [{ indexName: 'vehicles', type: 'facet', facet: 'model', facetQuery: 'c', maxFacetHits: 10 }, { indexName: 'vehicles', query: '' }] })
    await api.close()
    const multi = algolia.requests.at(-1)!
    expect(multi.path).toBe('/1/indexes/*/queries')
    expect(multi.body.requests[0]).toEqual({ indexName: 'test_alg-a_vehicles', type: 'facet', facet: 'model', facetQuery: 'c', maxFacetHits: 10, query: '' })
    expect((results[0] as { facetHits: unknown[] }).facetHits).toEqual([
      { value: 'Camry', highlighted: 'Camry', count: 1 },
      { value: 'Corolla', highlighted: 'Corolla', count: 1 },
      { value: 'CX-5', highlighted: 'CX-5', count: 1 },
    ])
    expect((results[1] as { index: string }).index).toBe('vehicles')
  })

  it('answers 400 when a facet value search names a facet that cannot be searched', async () => {
    const api = await startSearchServer('alg-a.localhost')
    const response = await fetch(`http://127.0.0.1:${api.port}/api/search/1/indexes/vehicles/facets/price/query`, { method: 'POST', body: JSON.stringify({ facetQuery: '1' }) })
    await api.close()
    expect(response.status).toBe(400)
    expect((await response.json()).message).toMatch(/^Facet "price" cannot be searched; use one of badge, status/)
  })

  it('answers 400 when a request filters on an attribute that is not a facet', async () => {
    const api = await startSearchServer('alg-b.localhost')
    const response = await fetch(`http://127.0.0.1:${api.port}/api/search/1/indexes/*/queries`, { method: 'POST', body: JSON.stringify({ requests: [{ indexName: 'vehicles', filters: `dealership_id = ${d['alg-a1']}` }] }) })
    await api.close()
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ status: 400, message: 'Cannot filter on "dealership_id": not a facet' })
  })
})
