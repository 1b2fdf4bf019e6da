/**
 * Issue 13: saved cars through `/api/shoppers/saved` for a signed-in shopper (real PostgreSQL):
 * save, list, remove, merge a signed-out list, only this site's listed cars; signed out and staff
 * tokens are no shopper; another shopper's saved cars and enquiries are unreadable through REST
 * and GraphQL; the garage loaders see only the shopper's own.
 */
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { submitLead } from '../../site/leads/submitLead'
import { getPayloadClient } from '../../site/payload'
import { HTTP_MESSAGES } from '../../site/shoppers/http'
import { loadEnquiries, loadSavedCars } from '../../site/shoppers/loadGarage'
import { addSaved, ALERT_MESSAGES, listSaved, removeSaved, SAVED_MESSAGES, setShopperAlerts } from '../../site/shoppers/savedCars'
import { findSession, SESSION_COOKIE, sessionTokenFrom } from '../../site/shoppers/session'
import { requestCode, verifyCode } from '../../site/shoppers/signIn'
import type { SmsMessage } from '../../site/shoppers/sms/provider'
import { graphql, login, rest } from './setup/api'
import { buildWorld, PASSWORD, type World } from './setup/fixtures'

const OPEN = { codePhone: { limit: 10_000, windowSeconds: 3600 }, codeIp: { limit: 10_000, windowSeconds: 3600 }, verifyPhone: { limit: 10_000, windowSeconds: 600 }, verifyIp: { limit: 10_000, windowSeconds: 600 }, codeSite: { limit: 10_000, windowSeconds: 3600 }, codePlatform: { limit: 10_000, windowSeconds: 3600 } }
const hostA = 'site-saved-a.localhost:3000'
let payload: Payload
let world: World
let staffToken: string
const sent: SmsMessage[] = []
let seq = 0
const nextPhone = () => `0488${String(Date.now() % 100_000).padStart(5, '0')}${++seq % 10}`.slice(0, 10)

const post = (path: string, body: unknown, host = hostA, cookie?: string) =>
  new Request(`http://localhost:3000/api/shoppers/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-host': host, 'x-forwarded-for': '10.9.0.1', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) })

async function signIn(phone: string, host = hostA): Promise<string> {
  const options = { sms: { name: 'recorder', send: async (m: SmsMessage) => void sent.push(m) }, limits: OPEN }
  expect((await requestCode(post('code', { phone, firstName: 'Kim' }, host), options)).status).toBe(202)
  const code = sent.filter((m) => m.to === phone).at(-1)?.body.slice(0, 6)
  const done = await verifyCode(post('verify', { phone, code }, host), options)
  expect(done.status).toBe(200)
  return `${SESSION_COOKIE}=${sessionTokenFrom(done.headers.get('set-cookie'))}`
}

async function saved(method: 'GET' | 'POST' | 'DELETE', cookie: string | null, body?: unknown, host = hostA, extra: Record<string, string> = {}) {
  const request = new Request('http://localhost:3000/api/shoppers/saved', { method, headers: { 'content-type': 'application/json', 'x-forwarded-host': host, ...(cookie ? { cookie } : {}), ...extra }, body: body === undefined ? undefined : JSON.stringify(body) })
  const handler = method === 'GET' ? listSaved : method === 'POST' ? addSaved : removeSaved
  const response = await handler(request)
  return { status: response.status, json: (await response.json()) as any, headers: response.headers }
}

beforeAll(async () => {
  payload = await getPayloadClient()
  world = await buildWorld(payload, 'saved')
  staffToken = await login(world.staffEmail, PASSWORD)
})

describe('/api/shoppers/saved', () => {
  it('signed out: GET says so, POST and DELETE are 401', async () => {
    expect(await saved('GET', null)).toMatchObject({ status: 200, json: { signedIn: false, vehicleIds: [] } })
    expect(await saved('POST', null, { vehicle: world.a.vehicleId })).toMatchObject({ status: 401, json: { message: HTTP_MESSAGES.signedOut } })
    expect((await saved('DELETE', null, { vehicle: world.a.vehicleId })).status).toBe(401)
  })

  it('a staff token or session cookie is no shopper', async () => {
    expect((await saved('GET', null, undefined, hostA, { authorization: `JWT ${staffToken}` })).json.signedIn).toBe(false)
    expect((await saved('GET', `payload-token=${staffToken}`)).json.signedIn).toBe(false)
    expect((await saved('POST', `${SESSION_COOKIE}=${staffToken}`, { vehicle: world.a.vehicleId })).status).toBe(401)
  })

  it('save, list, save again (no twin), remove', async () => {
    const cookie = await signIn(nextPhone())
    expect(await saved('POST', cookie, { vehicle: world.a.vehicleId })).toMatchObject({ status: 200, json: { signedIn: true, vehicleIds: [world.a.vehicleId] } })
    expect((await saved('POST', cookie, { vehicle: String(world.a.vehicleId) })).json.vehicleIds).toEqual([world.a.vehicleId])
    expect((await saved('GET', cookie)).json.vehicleIds).toEqual([world.a.vehicleId])
    expect(await saved('DELETE', cookie, { vehicle: world.a.vehicleId })).toMatchObject({ status: 200, json: { vehicleIds: [] } })
  })

  it('20 concurrent saves of one car keep one row', async () => {
    const cookie = await signIn(nextPhone())
    const answers = await Promise.all(Array.from({ length: 20 }, () => saved('POST', cookie, { vehicle: world.a.vehicleId })))
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200))
    expect((await saved('GET', cookie)).json.vehicleIds).toEqual([world.a.vehicleId])
  })

  it('only this site’s listed cars: another site’s or a hidden car is a 422; bad bodies too', async () => {
    const cookie = await signIn(nextPhone())
    for (const vehicle of [world.b.vehicleId, world.a.hiddenVehicleId, 99_999_999]) {
      expect(await saved('POST', cookie, { vehicle })).toMatchObject({ status: 422, json: { message: SAVED_MESSAGES.unknownCar } })
    }
    expect((await saved('POST', cookie, { vehicle: 'abc' })).status).toBe(422)
    expect((await saved('POST', cookie, [1])).status).toBe(422)
    expect((await saved('GET', cookie)).json.vehicleIds).toEqual([])
  })

  it('merge on sign-in: the browser’s list is added, unknown cars left out', async () => {
    const cookie = await signIn(nextPhone())
    expect((await saved('POST', cookie, { vehicles: [world.a.vehicleId, world.b.vehicleId, world.a.vehicleId] })).json.vehicleIds).toEqual([world.a.vehicleId])
  })

  it('the session slides: a session used a day later is extended and its cookie sent again', async () => {
    const cookie = await signIn(nextPhone())
    const token = cookie.split('=')[1] as string
    const session = await findSession(payload, token, world.a.siteId)
    await payload.update({ collection: 'shopper-sessions', id: session!.sessionId, data: { expiresAt: new Date(Date.now() + 29 * 86_400_000).toISOString() }, overrideAccess: true })
    const reply = await saved('GET', cookie)
    expect(reply.headers.get('set-cookie')).toMatch(/Max-Age=259\d{4}/)
    expect((await findSession(payload, token, world.a.siteId))!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29.9 * 86_400_000)
  })
})

describe('/api/shoppers/alerts', () => {
  const alerts = async (cookie: string | null, body: unknown) => {
    const response = await setShopperAlerts(new Request('http://localhost:3000/api/shoppers/alerts', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-host': hostA, ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) }))
    return { status: response.status, json: (await response.json()) as any }
  }
  it('signed out 401; on and off for the signed-in shopper; a non-boolean is a 422', async () => {
    expect((await alerts(null, { enabled: true })).status).toBe(401)
    const phone = nextPhone()
    const cookie = await signIn(phone)
    expect(await alerts(cookie, { enabled: 'yes' })).toMatchObject({ status: 422, json: { errors: [{ path: 'enabled' }] } })
    expect(await alerts(cookie, { enabled: true })).toMatchObject({ status: 200, json: { alerts: true } })
    const stored = async () => (await payload.find({ collection: 'shoppers', where: { phone: { equals: phone } }, overrideAccess: true, depth: 0 })).docs[0]?.alertsOptIn
    expect(await stored()).toBe(true)
    expect((await alerts(cookie, { enabled: false })).status).toBe(200)
    expect(await stored()).toBe(false)
  })

  it('the channel: email needs an address (field error), then is kept with it; a bad channel or address is a 422', async () => {
    const phone = nextPhone()
    const cookie = await signIn(phone)
    expect(await alerts(cookie, { enabled: true, channel: 'email' })).toMatchObject({ status: 422, json: { errors: [{ path: 'email', message: ALERT_MESSAGES.email }] } })
    expect(await alerts(cookie, { enabled: true, channel: 'email', email: 'not-an-email' })).toMatchObject({ status: 422, json: { errors: [{ path: 'email' }] } })
    expect(await alerts(cookie, { enabled: true, channel: 'pigeon' })).toMatchObject({ status: 422, json: { errors: [{ path: 'channel', message: ALERT_MESSAGES.channel }] } })
    expect(await alerts(cookie, { enabled: true, channel: 'email', email: 'kim@example.com' })).toMatchObject({ status: 200, json: { alerts: true, channel: 'email' } })
    const shopper = (await payload.find({ collection: 'shoppers', where: { phone: { equals: phone } }, overrideAccess: true, depth: 0 })).docs[0]
    expect([shopper?.alertsChannel, shopper?.email]).toEqual(['email', 'kim@example.com'])
    expect((await alerts(cookie, { enabled: true, channel: 'email' })).status).toBe(200)
  })
})

describe('privacy of saved cars and enquiries', () => {
  it('another shopper’s saved cars and enquiries are not in the garage, and unreadable over REST and GraphQL', async () => {
    const phoneOne = nextPhone()
    const phoneTwo = nextPhone()
    const one = await signIn(phoneOne)
    const two = await signIn(phoneTwo)
    await saved('POST', one, { vehicle: world.a.vehicleId })
    const lead = await submitLead(new Request('http://localhost:3000/api/leads', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-host': hostA, 'x-forwarded-for': '10.9.0.9' }, body: JSON.stringify({ type: 'enquiry', idempotencyKey: randomUUID(), vehicle: world.a.vehicleId, firstName: 'Kim', lastName: 'One', email: 'kim@example.com', phone: `${phoneOne.slice(0, 4)} ${phoneOne.slice(4, 7)} ${phoneOne.slice(7)}`, message: 'Still there?' }) }))
    expect(lead.status).toBe(201)
    const sessionOne = (await findSession(payload, one.split('=')[1] as string, world.a.siteId))!
    const sessionTwo = (await findSession(payload, two.split('=')[1] as string, world.a.siteId))!
    expect((await loadSavedCars(payload, await siteView(), sessionOne)).map((c) => c.id)).toEqual([world.a.vehicleId])
    expect(await loadSavedCars(payload, await siteView(), sessionTwo)).toEqual([])
    expect((await loadEnquiries(payload, await siteView(), sessionOne)).map((e) => e.vehicle)).toEqual(['2022 Mazda CX-5'])
    expect(await loadEnquiries(payload, await siteView(), sessionTwo)).toEqual([])
    expect((await saved('GET', two)).json.vehicleIds).toEqual([])
    const editorB = await login(world.b.editorEmail, PASSWORD)
    for (const token of [undefined, editorB]) {
      const list = await rest('GET', `/saved-cars?limit=100`, { token, headers: { cookie: one } })
      expect(JSON.stringify(list.json)).not.toContain(`"vehicle":${world.a.vehicleId}`)
      const gql = await graphql(`{ SavedCars(limit: 100) { docs { id vehicle { id } } } }`, { token })
      expect(JSON.stringify(gql.json)).not.toContain(`"id":${world.a.vehicleId}`)
    }
    const editorA = await login(world.a.editorEmail, PASSWORD)
    expect((await rest('GET', `/saved-cars?limit=100`, { token: editorA })).json.totalDocs).toBeGreaterThan(0)
    expect((await rest('PATCH', `/saved-cars?where[id][exists]=true`, { token: editorA, body: { shopper: sessionTwo.shopperId } })).json.docs?.length ?? 0).toBe(0)
  })
})

async function siteView() {
  const { resolveSite } = await import('../../site/tenancy/resolveSite')
  return (await resolveSite(hostA))!
}
