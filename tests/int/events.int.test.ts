/**
 * Issue 15 item 6: POST /api/events (the route's handler) against real PostgreSQL: daily counts per
 * site, page and car by upsert, the cars' view totals, bad input answered 400 with message and path
 * (never a 5xx), cars of another site refused, the shared rate limit, and the dealer dashboard's
 * figures (most viewed cars, views → leads) for the editor's own site only.
 */
import { randomUUID } from 'node:crypto'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ViewsDashboard, windowStart } from '../../admin/analytics/ViewsDashboard'
import { MESSAGES, recordEvents } from '../../site/analytics/recordEvents'
import { mostViewedCars } from '../../site/analytics/viewCounts'
import { getPayloadClient } from '../../site/payload'
import { dayOf } from '../../site/rules/leadDashboard'
import type { Queryable } from '../../site/search/queryable'
import { buildWorld, type World } from './setup/fixtures'

const OPEN = { limit: 100_000, windowSeconds: 600 }
let payload: Payload
let pool: Queryable
let world: World
const hostOf = (slug: string) => `${slug}.localhost:3000`

async function post(body: unknown, options: { host?: string; ip?: string; raw?: string; limit?: { limit: number; windowSeconds: number } } = {}) {
  const request = new Request('http://localhost:3000/api/events', {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-host': options.host ?? hostOf('site-events-a'), 'x-forwarded-for': options.ip ?? '10.1.0.1' },
    body: options.raw ?? JSON.stringify(body),
  })
  const response = await recordEvents(request, { limit: options.limit ?? OPEN })
  return { status: response.status, json: (await response.json()) as any, headers: response.headers }
}

const countOf = async (siteId: number, event: string, path: string, carId = 0) => {
  const { rows } = await pool.query('select count from event_counts where site_id = $1 and day = $2::date and event = $3 and path = $4 and car_id = $5', [siteId, dayOf(new Date()), event, path, carId])
  return Number(rows[0]?.count ?? 0)
}
const viewsOfCar = async (carId: number) => Number((await pool.query('select views from vehicle_views where vehicle_id = $1', [carId])).rows[0]?.views ?? 0)

beforeAll(async () => {
  payload = await getPayloadClient()
  pool = (payload.db as unknown as PostgresAdapter).pool as unknown as Queryable
  world = await buildWorld(payload, 'events')
})

afterAll(async () => {
  await pool.query('delete from event_counts where site_id = any($1::int[])', [[world.a.siteId, world.b.siteId]])
})

describe('POST /api/events', () => {
  it('upserts daily counts per site, page and car, and adds views to the car’s total', async () => {
    const path = `/cars/shown-${randomUUID()}`
    const car = world.a.vehicleId
    const before = await viewsOfCar(car)
    const batch = { events: [{ event: 'page-view', path }, { event: 'vehicle-view', path, carId: car }, { event: 'save-car', path, carId: car, eventId: 39 }, { event: 'page-view', path }] }
    const first = await post(batch)
    expect(first.status).toBe(202)
    expect(first.json).toEqual({ recorded: 4 })
    expect(await countOf(world.a.siteId, 'page-view', path)).toBe(2)
    expect(await countOf(world.a.siteId, 'vehicle-view', path, car)).toBe(1)
    expect(await countOf(world.a.siteId, 'save-car', path, car)).toBe(1)
    expect(await viewsOfCar(car)).toBe(before + 1)
    // The same rows again from 10 other visitors at once: added to, not duplicated; all are counted.
    await Promise.all(Array.from({ length: 10 }, (_, i) => post({ events: [{ event: 'vehicle-view', path, carId: car }] }, { ip: `10.1.1.${i + 1}` })))
    expect(await countOf(world.a.siteId, 'vehicle-view', path, car)).toBe(11)
    expect(await viewsOfCar(car)).toBe(before + 11)
    // Nothing of it on the other site.
    expect(await countOf(world.b.siteId, 'page-view', path)).toBe(0)
  })

  it('counts a car’s view once per visitor and day, however many batches or events say so (issue 48, finding 8)', async () => {
    const path = `/cars/inflated-${randomUUID()}`
    const car = world.a.vehicleId
    const before = await viewsOfCar(car)
    const fifty = { events: Array.from({ length: 50 }, () => ({ event: 'vehicle-view', path, carId: car })) }
    for (let i = 0; i < 5; i++) expect((await post(fifty, { ip: '10.1.2.1' })).status).toBe(202)
    await Promise.all(Array.from({ length: 5 }, () => post(fifty, { ip: '10.1.2.2' })))
    expect(await viewsOfCar(car)).toBe(before + 2)
    expect(await countOf(world.a.siteId, 'vehicle-view', path, car)).toBe(2)
    // the other events of those batches still count
    expect((await post({ events: [{ event: 'page-view', path }, { event: 'vehicle-view', path, carId: car }] }, { ip: '10.1.2.1' })).status).toBe(202)
    expect(await countOf(world.a.siteId, 'page-view', path)).toBe(1)
    expect(await viewsOfCar(car)).toBe(before + 2)
  })

  const deep = `{"events":${'['.repeat(100)}${']'.repeat(100)}}`
  it.each([
    ['not JSON', { raw: 'events=1' }, 'body', MESSAGES.notJson],
    ['nested too deeply', { raw: deep }, 'body', MESSAGES.notJson],
    ['a list instead of an object', { body: [] }, '', null],
    ['no events', { body: { events: [] } }, 'events', 'At least one event is required'],
    ['too many events', { body: { events: Array.from({ length: 51 }, () => ({ event: 'page-view', path: '/' })) } }, 'events', 'At most 50 events per batch'],
    ['an unknown event', { body: { events: [{ event: 'gtm.js', path: '/' }] } }, 'events.0.event', 'Unknown event'],
    ['a path without its slash', { body: { events: [{ event: 'page-view', path: 'cars' }] } }, 'events.0.path', 'Path must start with /'],
    ['a path too long', { body: { events: [{ event: 'page-view', path: `/${'a'.repeat(300)}` }] } }, 'events.0.path', 'Path must be at most 300 characters'],
    ['a view without its car', { body: { events: [{ event: 'page-view', path: '/' }, { event: 'vehicle-view', path: '/cars/x' }] } }, 'events.1.carId', 'Car id is required for this event'],
    ['a car id as text', { body: { events: [{ event: 'print', path: '/', carId: '12' }] } }, 'events.0.carId', 'Car id must be a number'],
    ['a car id out of range', { body: { events: [{ event: 'print', path: '/', carId: 2 ** 40 }] } }, 'events.0.carId', 'Car id is too large'],
    ['a fractional event id', { body: { events: [{ event: 'lead', path: '/', eventId: 1.5 }] } }, 'events.0.eventId', 'Event id must be a whole number'],
    ['an unknown field', { body: { events: [{ event: 'page-view', path: '/', user: 'x' }] } }, 'events.0.user', 'Unknown field user'],
    ['an unknown top-level field', { body: { events: [{ event: 'page-view', path: '/' }], site: 1 } }, 'site', 'Unknown field site'],
  ])('answers %s with 400, a message and the path', async (_, input: { body?: unknown; raw?: string }, path, message) => {
    const { status, json } = await post(input.body, { raw: input.raw })
    expect(status).toBe(400)
    expect(typeof json.message).toBe('string')
    if (message) expect(json.message).toBe(message)
    expect(json.path).toBe(path || 'body')
  })

  it('refuses a car of another site (or no car at all) at its path, and counts nothing of the batch', async () => {
    const path = `/cars/foreign-${randomUUID()}`
    for (const carId of [world.b.vehicleId, 2_000_000_000]) {
      const { status, json } = await post({ events: [{ event: 'page-view', path }, { event: 'vehicle-view', path, carId }] })
      expect(status).toBe(400)
      expect(json).toEqual({ message: MESSAGES.unknownCar, path: 'events.1.carId' })
    }
    expect(await countOf(world.a.siteId, 'page-view', path)).toBe(0)
  })

  it('answers an unknown host with 404', async () => {
    const { status, json } = await post({ events: [{ event: 'page-view', path: '/' }] }, { host: 'no-such-site.example' })
    expect(status).toBe(404)
    expect(json.message).toBe(MESSAGES.noSite)
  })

  it('rate limits per site and IP in the shared PostgreSQL limiter: 429 with Retry-After', async () => {
    const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
    const limit = { limit: 2, windowSeconds: 600 }
    const body = { events: [{ event: 'page-view', path: '/limited' }] }
    expect((await post(body, { ip, limit })).status).toBe(202)
    expect((await post(body, { ip, limit })).status).toBe(202)
    const refused = await post(body, { ip, limit })
    expect(refused.status).toBe(429)
    expect(refused.json.message).toBe(MESSAGES.tooMany)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another IP, or the same IP on another site, has its own count.
    expect((await post(body, { ip: `${ip}9`, limit })).status).toBe(202)
    expect((await post(body, { ip, limit, host: hostOf('site-events-b') })).status).toBe(202)
  })
})

describe('the dealer dashboard’s views and leads', () => {
  it('lists the most viewed cars with their leads and conversion, for the site only', async () => {
    const path = '/cars/dashboard'
    const car = world.a.vehicleId
    for (const ip of ['10.1.3.1', '10.1.3.2', '10.1.3.3']) await post({ events: [{ event: 'vehicle-view', path, carId: car }] }, { ip })
    for (const spam of [false, true]) {
      await payload.create({ collection: 'leads', overrideAccess: true, context: { disableRevalidate: true }, data: { site: world.a.siteId, type: 'enquiry', idempotencyKey: randomUUID(), vehicle: car, spam, firstName: 'Jo' } as never })
    }
    const since = windowStart(new Date())
    const [top] = await mostViewedCars(pool, world.a.siteId, since)
    const views = await viewsOfCar(car)
    expect(top).toMatchObject({ carId: car, views, leads: 1 })
    expect(top?.conversion).toBe(Math.round((1 / views) * 1000) / 10)
    expect(await mostViewedCars(pool, world.b.siteId, since)).toEqual([])
  })

  it('shows an editor only their own site; platform staff every site', async () => {
    const user = async (email: string) => (await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })).docs[0]
    const html = async (email: string) => renderToStaticMarkup((await ViewsDashboard({ payload, user: { ...(await user(email)), collection: 'users' } as never })) ?? null)
    const editorA = await html(world.a.editorEmail)
    expect(editorA).toContain('Site events-a')
    expect(editorA).toContain('Shown events-a')
    expect(editorA).not.toContain('Site events-b')
    const editorB = await html(world.b.editorEmail)
    expect(editorB).toContain('Site events-b')
    expect(editorB).not.toContain('Shown events-a')
    // Platform staff see every site, the first 20 by name: with the other files' sites in the shared
    // database this world's may be past the 20th (the order of the files decides), so count them:
    // at least this world's two.
    const sitesShown = (markup: string) => markup.split('role="group"').length - 1
    expect(sitesShown(editorA)).toBe(1)
    expect(sitesShown(await html(world.staffEmail))).toBeGreaterThanOrEqual(2)
    expect(await ViewsDashboard({ payload, user: null })).toBeNull()
  })
})
