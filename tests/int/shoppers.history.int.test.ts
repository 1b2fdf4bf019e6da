/**
 * Issue 13: recently viewed cars (`/api/shoppers/viewed`) and saved searches
 * (`/api/shoppers/searches`) against real PostgreSQL: last 12, most recent first, one per car, merge
 * of the browser's list; saving, listing and deleting searches with their title; signed out and
 * staff tokens are no shopper; another shopper's lists are unreadable through the endpoints, REST
 * and GraphQL, and their saved searches cannot be deleted.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { getPayloadClient } from '../../site/payload'
import { MAX_RECENTLY_VIEWED } from '../../site/rules/recentlyViewed'
import { HTTP_MESSAGES } from '../../site/shoppers/http'
import { loadRecentlyViewed } from '../../site/shoppers/loadGarage'
import { addViewed, listViewed, VIEWED_MESSAGE } from '../../site/shoppers/recentlyViewed'
import { addSearch, listSearches, removeSearch, SEARCH_MESSAGES } from '../../site/shoppers/savedSearches'
import { findSession, SESSION_COOKIE, sessionTokenFrom } from '../../site/shoppers/session'
import { requestCode, verifyCode } from '../../site/shoppers/signIn'
import type { SmsMessage } from '../../site/shoppers/sms/provider'
import { resolveSite } from '../../site/tenancy/resolveSite'
import { graphql, login, rest } from './setup/api'
import { buildWorld, PASSWORD, type World } from './setup/fixtures'

const OPEN = { codePhone: { limit: 10_000, windowSeconds: 3600 }, codeIp: { limit: 10_000, windowSeconds: 3600 }, verifyPhone: { limit: 10_000, windowSeconds: 600 }, verifyIp: { limit: 10_000, windowSeconds: 600 }, codeSite: { limit: 10_000, windowSeconds: 3600 }, codePlatform: { limit: 10_000, windowSeconds: 3600 } }
const hostA = 'site-hist-a.localhost:3000'
const context = { disableRevalidate: true }
let payload: Payload
let world: World
let staffToken: string
const extraCars: number[] = []
const sent: SmsMessage[] = []
let seq = 0
const nextPhone = () => `0466${String(Date.now() % 100_000).padStart(5, '0')}${++seq % 10}`.slice(0, 10)

const request = (path: string, method: string, cookie: string | null, body?: unknown, extra: Record<string, string> = {}) =>
  new Request(`http://localhost:3000/api/shoppers/${path}`, { method, headers: { 'content-type': 'application/json', 'x-forwarded-host': hostA, 'x-forwarded-for': '10.9.1.1', ...(cookie ? { cookie } : {}), ...extra }, body: body === undefined ? undefined : JSON.stringify(body) })

async function call(handler: (r: Request) => Promise<Response>, path: string, method: string, cookie: string | null, body?: unknown, extra?: Record<string, string>) {
  const response = await handler(request(path, method, cookie, body, extra))
  return { status: response.status, json: (await response.json()) as any }
}

const viewed = {
  get: (cookie: string | null, extra?: Record<string, string>) => call(listViewed, 'viewed', 'GET', cookie, undefined, extra),
  post: (cookie: string | null, body: unknown, now?: Date) => call((r) => addViewed(r, now ? () => now : undefined), 'viewed', 'POST', cookie, body),
}
const searches = {
  get: (cookie: string | null, extra?: Record<string, string>) => call(listSearches, 'searches', 'GET', cookie, undefined, extra),
  post: (cookie: string | null, body: unknown, extra?: Record<string, string>) => call(addSearch, 'searches', 'POST', cookie, body, extra),
  delete: (cookie: string | null, body: unknown) => call(removeSearch, 'searches', 'DELETE', cookie, body),
}

async function signIn(phone: string): Promise<string> {
  const options = { sms: { name: 'recorder', send: async (m: SmsMessage) => void sent.push(m) }, limits: OPEN }
  expect((await requestCode(request('code', 'POST', null, { phone }), options)).status).toBe(202)
  const code = sent.filter((m) => m.to === phone).at(-1)?.body.slice(0, 6)
  const done = await verifyCode(request('verify', 'POST', null, { phone, code }), options)
  expect(done.status).toBe(200)
  return `${SESSION_COOKIE}=${sessionTokenFrom(done.headers.get('set-cookie'))}`
}

beforeAll(async () => {
  payload = await getPayloadClient()
  world = await buildWorld(payload, 'hist')
  staffToken = await login(world.staffEmail, PASSWORD)
  for (let i = 0; i < MAX_RECENTLY_VIEWED + 2; i++) {
    const car = await payload.create({ collection: 'vehicles', context, data: { year: 2020, make: 'Kia', model: 'Rio', carType: 'used', status: 'in_stock', dealership: world.a.dealershipId, name: `Viewed ${i}`, slug: `hist-viewed-${i}`, stockNumber: `HV-${i}`, showOnDealerWebsite: true, price: 10_000 + i } })
    extraCars.push(car.id)
  }
})

describe('/api/shoppers/viewed', () => {
  it('signed out: the browser keeps the list (signedIn false, nothing stored); a staff token is no shopper', async () => {
    expect(await viewed.post(null, { vehicle: world.a.vehicleId })).toMatchObject({ status: 200, json: { signedIn: false } })
    expect(await viewed.get(null, { authorization: `JWT ${staffToken}` })).toMatchObject({ status: 200, json: { signedIn: false, vehicleIds: [] } })
    expect((await viewed.get(`payload-token=${staffToken}`)).json.signedIn).toBe(false)
    expect((await payload.count({ collection: 'recently-viewed', where: { vehicle: { equals: world.a.vehicleId } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('most recent first, one entry per car, the last 12', async () => {
    const cookie = await signIn(nextPhone())
    const t0 = Date.parse('2026-11-20T00:00:00Z')
    for (const [i, id] of extraCars.entries()) await viewed.post(cookie, { vehicle: id }, new Date(t0 + i * 60_000))
    await viewed.post(cookie, { vehicle: extraCars[5] }, new Date(t0 + 100 * 60_000))
    const ids = (await viewed.get(cookie)).json.vehicleIds as number[]
    expect(ids).toHaveLength(MAX_RECENTLY_VIEWED)
    expect(ids[0]).toBe(extraCars[5])
    expect(ids.slice(1)).toEqual(extraCars.slice(2).reverse().filter((id) => id !== extraCars[5]).slice(0, MAX_RECENTLY_VIEWED - 1))
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('only this site’s listed cars; bad bodies are a 422', async () => {
    const cookie = await signIn(nextPhone())
    for (const vehicle of [world.b.vehicleId, world.a.hiddenVehicleId, 99_999_999]) expect(await viewed.post(cookie, { vehicle })).toMatchObject({ status: 422, json: { message: VIEWED_MESSAGE } })
    expect((await viewed.post(cookie, { vehicle: 'x' })).status).toBe(422)
    expect((await viewed.post(cookie, { vehicles: 'x' })).status).toBe(422)
    expect((await viewed.get(cookie)).json.vehicleIds).toEqual([])
  })

  it('merge on sign-in keeps the latest view of each car, drops other sites’ cars and never dates a view in the future', async () => {
    const cookie = await signIn(nextPhone())
    const now = new Date('2026-11-25T10:00:00Z')
    await viewed.post(cookie, { vehicle: extraCars[0] }, new Date('2026-11-25T09:00:00Z'))
    const merged = await viewed.post(cookie, { vehicles: [{ id: extraCars[1], at: Date.parse('2026-11-25T08:00:00Z') }, { id: world.b.vehicleId, at: now.getTime() }, { id: extraCars[2], at: Date.parse('2030-01-01T00:00:00Z') }] }, now)
    expect(merged.json.vehicleIds).toEqual([extraCars[2], extraCars[0], extraCars[1]])
    const rows = await payload.find({ collection: 'recently-viewed', where: { vehicle: { equals: extraCars[2] } }, overrideAccess: true, sort: '-viewedAt', limit: 1 })
    expect(rows.docs[0]?.viewedAt).toBe(now.toISOString())
  })

  it('the garage shows the current price and a Sold marker', async () => {
    const cookie = await signIn(nextPhone())
    await viewed.post(cookie, { vehicle: extraCars[3] })
    await payload.update({ collection: 'vehicles', id: extraCars[3]!, data: { price: 9_500 }, context, overrideAccess: true })
    const session = (await findSession(payload, cookie.split('=')[1], world.a.siteId))!
    const site = (await resolveSite(hostA))!
    expect((await loadRecentlyViewed(payload, site, session)).map((c) => [c.id, c.price, c.markers])).toEqual([[extraCars[3], 9_500, []]])
    await payload.update({ collection: 'vehicles', id: extraCars[3]!, data: { status: 'sold' }, context, overrideAccess: true })
    expect((await loadRecentlyViewed(payload, site, session))[0]?.markers).toEqual(['sold'])
    await payload.update({ collection: 'vehicles', id: extraCars[3]!, data: { status: 'in_stock' }, context, overrideAccess: true })
  })
})

describe('/api/shoppers/searches', () => {
  it('signed out: GET says so, POST and DELETE are 401; a staff token is no shopper', async () => {
    expect(await searches.get(null)).toMatchObject({ status: 200, json: { signedIn: false, searches: [] } })
    expect(await searches.post(null, { path: '/search/used-cars' })).toMatchObject({ status: 401, json: { message: HTTP_MESSAGES.signedOut } })
    expect((await searches.delete(null, { id: 1 })).status).toBe(401)
    expect((await searches.post(null, { path: '/search/used-cars' }, { authorization: `JWT ${staffToken}` })).status).toBe(401)
  })

  it('saves the canonical search from page 1 with the search page’s title; the same search again is no twin', async () => {
    const cookie = await signIn(nextPhone())
    const first = await searches.post(cookie, { path: 'http://site-hist-a.localhost:3000/search/used-cars?make=Mazda&price=10000:40000&page=3' })
    expect(first.status).toBe(201)
    expect(first.json.searches).toEqual([expect.objectContaining({ path: '/search/used-cars?make=Mazda&price=10000:40000', title: 'Used Mazda vehicles for sale' })])
    expect((await searches.post(cookie, { path: '/search/used-cars?price=10000:40000&make=Mazda' })).status).toBe(200)
    expect((await searches.get(cookie)).json.searches).toHaveLength(1)
  })

  it('refuses what is not a search of this site', async () => {
    const cookie = await signIn(nextPhone())
    for (const path of ['/about', '/search/no-such-thing/at-all/really', 'javascript:alert(1)', '', 'x'.repeat(600)]) {
      expect(await searches.post(cookie, { path })).toMatchObject({ status: 422, json: { message: SEARCH_MESSAGES.notSearch, errors: [{ path: 'path' }] } })
    }
    expect((await searches.post(cookie, [1])).status).toBe(422)
    expect((await searches.get(cookie)).json.searches).toEqual([])
  })

  it('delete removes one of the shopper’s own; another shopper’s id is a 404 and stays', async () => {
    const one = await signIn(nextPhone())
    const two = await signIn(nextPhone())
    const saved = (await searches.post(one, { path: '/search/used-cars' })).json.searches[0]
    expect(await searches.delete(two, { id: saved.id })).toMatchObject({ status: 404, json: { message: SEARCH_MESSAGES.notFound } })
    expect((await searches.get(two)).json.searches).toEqual([])
    expect((await searches.get(one)).json.searches).toHaveLength(1)
    expect((await searches.delete(one, { id: 'abc' })).status).toBe(422)
    expect(await searches.delete(one, { id: saved.id })).toMatchObject({ status: 200, json: { searches: [] } })
  })
})

describe('privacy of recently viewed and saved searches', () => {
  it('another shopper, an anonymous visitor and another site’s editor read none over REST and GraphQL', async () => {
    const one = await signIn(nextPhone())
    const two = await signIn(nextPhone())
    await viewed.post(one, { vehicle: extraCars[7] })
    await searches.post(one, { path: '/search/used-cars?query=secret-words' })
    expect((await viewed.get(two)).json.vehicleIds).toEqual([])
    expect((await searches.get(two)).json.searches).toEqual([])
    const editorB = await login(world.b.editorEmail, PASSWORD)
    for (const [token, cookie] of [[undefined, two], [undefined, one], [editorB, undefined]] as const) {
      const headers = cookie ? { cookie } : undefined
      for (const slug of ['recently-viewed', 'saved-searches']) {
        const list = await rest('GET', `/${slug}?limit=100`, { token, headers })
        expect(list.json?.docs ?? []).toEqual([])
      }
      const gql = await graphql(`{ RecentlyVieweds(limit: 100) { docs { id vehicle { id } } } SavedSearches(limit: 100) { docs { id path } } }`, { token })
      // The query is valid (access refuses it, the schema does not).
      expect(JSON.stringify(gql.json)).not.toMatch(/Cannot query field|Syntax Error/)
      expect(JSON.stringify(gql.json)).not.toContain('secret-words')
      expect(JSON.stringify(gql.json)).not.toContain(`"id":${extraCars[7]}`)
    }
    for (const slug of ['recently-viewed', 'saved-searches']) {
      expect([401, 403]).toContain((await rest('POST', `/${slug}`, { headers: { cookie: one }, body: { shopper: 1, path: '/search', title: 'x', vehicle: extraCars[7], viewedAt: new Date().toISOString() } })).status)
    }
    // The site's own staff do see them: the queries above could have found them.
    const editorA = await login(world.a.editorEmail, PASSWORD)
    expect((await rest('GET', '/saved-searches?limit=100', { token: editorA })).json.totalDocs).toBeGreaterThan(0)
    const staffGql = await graphql(`{ RecentlyVieweds(limit: 100) { docs { id vehicle { id } } } SavedSearches(limit: 100) { docs { id path } } }`, { token: editorA })
    expect(JSON.stringify(staffGql.json)).toContain('secret-words')
  })
})
