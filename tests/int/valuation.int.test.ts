/**
 * Issue 51 item 1: the trade-in valuation against real PostgreSQL. The route handlers of
 * /api/valuations/{rego,offer,decision} with a trade-in lead made by POST /api/leads: the offline
 * rego register, the estimate from the platform's own listed and sold cars (the same figure as the
 * rule over the same comparables), too few comparables, each step stored on the lead, validity and
 * expiry, the HTTP adapter against a local service (through the outbound guard), and who can read
 * the register and the lead's valuation (REST and GraphQL, another site's editor, anonymous).
 */
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { submitLead } from '../../site/leads/submitLead'
import { getPayloadClient } from '../../site/payload'
import { adjustmentAnswers, estimateTradeIn, methodStatement, OFFER_EXPIRED_MESSAGE, type ValuationAnswers } from '../../site/rules/valuation'
import { decide, lookUpRego, makeOffer } from '../../site/valuation/api'
import { LOCAL_PROVIDER_NAME } from '../../site/valuation/localValuation'
import { VALUATION_MESSAGES } from '../../site/valuation/messages'
import { graphql, login, rest } from './setup/api'
import { buildWorld, PASSWORD, type World } from './setup/fixtures'
import { allowOutbound } from './setup/outboundAllow'

const context = { disableRevalidate: true }
const OPEN = { ip: { limit: 10_000, windowSeconds: 600 }, contact: { limit: 10_000, windowSeconds: 600 }, reveal: { limit: 10_000, windowSeconds: 600 } }
const answers: ValuationAnswers = { serviceHistory: 'full', faults: 'no', keys: 'two', modifications: 'no', condition: 'good' }
const YEAR = new Date().getUTCFullYear()
const CAR_YEAR = YEAR - 3
/** A model no other test file stocks: the comparables are the whole platform's, and the int files share one database. */
const MODEL = 'Corolla Valuation'

let payload: Payload
let world: World
let tokens: { editorA: string; editorB: string; staff: string }
let seq = 0

const host = (slug = 'site-val-a') => `${slug}.localhost:3000`
const ip = () => `10.51.${Math.floor(seq / 250)}.${(seq++ % 250) + 1}`
const call = async (handler: (r: Request) => Promise<Response>, body: unknown, slug?: string) => {
  const response = await handler(new Request('http://localhost:3000/api/valuations/x', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-host': host(slug), 'x-forwarded-for': ip() }, body: typeof body === 'string' ? body : JSON.stringify(body) }))
  return { status: response.status, json: (await response.json()) as any }
}
const lead = (id: number) => payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true, joins: false })

/** A trade-in lead as the form sends it; answers its id and key. */
async function tradeIn(car: { make: string; model: string; year: number; km: number; rego?: string; state?: string }, slug = 'site-val-a') {
  const key = randomUUID()
  const body = { type: 'trade-in', idempotencyKey: key, firstName: 'Val', email: `val${++seq}@example.com`, phone: `0412${String(seq).padStart(6, '0')}`, postcode: '4000', location: slug === 'site-val-a' ? world.a.locationId : world.b.locationId, tradeIn: { state: 'QLD', ...car } }
  const response = await submitLead(new Request('http://localhost:3000/api/leads', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-host': host(slug), 'x-forwarded-for': ip() }, body: JSON.stringify(body) }), { limits: OPEN })
  const json = (await response.json()) as { leadId: number }
  expect(response.status, JSON.stringify(json)).toBe(201)
  return { leadId: json.leadId, key }
}

// The platform's Corollas: five listed, one sold last month, one sold two years ago (not comparable), one far off in km.
const corollas = [
  { km: 30_000, price: 29_990, status: 'in_stock' },
  { km: 42_000, price: 27_500, status: 'in_stock' },
  { km: 51_000, price: 26_000, status: 'in_stock', year: CAR_YEAR - 1 },
  { km: 38_000, price: 28_900, status: 'in_stock', year: CAR_YEAR + 1 },
  { km: 47_000, price: 25_990, status: 'coming_soon' },
  { km: 44_000, price: 26_500, status: 'sold', soldAt: new Date(Date.now() - 30 * 86_400_000).toISOString() },
  { km: 40_000, price: 15_000, status: 'sold', soldAt: new Date(Date.now() - 800 * 86_400_000).toISOString() },
  { km: 150_000, price: 9_000, status: 'in_stock' },
] as const

beforeAll(async () => {
  payload = await getPayloadClient()
  world = await buildWorld(payload, 'val')
  let n = 0
  for (const c of corollas) {
    n += 1
    await payload.create({ collection: 'vehicles', context, overrideAccess: true, data: { name: `Corolla ${n}`, slug: `val-corolla-${n}`, stockNumber: `VC${n}`, make: 'Toyota', model: MODEL, year: 'year' in c ? c.year : CAR_YEAR, carType: 'used', dealership: n % 2 ? world.a.dealershipId : world.b.dealershipId, ...c } as never })
  }
  for (const row of [
    { rego: 'VAL001', state: 'QLD', make: 'Toyota', model: MODEL, year: CAR_YEAR, variant: 'Ascent Sport' },
    { rego: 'VAL099', state: 'QLD', make: 'Lada', model: 'Niva', year: CAR_YEAR, variant: null },
  ]) await payload.create({ collection: 'rego-register', overrideAccess: true, data: row as never })
  await payload.create({ collection: 'sites', context: { ...context, skipTemplatePages: true }, data: { name: 'No valuation', slug: 'site-val-off', template: 'used-car', dealerships: [world.a.dealershipId], config: { forms: { valuation: { online: false } } } } })
  tokens = { editorA: await login(world.a.editorEmail, PASSWORD), editorB: await login(world.b.editorEmail, PASSWORD), staff: await login(world.staffEmail, PASSWORD) }
})

describe('rego lookup (offline register)', () => {
  it('finds the vehicle of a rego and state, however the rego is typed', async () => {
    const found = await call(lookUpRego, { rego: ' val 001', state: 'qld' })
    expect(found).toEqual({ status: 200, json: { vehicle: { rego: 'VAL001', state: 'QLD', make: 'Toyota', model: MODEL, year: CAR_YEAR, variant: 'Ascent Sport' } } })
  })

  it('an unknown rego, or the right rego in another state, is a 404 naming the field', async () => {
    for (const body of [{ rego: 'NOPE12', state: 'QLD' }, { rego: 'VAL001', state: 'NSW' }]) {
      expect(await call(lookUpRego, body)).toEqual({ status: 404, json: { message: VALUATION_MESSAGES.regoNotFound, errors: [{ path: 'tradeIn.rego', message: VALUATION_MESSAGES.regoNotFound }] } })
    }
  })

  it('bad input gets field errors, never a 5xx', async () => {
    expect(await call(lookUpRego, { rego: '', state: 'XX' })).toMatchObject({ status: 422, json: { errors: [{ path: 'tradeIn.rego', message: VALUATION_MESSAGES.regoRequired }, { path: 'tradeIn.state', message: VALUATION_MESSAGES.stateRequired }] } })
    expect(await call(lookUpRego, { rego: 'ABCDEFGHIJK', state: 'QLD' })).toMatchObject({ status: 422, json: { errors: [{ path: 'tradeIn.rego', message: VALUATION_MESSAGES.regoInvalid }] } })
    expect(await call(lookUpRego, { rego: ['x'], state: 5 })).toMatchObject({ status: 422 })
    expect(await call(lookUpRego, '{not json')).toMatchObject({ status: 422, json: { errors: [{ path: 'body' }] } })
    expect(await call(lookUpRego, '[]')).toMatchObject({ status: 422 })
  })

  it('a site with online valuations off answers 404 with its reason', async () => {
    expect(await call(lookUpRego, { rego: 'VAL001', state: 'QLD' }, 'site-val-off')).toMatchObject({ status: 404, json: { message: VALUATION_MESSAGES.notOffered } })
  })
})

describe('the offline offer, stored on the lead', () => {
  it('the lead starts at the vehicle step; the offer is the rule’s figure over the platform’s comparable cars; every step is stored', async () => {
    const { leadId, key } = await tradeIn({ rego: 'val001', state: 'QLD', make: 'Toyota', model: MODEL, year: CAR_YEAR, km: 43_000 })
    expect((await lead(leadId)).valuation).toMatchObject({ step: 'vehicle', vehicleSource: 'rego', offerLow: null })

    const offer = await call(makeOffer, { leadId, key, answers })
    expect(offer.status, JSON.stringify(offer.json)).toBe(200)
    const pool = corollas.filter((c) => !(c.status === 'sold' && Date.parse(c.soldAt) < Date.now() - 365 * 86_400_000)).map((c) => ({ make: 'Toyota', model: MODEL, year: 'year' in c ? c.year : CAR_YEAR, km: c.km, price: c.price }))
    const expected = estimateTradeIn({ make: 'Toyota', model: MODEL, year: CAR_YEAR, km: 43_000 }, answers, pool, YEAR)
    if (expected.kind !== 'offer') throw new Error('the fixture should give an offer')
    expect(expected.comparables).toBe(6)
    expect(offer.json).toMatchObject({ kind: 'offer', low: expected.low, high: expected.high, comparables: 6, method: methodStatement(), provider: LOCAL_PROVIDER_NAME })
    const validUntil = Date.parse(offer.json.validUntil)
    expect(validUntil - Date.now()).toBeGreaterThan(7 * 86_400_000 - 60_000)
    expect(validUntil - Date.now()).toBeLessThanOrEqual(7 * 86_400_000)

    const stored = (await lead(leadId)).valuation!
    expect(stored).toMatchObject({ step: 'offer', provider: LOCAL_PROVIDER_NAME, offerLow: expected.low, offerHigh: expected.high, comparables: 6, offerAccepted: null, formCompleted: null })
    expect(stored.registered).toEqual({ rego: 'VAL001', state: 'QLD', make: 'Toyota', model: MODEL, year: CAR_YEAR, variant: 'Ascent Sport' })
    expect(stored.adjustmentAnswers).toEqual(adjustmentAnswers(answers))
    expect(new Date(stored.offerValidUntil!).toISOString()).toBe(offer.json.validUntil)

    expect(await call(decide, { leadId, key, decision: 'accept' })).toEqual({ status: 200, json: { step: 'accepted' } })
    expect((await lead(leadId)).valuation).toMatchObject({ step: 'accepted', offerAccepted: true, inspectionRequested: false, formCompleted: true, decidedAt: expect.any(String) })
    // a retried acceptance answers the same; nothing else moves a decided valuation
    expect(await call(decide, { leadId, key, decision: 'accept' })).toEqual({ status: 200, json: { step: 'accepted' } })
    expect(await call(decide, { leadId, key, decision: 'inspection' })).toMatchObject({ status: 409, json: { message: VALUATION_MESSAGES.complete } })
    expect(await call(makeOffer, { leadId, key, answers })).toMatchObject({ status: 409, json: { message: VALUATION_MESSAGES.complete } })
  })

  it('worse answers give a lower offer; the answers are checked field by field', async () => {
    const { leadId, key } = await tradeIn({ make: 'toyota', model: MODEL.toLowerCase(), year: CAR_YEAR, km: 43_000 })
    expect((await lead(leadId)).valuation).toMatchObject({ step: 'vehicle', vehicleSource: 'manual' })
    expect(await call(makeOffer, { leadId, key, answers: { ...answers, keys: 'three', condition: undefined } })).toMatchObject({ status: 422, json: { errors: [{ path: 'answers.keys' }, { path: 'answers.condition' }] } })
    const good = await call(makeOffer, { leadId, key, answers })
    const poor = await call(makeOffer, { leadId, key, answers: { ...answers, condition: 'poor', serviceHistory: 'none' } })
    expect(poor.json.high).toBeLessThan(good.json.high)
    expect((await lead(leadId)).valuation).toMatchObject({ step: 'offer', offerHigh: poor.json.high, registered: null })
  })

  it('too few comparable cars: says so, offers an inspection, and an acceptance is refused', async () => {
    const { leadId, key } = await tradeIn({ rego: 'VAL099', state: 'QLD', make: 'Lada', model: 'Niva', year: CAR_YEAR, km: 20_000 })
    const none = await call(makeOffer, { leadId, key, answers })
    expect(none).toMatchObject({ status: 200, json: { kind: 'no-estimate', comparables: 0, message: `We have too few comparable sales of a ${CAR_YEAR} Lada Niva to estimate it online (0 found, at least 3 needed). Ask for an inspection and we will value it in person.` } })
    expect((await lead(leadId)).valuation).toMatchObject({ step: 'no-estimate', offerLow: null, offerHigh: null, offerValidUntil: null })
    expect(await call(decide, { leadId, key, decision: 'accept' })).toMatchObject({ status: 409, json: { message: VALUATION_MESSAGES.noOffer } })
    expect(await call(decide, { leadId, key, decision: 'inspection' })).toEqual({ status: 200, json: { step: 'inspection' } })
    expect((await lead(leadId)).valuation).toMatchObject({ step: 'inspection', inspectionRequested: true, offerAccepted: false, formCompleted: true })
  })

  it('an offer past its validity cannot be accepted; an inspection still can', async () => {
    const { leadId, key } = await tradeIn({ make: 'Toyota', model: MODEL, year: CAR_YEAR, km: 43_000 })
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000)
    expect((await makeOfferAt(eightDaysAgo, { leadId, key, answers })).status).toBe(200)
    expect(await call(decide, { leadId, key, decision: 'accept' })).toMatchObject({ status: 409, json: { message: OFFER_EXPIRED_MESSAGE } })
    expect(await call(decide, { leadId, key, decision: 'inspection' })).toEqual({ status: 200, json: { step: 'inspection' } })
  })

  it('a lead is reached only with its own key, on its own site, and only a trade-in lead', async () => {
    const { leadId, key } = await tradeIn({ make: 'Toyota', model: MODEL, year: CAR_YEAR, km: 43_000 })
    const notFound = { status: 404, json: { message: VALUATION_MESSAGES.notFound } }
    expect(await call(makeOffer, { leadId, key: randomUUID(), answers })).toMatchObject(notFound)
    expect(await call(makeOffer, { leadId, key, answers }, 'site-val-b')).toMatchObject(notFound)
    expect(await call(makeOffer, { leadId: 'x', key: 'y', answers })).toMatchObject(notFound)
    expect(await call(decide, { leadId, key, decision: 'sell' })).toMatchObject({ status: 422, json: { errors: [{ path: 'decision' }] } })
    const enquiryKey = randomUUID()
    const enquiry = await submitLead(new Request('http://localhost:3000/api/leads', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-host': host(), 'x-forwarded-for': ip() }, body: JSON.stringify({ type: 'enquiry', idempotencyKey: enquiryKey, vehicle: world.a.vehicleId, firstName: 'E', email: 'e@example.com', phone: '0412000999', message: 'Hi' }) }), { limits: OPEN })
    const enquiryId = ((await enquiry.json()) as { leadId: number }).leadId
    expect(await call(makeOffer, { leadId: enquiryId, key: enquiryKey, answers })).toMatchObject(notFound)
    expect((await lead(enquiryId)).valuation).toMatchObject({ step: null })
  })
})

async function makeOfferAt(now: Date, body: unknown) {
  const response = await makeOffer(new Request('http://localhost:3000/api/valuations/offer', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-host': host(), 'x-forwarded-for': ip() }, body: JSON.stringify(body) }), { now: () => now })
  return { status: response.status, json: (await response.json()) as any }
}

describe('the HTTP valuation service (VALUATION_API_URL, VALUATION_API_KEY)', () => {
  let server: http.Server
  let url: string
  let disallow: () => void
  const seen: Array<{ method: string; path: string; auth: string | undefined; body: string }> = []
  let down = false

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = ''
      req.on('data', (c) => (body += c))
      req.on('end', () => {
        seen.push({ method: req.method!, path: req.url!, auth: req.headers.authorization, body })
        if (down) return void res.writeHead(502).end('{}')
        res.setHeader('content-type', 'application/json')
        if (req.url!.startsWith('/v1/rego')) return void (req.url!.includes('rego=HTTP01') ? res.end(JSON.stringify({ make: 'Kia', model: 'Cerato', year: CAR_YEAR, variant: 'S' })) : res.writeHead(404).end('{}'))
        res.end(JSON.stringify({ low: 15_000, high: 16_500, comparables: 41, method: 'Market data' }))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
    disallow = allowOutbound(url)
    Object.assign(process.env, { VALUATION_API_URL: url, VALUATION_API_KEY: 'val-key', VALUATION_PROVIDER_NAME: 'Test Valuations' })
  })

  afterAll(async () => {
    for (const name of ['VALUATION_API_URL', 'VALUATION_API_KEY', 'VALUATION_PROVIDER_NAME']) delete process.env[name]
    disallow()
    await new Promise((resolve) => server.close(resolve))
  })

  it('looks the rego up and values the car through the service, with the key, storing its name', async () => {
    expect(await call(lookUpRego, { rego: 'http01', state: 'VIC' })).toEqual({ status: 200, json: { vehicle: { rego: 'HTTP01', state: 'VIC', make: 'Kia', model: 'Cerato', year: CAR_YEAR, variant: 'S' } } })
    expect(await call(lookUpRego, { rego: 'OTHER1', state: 'VIC' })).toMatchObject({ status: 404 })
    const { leadId, key } = await tradeIn({ rego: 'HTTP01', state: 'VIC', make: 'Kia', model: 'Cerato', year: CAR_YEAR, km: 20_000 })
    const offer = await call(makeOffer, { leadId, key, answers })
    expect(offer.json).toMatchObject({ kind: 'offer', low: 15_000, high: 16_500, comparables: 41, method: 'Market data', provider: 'Test Valuations' })
    const posted = seen.find((s) => s.path === '/v1/valuations')!
    expect(posted).toMatchObject({ method: 'POST', auth: 'Bearer val-key' })
    expect(JSON.parse(posted.body)).toEqual({ vehicle: { make: 'Kia', model: 'Cerato', year: CAR_YEAR, km: 20_000 }, answers })
    expect((await lead(leadId)).valuation).toMatchObject({ step: 'offer', provider: 'Test Valuations', offerLow: 15_000, registered: { make: 'Kia', model: 'Cerato' } })
  })

  it('a service that fails is a 503 offering an inspection, and the lead keeps its step', async () => {
    const { leadId, key } = await tradeIn({ make: 'Kia', model: 'Cerato', year: CAR_YEAR, km: 20_000 })
    down = true
    try {
      expect(await call(makeOffer, { leadId, key, answers })).toEqual({ status: 503, json: { message: VALUATION_MESSAGES.unavailable, errors: [] } })
      expect(await call(lookUpRego, { rego: 'HTTP01', state: 'VIC' })).toMatchObject({ status: 503 })
    } finally {
      down = false
    }
    expect((await lead(leadId)).valuation).toMatchObject({ step: 'vehicle' })
    expect(await call(decide, { leadId, key, decision: 'inspection' })).toEqual({ status: 200, json: { step: 'inspection' } })
  })
})

describe('who reads the register and the valuation', () => {
  it('the rego register is closed to anonymous visitors and dealer editors through REST and GraphQL; platform staff read it', async () => {
    expect((await rest('GET', '/rego-register')).status).toBe(403)
    expect((await rest('GET', '/rego-register', { token: tokens.editorA })).status).toBe(403)
    expect((await rest('POST', '/rego-register', { token: tokens.editorA, body: { rego: 'X1', state: 'QLD', year: 2020, make: 'A', model: 'B' } })).status).toBe(403)
    const staff = await rest('GET', '/rego-register?where[rego][equals]=VAL001', { token: tokens.staff })
    expect(staff.json.docs).toMatchObject([{ rego: 'VAL001', state: 'QLD', source: 'demo' }])
    const anonymous = await graphql('{ RegoRegisters { docs { rego } } }')
    expect(anonymous.json.errors?.[0]?.message ?? '').toMatch(/not allowed|sign in/i)
    expect(JSON.stringify(anonymous.json)).not.toContain('VAL001')
    const editor = await graphql('{ RegoRegisters { docs { rego } } }', { token: tokens.editorA })
    expect(editor.json.errors?.[0]?.message ?? '').toMatch(/not allowed/i)
    expect(JSON.stringify(editor.json)).not.toContain('VAL001')
  })

  it('the dealer sees the offer and the answers in the lead; another site’s editor does not see the lead', async () => {
    const { leadId, key } = await tradeIn({ make: 'Toyota', model: MODEL, year: CAR_YEAR, km: 43_000 })
    await call(makeOffer, { leadId, key, answers })
    const own = await rest('GET', `/leads/${leadId}?depth=0`, { token: tokens.editorA })
    expect(own.status).toBe(200)
    expect(own.json.valuation).toMatchObject({ step: 'offer', offerLow: expect.any(Number), offerHigh: expect.any(Number), adjustmentAnswers: adjustmentAnswers(answers) })
    expect((await rest('GET', `/leads/${leadId}`, { token: tokens.editorB })).status).toBe(404)
    const gql = await graphql(`{ Lead(id: ${leadId}) { valuation { step offerLow adjustmentAnswers } } }`, { token: tokens.editorA })
    expect(gql.json.data.Lead.valuation).toMatchObject({ step: 'offer', adjustmentAnswers: adjustmentAnswers(answers) })
    // the shopper's record of the valuation is not the dealer's to rewrite
    await rest('PATCH', `/leads/${leadId}`, { token: tokens.editorA, body: { valuation: { offerHigh: 1 } } })
    expect((await lead(leadId)).valuation?.offerHigh).not.toBe(1)
  })
})
