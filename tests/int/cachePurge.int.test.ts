/**
 * Issue 50: every tag a change expires is purged from the cache in front, through the jobs outbox,
 * and a purge the cache refused is retried until it is done. The cache is a local server speaking
 * the Varnish adapter's protocol (PURGE with `xkey-purge`); the changes go through the Local API.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { PURGE_QUEUE, PURGE_TASK } from '../../site/cache/purge/task'
import { onTagsExpired } from '../../site/cache/revalidate'
import { surrogateKey } from '../../site/cache/surrogateKeys.mjs'
import { buildWorld, type World } from './setup/fixtures'
import { testPayload } from './setup/payload'

let payload: Payload
let world: World
let server: http.Server
let refusing = false
const purged = new Set<string>()
let expired: string[] = []
const saved = { CACHE_PURGER: process.env.CACHE_PURGER, VARNISH_PURGE_URLS: process.env.VARNISH_PURGE_URLS }

beforeAll(async () => {
  payload = await testPayload()
  world = await buildWorld(payload, 'cachepurge')
  server = http.createServer((req, res) => {
    if (refusing) return void res.writeHead(503).end('Backend fetch failed')
    for (const key of String(req.headers['xkey-purge'] ?? '').split(' ')) if (req.method === 'PURGE' && key) purged.add(key)
    res.writeHead(200).end('Purged')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  process.env.CACHE_PURGER = 'varnish'
  process.env.VARNISH_PURGE_URLS = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  onTagsExpired('cache-purge-test', (tags) => expired.push(...tags))
})

afterAll(async () => {
  onTagsExpired('cache-purge-test', () => undefined)
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
  await payload.delete({ collection: 'payload-jobs', overrideAccess: true, where: { queue: { equals: PURGE_QUEUE } } })
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  expired = []
  purged.clear()
  refusing = false
})

const purgeJobs = async () => (await payload.find({ collection: 'payload-jobs', overrideAccess: true, pagination: false, depth: 0, where: { taskSlug: { equals: PURGE_TASK } } })).docs
const runPurges = () => payload.jobs.run({ queue: PURGE_QUEUE, limit: 100, overrideAccess: true })

describe('cache purges', () => {
  it('follow every tag a change expires, for each kind of change', async () => {
    const { a } = world
    await payload.update({ collection: 'vehicles', id: a.vehicleId, data: { price: 31_990 } })
    await payload.update({ collection: 'vehicles', id: a.vehicleId, data: { status: 'sold', soldAt: new Date().toISOString() } })
    await payload.update({ collection: 'pages', id: a.publishedPageId, draft: false, data: { title: 'Home, new', _status: 'published' } })
    await payload.update({ collection: 'promos', id: a.promoId, data: { name: 'Promo, renamed' } })
    await payload.update({ collection: 'locations', id: a.locationId, data: { name: 'Yard, renamed' } })
    await payload.update({ collection: 'brands', id: a.brandId, data: { name: 'Brand, renamed' } })
    await payload.update({ collection: 'dealerships', id: a.dealershipId, data: { name: 'Dealer, renamed' } })
    await payload.update({ collection: 'sites', id: a.siteId, data: { name: 'Site, renamed' } })
    const promo = await payload.create({ collection: 'promos', data: { site: a.siteId, name: 'Short-lived', kind: 'slide' } })
    await payload.delete({ collection: 'promos', id: promo.id })

    expect(expired).toEqual(expect.arrayContaining([`dealership:${a.dealershipId}`, `site:${a.siteId}`, `site:${a.siteId}:path:/`, `site:${a.siteId}:kind:home`, 'sites']))
    expect((await purgeJobs()).length).toBeGreaterThanOrEqual(10)
    await runPurges()
    const missing = [...new Set(expired)].filter((tag) => !purged.has(surrogateKey(tag)))
    expect(missing).toEqual([])
    expect(await purgeJobs()).toEqual([])
  })

  it('of a sold car include its site pages: its dealership, which every vehicle, search and home page of the site carries', async () => {
    await payload.update({ collection: 'vehicles', id: world.b.vehicleId, data: { status: 'sold', soldAt: new Date().toISOString() } })
    await runPurges()
    expect(purged).toContain(`dealership:${world.b.dealershipId}`)
  })

  it('are retried while the cache is down, and never lost', async () => {
    refusing = true
    await payload.update({ collection: 'vehicles', id: world.b.vehicleId, data: { price: 27_500 } })
    await runPurges()
    const [failed] = await purgeJobs()
    expect(failed?.totalTried).toBe(1)
    expect(purged.size).toBe(0)
    refusing = false
    // the first retry waits 2 s (exponential backoff from 1 s)
    await new Promise((resolve) => setTimeout(resolve, 2100))
    await runPurges()
    expect(purged).toContain(`dealership:${world.b.dealershipId}`)
    expect(await purgeJobs()).toEqual([])
  })

  it('are not queued for a change that skips revalidation (seed, import rows)', async () => {
    await payload.update({ collection: 'vehicles', id: world.b.vehicleId, context: { disableRevalidate: true }, data: { price: 26_000 } })
    expect(await purgeJobs()).toEqual([])
  })

  it('are not queued without a purger configured', async () => {
    process.env.CACHE_PURGER = 'none'
    try {
      await payload.update({ collection: 'vehicles', id: world.b.vehicleId, data: { price: 25_000 } })
      expect(expired).toContain(`dealership:${world.b.dealershipId}`)
      expect(await purgeJobs()).toEqual([])
    } finally {
      process.env.CACHE_PURGER = 'varnish'
    }
  })
})
