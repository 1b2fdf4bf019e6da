/**
 * Issue 17, item 6: the built-in search engine learns of changes by PostgreSQL LISTEN/NOTIFY. With
 * the feed listening, the watchers check only every 30 s and a request trusts an index for 35 s, so
 * an index that reloads within 2 s of a change was told by the database. After the listening
 * connection is lost, the feed comes back by itself and keeps working.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listening, startChangeFeed, stopChangeFeed } from '../../site/search/memory/changeFeed'
import { siteIndex } from '../../site/search/memory/indexCache'
import type { Queryable } from '../../site/search/queryable'
import type { BaseFilter } from '../../site/inventory/baseFilter'
import { getPayloadClient } from '../../site/payload'
import { buildWorld, type World } from './setup/fixtures'

let payload: Payload
let world: World
let pool: Queryable

const baseOf = (dealershipId: number): BaseFilter => ({ dealershipIds: [dealershipId], showOnDealerWebsite: true, minPhotos: 0, statuses: ['in_stock'], soldSince: null, carTypes: null, excludedStockNumbers: [], excludedMakes: [] })
const touch = (vehicleId: number) => pool.query('update vehicles set price = coalesce(price, 0) + 1, updated_at = now() where id = $1', [vehicleId])

beforeAll(async () => {
  payload = await getPayloadClient()
  pool = (payload.db as unknown as { pool: Queryable }).pool
  world = await buildWorld(payload, 'feed')
  startChangeFeed(process.env.DATABASE_URL)
  for (const started = Date.now(); !listening(); await new Promise((resolve) => setTimeout(resolve, 50))) {
    if (Date.now() - started > 10_000) throw new Error('the change feed did not start listening')
  }
})

const feedBackends = async () =>
  (await pool.query("select pid from pg_stat_activity where application_name = 'search-change-feed' and datname = current_database()")).rows.map((r) => Number(r.pid))

afterAll(stopChangeFeed)

describe('search change feed (LISTEN/NOTIFY)', () => {
  it("a car's change reloads the index holding its dealership within 2 s, and only that one", async () => {
    const a = await siteIndex(pool, baseOf(world.a.dealershipId))
    const b = await siteIndex(pool, baseOf(world.b.dealershipId))
    await touch(world.b.vehicleId)
    await expect.poll(async () => (await siteIndex(pool, baseOf(world.b.dealershipId))) !== b, { timeout: 2000, interval: 100 }).toBe(true)
    expect(await siteIndex(pool, baseOf(world.a.dealershipId))).toBe(a)
  })

  it('a lost listening connection comes back by itself, and changes are heard again', async () => {
    const [before] = await feedBackends()
    expect(before).toBeGreaterThan(0)
    await pool.query('select pg_terminate_backend($1)', [before])
    await expect.poll(async () => (await feedBackends()).filter((pid) => pid !== before), { timeout: 10_000, interval: 100 }).toHaveLength(1)
    await expect.poll(listening, { timeout: 5000, interval: 50 }).toBe(true)
    const a = await siteIndex(pool, baseOf(world.a.dealershipId))
    await touch(world.a.vehicleId)
    await expect.poll(async () => (await siteIndex(pool, baseOf(world.a.dealershipId))) !== a, { timeout: 2000, interval: 100 }).toBe(true)
  })
})
