/**
 * Issue 14: reserve a car with a refundable deposit, against real PostgreSQL: ten shoppers racing
 * for one car (one wins, nine are told it was just reserved), the lead every reservation makes,
 * the Stripe webhook (signature, replay), the 48-hour expiry with a moved clock and a refund
 * through the provider, the admin's moves, and reservations closed to other dealers' staff,
 * anonymous callers and tenancy moves through REST and GraphQL.
 */
import { randomUUID } from 'node:crypto'
import { _internal_jobSystemGlobals, _internal_resetJobSystemGlobals, type Payload } from 'payload'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getPayloadClient } from '../../site/payload'
import { HOLD_MS, RESERVE_MESSAGES } from '../../site/rules/reservation'
import { importInventory } from '../../site/inventory/import/importInventory'
import { parseFeed } from '../../site/inventory/import/parseFeed'
import { expireReservations } from '../../site/reservations/expiry'
import { parseSiteConfig } from '../../site/config/siteConfig'
import { multiQuery } from '../../site/search/service'
import { cardModel } from '../../site/vehicles/cardModel'
import { pageModel } from '../../site/vehicles/pageModel'
import { toVehicleView } from '../../site/vehicles/vehicleView'
import { localProvider, StripeProvider, type PaymentProvider, type StartInput } from '../../site/reservations/provider'
import { SIGN_IN_MESSAGE } from '../../site/reservations/flows'
import { ONE_HOLD_MESSAGE, reserve } from '../../site/reservations/reserve'
import { stripeWebhook } from '../../site/reservations/webhook'
import { abandonCheckout } from '../../site/reservations/abandon'
import { graphql, login, rest } from './setup/api'
import { verifiedCookie } from './setup/verifiedShopper'
import { isAustralianMobile, normalisePhone } from '../../site/rules/phone'
import { NOT_MOBILE_MESSAGE, UNVERIFIED_PHONE_MESSAGE } from '../../site/rules/verifiedPhone'
import { buildWorld, PASSWORD, type World } from './setup/fixtures'

const context = { disableRevalidate: true }
const WEBHOOK_SECRET = 'whsec_test_reservations'
const stripeProvider = new StripeProvider('sk_test_reservations_not_used', WEBHOOK_SECRET)
const stripe = new Stripe('sk_test_reservations_not_used')

let payload: Payload
let world: World
let tokens: { editorA: string; editorB: string; staff: string }
let seq = 0

const hostOf = (slug: string) => `${slug}.localhost:3000`

/** A Stripe-like provider that records its calls (no network): sessions are pending until the webhook. */
function fakeStripe(paidSessions: string[] = []): PaymentProvider & { started: StartInput[]; refunded: string[]; abandoned: string[] } {
  const started: StartInput[] = []
  const refunded: string[] = []
  const abandoned: string[] = []
  return {
    id: 'stripe',
    refunds: true,
    started,
    refunded,
    abandoned,
    abandon: async (sessionId) => {
      abandoned.push(sessionId)
      return paidSessions.includes(sessionId) ? 'paid' : 'closed'
    },
    start: async (input) => {
      started.push(input)
      return { status: 'pending', sessionId: `cs_test_${input.reservationId}`, redirectUrl: `https://checkout.stripe.test/${input.reservationId}` }
    },
    refund: async (paymentId) => {
      refunded.push(paymentId)
      return `re_${paymentId}`
    },
  }
}

async function newCar(dealershipId = world.a.dealershipId) {
  const n = ++seq
  return payload.create({ collection: 'vehicles', context, data: { year: 2021, make: 'Mazda', model: 'CX-3', carType: 'used', status: 'in_stock', dealership: dealershipId, name: `Reserve ${n}`, slug: `resv-car-${n}-${randomUUID().slice(0, 6)}`, stockNumber: `R-${n}`, showOnDealerWebsite: true } })
}

const body = (vehicle: number | string, extra: Record<string, unknown> = {}) => {
  const n = ++seq
  return { idempotencyKey: randomUUID(), vehicle, firstName: 'Sam', lastName: `Shopper${n}`, email: `sam${n}@example.com`, phone: `04220${String(n).padStart(5, '0')}`, ...extra }
}

/**
 * POSTs a reservation. The shopper is signed in with the body's phone (a code from the SMS outbox,
 * tests/int/setup/verifiedShopper.ts) unless `cookie` is given or `verified` is false.
 */
async function post(json: unknown, options: { host?: string; ip?: string; provider?: PaymentProvider; cookie?: string; verified?: boolean; dailyLimit?: { limit: number; windowSeconds: number } } = {}) {
  const host = options.host ?? hostOf('site-resv-a')
  const phone = (json as { phone?: unknown } | null)?.phone
  const cookie = options.cookie ?? (options.verified !== false && typeof phone === 'string' && isAustralianMobile(normalisePhone(phone)) ? await verifiedCookie(payload, host, phone) : undefined)
  const request = new Request('http://localhost:3000/api/reservations', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-host': host, 'x-forwarded-for': options.ip ?? `10.1.0.${++seq % 250}`, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(json),
  })
  const response = await reserve(request, { provider: options.provider ?? localProvider, limit: { limit: 10_000, windowSeconds: 600 }, dailyLimit: options.dailyLimit ?? { limit: 10_000, windowSeconds: 86_400 } })
  return { status: response.status, json: (await response.json()) as any }
}

const reservationById = (id: number) => payload.findByID({ collection: 'reservations', id, depth: 0, overrideAccess: true })
const vehicleById = (id: number) => payload.findByID({ collection: 'vehicles', id, depth: 0, overrideAccess: true })

function signed(event: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const raw = JSON.stringify(event)
  const header = stripe.webhooks.generateTestHeaderString({ payload: raw, secret })
  return new Request('http://localhost:3000/api/reservations/stripe-webhook', { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body: raw })
}

const sessionEvent = (reservationId: number, type = 'checkout.session.completed', id = `evt_${randomUUID()}`) => ({
  id,
  object: 'event',
  type,
  api_version: '2025-01-01',
  created: Math.floor(Date.now() / 1000),
  data: { object: { id: `cs_test_${reservationId}`, object: 'checkout.session', client_reference_id: String(reservationId), metadata: { reservationId: String(reservationId) }, payment_intent: `pi_${reservationId}`, payment_status: type === 'checkout.session.expired' ? 'unpaid' : 'paid' } },
})

beforeAll(async () => {
  payload = await getPayloadClient()
  _internal_jobSystemGlobals.shouldAutoRun = false
  world = await buildWorld(payload, 'resv')
  for (const siteId of [world.a.siteId, world.b.siteId]) {
    const s = await payload.findByID({ collection: 'sites', id: siteId, depth: 0, overrideAccess: true })
    await payload.update({ collection: 'sites', id: siteId, context, overrideAccess: true, data: { config: { ...((s.config as Record<string, unknown>) ?? {}), checkout: { enabled: true } } } })
  }
  tokens = { editorA: await login(world.a.editorEmail, PASSWORD), editorB: await login(world.b.editorEmail, PASSWORD), staff: await login(world.staffEmail, PASSWORD) }
})

afterAll(() => _internal_resetJobSystemGlobals())

describe('POST /api/reservations with the local provider (pay at the dealership)', () => {
  it('holds the car for the $200 default deposit in cents, makes a reserve lead and marks the car reserved', async () => {
    const car = await newCar()
    const answer = await post(body(car.slug))
    expect(answer.status, JSON.stringify(answer.json)).toBe(201)
    expect(answer.json).toMatchObject({ reservationId: expect.any(Number), status: 'held', token: expect.any(String) })
    const r = await reservationById(answer.json.reservationId)
    expect(r).toMatchObject({ status: 'held', amount: 20000, provider: 'local', site: world.a.siteId, dealership: world.a.dealershipId, vehicle: car.id, dealerConfirmed: false })
    expect(r.heldAt).toBeTruthy()
    const lead = await payload.findByID({ collection: 'leads', id: r.lead as number, depth: 0, overrideAccess: true, joins: false })
    expect(lead).toMatchObject({ type: 'reserve', category: 'Reservation', vehicle: car.id, email: r.email })
    const deliveries = await payload.count({ collection: 'lead-deliveries', where: { lead: { equals: lead.id } }, overrideAccess: true })
    expect(deliveries.totalDocs).toBeGreaterThan(0)
    expect((await vehicleById(car.id)).reserved).toBe(true)
  })

  it('one active hold per phone: a second car is a 409 on phone; once the first is released, the phone may hold again (issue 48, finding 6)', async () => {
    const [first, second] = [await newCar(), await newCar()]
    const phone = `04330${String(Date.now() % 100_000).padStart(5, '0')}`
    const held = await post(body(first.slug, { phone }))
    expect(held.status, JSON.stringify(held.json)).toBe(201)
    const again = await post(body(second.slug, { phone: `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}` }))
    expect(again.status, JSON.stringify(again.json)).toBe(409)
    expect(again.json.errors).toEqual([{ path: 'phone', message: ONE_HOLD_MESSAGE }])
    expect((await vehicleById(second.id)).reserved).toBeFalsy()
    await payload.update({ collection: 'reservations', id: held.json.reservationId, data: { status: 'released' }, overrideAccess: true, context: { systemMove: true } })
    expect((await post(body(second.slug, { phone }))).status).toBe(201)
  })

  it('a hold needs the phone a sign-in code proved: signed out, another number or a landline is a 403 on phone, and nothing is held (issue 48, finding 6)', async () => {
    const car = await newCar()
    const phone = `04440${String(Date.now() % 100_000).padStart(5, '0')}`
    const refused = async (answer: { status: number; json: any }, message: string) => {
      expect(answer.status, JSON.stringify(answer.json)).toBe(403)
      expect(answer.json).toMatchObject({ message, errors: [{ path: 'phone', message }] })
    }
    await refused(await post(body(car.id, { phone }), { verified: false }), UNVERIFIED_PHONE_MESSAGE)
    const otherNumber = await verifiedCookie(payload, hostOf('site-resv-a'), `${phone.slice(0, -1)}${(Number(phone.at(-1)) + 1) % 10}`)
    await refused(await post(body(car.id, { phone }), { cookie: otherNumber }), UNVERIFIED_PHONE_MESSAGE)
    // a session of another site proves nothing here
    await refused(await post(body(car.id, { phone }), { cookie: await verifiedCookie(payload, hostOf('site-resv-b'), phone) }), UNVERIFIED_PHONE_MESSAGE)
    await refused(await post(body(car.id, { phone: '02 9876 5432' }), { cookie: otherNumber }), NOT_MOBILE_MESSAGE)
    expect((await vehicleById(car.id)).reserved).toBeFalsy()
    expect((await payload.count({ collection: 'reservations', where: { vehicle: { equals: car.id } }, overrideAccess: true })).totalDocs).toBe(0)
    // the proved number, written another way, holds the car
    const held = await post(body(car.id, { phone: `+61 ${phone.slice(1, 4)} ${phone.slice(4)}` }), { cookie: await verifiedCookie(payload, hostOf('site-resv-a'), phone) })
    expect(held.status, JSON.stringify(held.json)).toBe(201)
    expect(await reservationById(held.json.reservationId)).toMatchObject({ phone, shopper: expect.any(Number) })
  })

  it('an address starts at most its daily holds on a site (issue 48, finding 6)', async () => {
    const ip = `10.7.${Date.now() % 250}.9`
    const dailyLimit = { limit: 2, windowSeconds: 86_400 }
    expect((await post(body((await newCar()).slug), { ip, dailyLimit })).status).toBe(201)
    expect((await post(body((await newCar()).slug), { ip, dailyLimit })).status).toBe(201)
    const third = await post(body((await newCar()).slug), { ip, dailyLimit })
    expect(third.status).toBe(429)
  })

  it('10 concurrent reservations for one car: exactly one held, nine told the car was just reserved', async () => {
    const car = await newCar()
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(body(car.id))))
    const won = answers.filter((a) => a.status === 201)
    const refused = answers.filter((a) => a.status === 409)
    expect(won, JSON.stringify(answers.map((a) => [a.status, a.json]))).toHaveLength(1)
    expect(refused).toHaveLength(9)
    for (const r of refused) expect(r.json).toEqual({ message: RESERVE_MESSAGES.taken, errors: [{ path: 'vehicle', message: RESERVE_MESSAGES.taken }] })
    const { docs } = await payload.find({ collection: 'reservations', where: { vehicle: { equals: car.id } }, overrideAccess: true, depth: 0 })
    expect(docs.map((d) => d.status)).toEqual(['held'])
    // the refused shoppers' leads were not written either (one transaction)
    expect((await payload.count({ collection: 'leads', where: { and: [{ vehicle: { equals: car.id } }, { type: { equals: 'reserve' } }] }, overrideAccess: true })).totalDocs).toBe(1)
  })

  it('the same idempotency key twice answers the same reservation', async () => {
    const car = await newCar()
    const b = body(car.id)
    const first = await post(b)
    const again = await post(b)
    expect(first.status).toBe(201)
    expect(again).toMatchObject({ status: 200, json: { reservationId: first.json.reservationId } })
  })

  it('field errors in the lead form words; another site car is refused; a sold car cannot be reserved', async () => {
    const car = await newCar()
    const bad = await post({ idempotencyKey: randomUUID(), vehicle: car.id, firstName: '', email: 'nope', phone: '' })
    expect(bad.status).toBe(422)
    expect(bad.json.errors.map((e: { path: string }) => e.path).sort()).toEqual(['email', 'firstName', 'phone'])
    const foreign = await post(body(world.b.vehicleId))
    expect(foreign.status).toBe(422)
    expect(foreign.json.errors[0].path).toBe('vehicle')
    // a car kept off the website (its page is a 404) is not reservable either, and stays unreserved
    const unlisted = await newCar()
    await payload.update({ collection: 'vehicles', id: unlisted.id, context, data: { showOnDealerWebsite: false }, overrideAccess: true })
    const hidden = await post(body(unlisted.id))
    expect(hidden.status).toBe(422)
    expect(hidden.json.errors[0].path).toBe('vehicle')
    expect((await payload.findByID({ collection: 'vehicles', id: unlisted.id, overrideAccess: true, depth: 0 })).reserved).not.toBe(true)
    const sold = await newCar()
    await payload.update({ collection: 'vehicles', id: sold.id, context, data: { status: 'sold' }, overrideAccess: true })
    expect((await post(body(sold.id))).status).toBe(409)
  })

  it('closed when checkout is off or the deposit is 0, and gated when the dealer gates checkout', async () => {
    const s = await payload.create({ collection: 'sites', context: { ...context, skipTemplatePages: true }, data: { name: 'No reserve', slug: 'site-resv-off', template: 'used-car', dealerships: [world.a.dealershipId], config: { checkout: { enabled: true, reserveAmount: 0 } } } })
    const car = await newCar()
    expect(await post(body(car.id), { host: hostOf(s.slug) })).toMatchObject({ status: 404, json: { message: RESERVE_MESSAGES.closed } })
    const gated = await payload.create({ collection: 'sites', context: { ...context, skipTemplatePages: true }, data: { name: 'Gated', slug: 'site-resv-gated', template: 'used-car', dealerships: [world.a.dealershipId], config: { checkout: { enabled: true } }, flags: { 'signIn.gatedRoutes': ['checkout'] } } })
    expect(await post(body(car.id), { host: hostOf(gated.slug), verified: false })).toMatchObject({ status: 401, json: { message: SIGN_IN_MESSAGE } })
    expect((await vehicleById(car.id)).reserved).toBeFalsy()
  })
})

describe('Stripe: Checkout Session and webhook', () => {
  it('pending until a validly signed webhook marks it held; a bad signature is 400 and changes nothing; a replay changes nothing', async () => {
    const provider = fakeStripe()
    const car = await newCar()
    const answer = await post(body(car.id), { provider })
    expect(answer.json).toMatchObject({ status: 'pending', redirectUrl: expect.stringContaining('checkout.stripe.test') })
    expect(provider.started[0]).toMatchObject({ amountCents: 20000, successUrl: expect.stringContaining('/checkout/confirmation?reservation=') })
    const id = answer.json.reservationId as number
    expect(await reservationById(id)).toMatchObject({ status: 'pending', providerSessionId: `cs_test_${id}` })
    // pending holds the car for the checkout window: Reserved on cards and its page, no Reserve button
    expect((await vehicleById(car.id)).reserved).toBe(true)

    const forged = await stripeWebhook(signed(sessionEvent(id), 'whsec_someone_else'), { provider: stripeProvider })
    expect(forged.status).toBe(400)
    const unsigned = await stripeWebhook(new Request('http://localhost/x', { method: 'POST', body: JSON.stringify(sessionEvent(id)) }), { provider: stripeProvider })
    expect(unsigned.status).toBe(400)
    expect(await reservationById(id)).toMatchObject({ status: 'pending' })

    const event = sessionEvent(id)
    const ok = await stripeWebhook(signed(event), { provider: stripeProvider })
    expect(ok.status).toBe(200)
    expect(await ok.json()).toMatchObject({ changed: true })
    const held = await reservationById(id)
    expect(held).toMatchObject({ status: 'held', providerPaymentId: `pi_${id}` })
    expect((await vehicleById(car.id)).reserved).toBe(true)

    // the dealer refunds it in the admin, then Stripe delivers the same event again: it stays refunded
    const replay = await stripeWebhook(signed(event), { provider: stripeProvider })
    expect(await replay.json()).toMatchObject({ changed: false })
    expect(await reservationById(id)).toMatchObject({ status: 'held', heldAt: held.heldAt, updatedAt: held.updatedAt })
  })

  it('a pending payment holds the car everywhere alike: the search card and the vehicle page show Reserved and no Reserve button, the API refuses', async () => {
    const config = { checkout: { enabled: true }, vehicleCard: { showReserveButton: true }, inventory: { minPhotos: 0 } }
    const s = await payload.create({ collection: 'sites', context: { ...context, skipTemplatePages: true }, data: { name: 'Cards', slug: 'site-resv-cards', template: 'used-car', dealerships: [world.a.dealershipId], config } })
    const settings = parseSiteConfig(config)
    const car = await newCar()
    const card = async () => {
      const res = await multiQuery(new Request('http://x/api/search/1/indexes/*/queries', { method: 'POST', headers: { 'x-forwarded-host': hostOf(s.slug) }, body: JSON.stringify({ requests: [{ indexName: 'vehicles', query: car.stockNumber }] }) }))
      const hit = ((await res.json()) as { results: { hits: Record<string, unknown>[] }[] }).results[0]!.hits.find((h) => h.slug === car.slug)
      return hit ? cardModel(hit as never, settings, new Date()) : null
    }
    const page = async () => pageModel(toVehicleView(await payload.findByID({ collection: 'vehicles', id: car.id, depth: 1, overrideAccess: true })), settings, new Date())
    await expect.poll(async () => (await card())?.buttons.map((b) => b.kind)).toContain('reserve')
    expect((await page()).buttons.map((b) => b.kind)).toContain('reserve')

    const answer = await post(body(car.id), { provider: fakeStripe(), host: hostOf(s.slug) })
    expect(answer.json.status).toBe('pending')
    await expect.poll(async () => (await card())?.tag?.kind).toBe('reserved')
    expect((await card())!.buttons.map((b) => b.kind)).not.toContain('reserve')
    expect((await page()).buttons.map((b) => b.kind)).not.toContain('reserve')
    expect((await post(body(car.id), { host: hostOf(s.slug) })).json.message).toBe(RESERVE_MESSAGES.taken)
  })

  it('an expired Checkout Session cancels the pending reservation and frees the car', async () => {
    const car = await newCar()
    const answer = await post(body(car.id), { provider: fakeStripe() })
    const res = await stripeWebhook(signed(sessionEvent(answer.json.reservationId, 'checkout.session.expired')), { provider: stripeProvider })
    expect(res.status).toBe(200)
    expect(await reservationById(answer.json.reservationId)).toMatchObject({ status: 'cancelled' })
    expect((await post(body(car.id))).status).toBe(201)
  })
})

describe('a shopper who turns back from the Stripe payment page', () => {
  const turnBack = (cancelUrl: string, provider: PaymentProvider, host = hostOf('site-resv-a')) =>
    abandonCheckout(new Request(cancelUrl, { headers: { 'x-forwarded-host': host } }), { providerFor: () => provider })

  it('the cancel URL closes the Checkout Session and frees the car at once, then sends the shopper back to the checkout page', async () => {
    const provider = fakeStripe()
    const car = await newCar()
    const answer = await post(body(car.id, { page: `/cars/${car.slug}/checkout` }), { provider })
    const id = answer.json.reservationId as number
    expect((await vehicleById(car.id)).reserved).toBe(true)
    const cancelUrl = provider.started[0]!.cancelUrl
    expect(cancelUrl).toBe(`http://${hostOf('site-resv-a')}/api/reservations/cancel?token=${answer.json.token}&back=${encodeURIComponent(`/cars/${car.slug}/checkout`)}`)

    const res = await turnBack(cancelUrl, provider)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`/cars/${car.slug}/checkout?payment=cancelled`)
    expect(provider.abandoned).toEqual([`cs_test_${id}`])
    expect(await reservationById(id)).toMatchObject({ status: 'cancelled' })
    expect((await vehicleById(car.id)).reserved).toBe(false)
    expect((await post(body(car.id))).status).toBe(201)

    // the same cancel URL again (back button) changes nothing and asks Stripe nothing
    expect((await turnBack(cancelUrl, provider)).status).toBe(303)
    expect(provider.abandoned).toHaveLength(1)
  })

  it('a session paid meanwhile is not cancelled (the webhook holds it); a token on another site or a forged one changes nothing', async () => {
    const car = await newCar()
    const first = fakeStripe()
    const answer = await post(body(car.id), { provider: first })
    const id = answer.json.reservationId as number
    const paid = fakeStripe([`cs_test_${id}`])
    await turnBack(first.started[0]!.cancelUrl, paid)
    expect(await reservationById(id)).toMatchObject({ status: 'pending' })

    const other = fakeStripe()
    const res = await turnBack(first.started[0]!.cancelUrl, other, hostOf('site-resv-b'))
    expect(res.status).toBe(303)
    expect(other.abandoned).toEqual([])
    const forged = await turnBack(`http://${hostOf('site-resv-a')}/api/reservations/cancel?token=nope&back=${encodeURIComponent('//evil.example/x')}`, other)
    expect(forged.headers.get('location')).toBe('/?payment=cancelled')
    expect(await reservationById(id)).toMatchObject({ status: 'pending' })
    expect((await vehicleById(car.id)).reserved).toBe(true)
  })
})

describe('the 48-hour hold', () => {
  it('the expiry job releases at 48 hours (not before), refunding through the adapter; the car is free again', async () => {
    const provider = fakeStripe()
    const car = await newCar()
    const answer = await post(body(car.id), { provider })
    const id = answer.json.reservationId as number
    await stripeWebhook(signed(sessionEvent(id)), { provider: stripeProvider })
    const heldAt = new Date((await reservationById(id)).heldAt!)
    const before = await expireReservations(payload, new Date(heldAt.getTime() + HOLD_MS - 60_000), () => provider)
    expect(before.released).not.toContain(id)
    expect(await reservationById(id)).toMatchObject({ status: 'held' })
    const after = await expireReservations(payload, new Date(heldAt.getTime() + HOLD_MS), () => provider)
    expect(after.released).toContain(id)
    expect(provider.refunded.filter((p) => p === `pi_${id}`)).toHaveLength(1)
    expect(await reservationById(id)).toMatchObject({ status: 'released', providerRefundId: `re_pi_${id}` })
    expect((await vehicleById(car.id)).reserved).toBe(false)
    // run again: nothing more
    const again = await expireReservations(payload, new Date(heldAt.getTime() + HOLD_MS + 1), () => provider)
    expect(again.released).not.toContain(id)
    expect(provider.refunded.filter((p) => p === `pi_${id}`)).toHaveLength(1)
  })

  it('a pay-at-the-dealership hold is released without a refund call', async () => {
    const car = await newCar()
    const answer = await post(body(car.id))
    const heldAt = new Date((await reservationById(answer.json.reservationId)).heldAt!)
    const result = await expireReservations(payload, new Date(heldAt.getTime() + HOLD_MS + 1000))
    expect(result.released).toContain(answer.json.reservationId)
    expect((await vehicleById(car.id)).reserved).toBe(false)
  })
})

describe('dealer staff in the admin', () => {
  it('confirm, complete; a finished reservation cannot be reopened', async () => {
    const car = await newCar()
    const { json } = await post(body(car.id))
    const confirmed = await rest('PATCH', `/reservations/${json.reservationId}`, { token: tokens.editorA, body: { dealerConfirmed: true } })
    expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200)
    expect(confirmed.json.doc).toMatchObject({ dealerConfirmed: true, confirmedAt: expect.any(String), status: 'held' })
    const done = await rest('PATCH', `/reservations/${json.reservationId}`, { token: tokens.editorA, body: { status: 'completed' } })
    expect(done.json.doc).toMatchObject({ status: 'completed', completedAt: expect.any(String) })
    expect((await vehicleById(car.id)).reserved).toBe(false)
    const reopen = await rest('PATCH', `/reservations/${json.reservationId}`, { token: tokens.editorA, body: { status: 'held' } })
    expect(reopen.status).toBe(400)
    expect(JSON.stringify(reopen.json)).toContain('A completed reservation cannot become held.')
  })

  it('cancel frees the car for the next shopper', async () => {
    const car = await newCar()
    const { json } = await post(body(car.id))
    const cancelled = await rest('PATCH', `/reservations/${json.reservationId}`, { token: tokens.editorA, body: { status: 'cancelled' } })
    expect(cancelled.json.doc).toMatchObject({ status: 'cancelled' })
    expect((await vehicleById(car.id)).reserved).toBe(false)
    expect((await post(body(car.id))).status).toBe(201)
  })

  it('refund through the provider when it took the money online', async () => {
    const car = await newCar()
    const answer = await post(body(car.id), { provider: fakeStripe() })
    const id = answer.json.reservationId as number
    await stripeWebhook(signed(sessionEvent(id)), { provider: stripeProvider })
    // no Stripe key in this process: the refund cannot go through and the status stays held with the reason
    const refused = await rest('PATCH', `/reservations/${id}`, { token: tokens.editorA, body: { status: 'refunded' } })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.json)).toContain('The refund failed')
    expect(await reservationById(id)).toMatchObject({ status: 'held' })
  })
})

describe('the stock feed and an active reservation', () => {
  const feedRow = (stock: string, reserved: 'true' | 'false') => parseFeed(`stocknum,make,model,year,car_type,status,reserved,price\n${stock},Mazda,CX-3,2021,used,in_stock,${reserved},25990\n`, 'csv')

  it('an import that says not reserved keeps a held car Reserved; once the hold ends the feed decides again', async () => {
    const car = await newCar()
    const { json } = await post(body(car.id))
    expect((await vehicleById(car.id)).reserved).toBe(true)
    const report = await importInventory(payload, { dealershipId: world.a.dealershipId, rows: feedRow(car.stockNumber, 'false'), mode: 'delta' })
    expect(report.rejected).toEqual([])
    expect((await vehicleById(car.id)).reserved).toBe(true)
    // and the Reserve button stays away: a second shopper is still refused
    expect((await post(body(car.id))).status).toBe(409)
    await rest('PATCH', `/reservations/${json.reservationId}`, { token: tokens.editorA, body: { status: 'cancelled' } })
    expect((await vehicleById(car.id)).reserved).toBe(false)
    await importInventory(payload, { dealershipId: world.a.dealershipId, rows: feedRow(car.stockNumber, 'true'), mode: 'delta' })
    expect((await vehicleById(car.id)).reserved).toBe(true)
    await importInventory(payload, { dealershipId: world.a.dealershipId, rows: feedRow(car.stockNumber, 'false'), mode: 'delta' })
    expect((await vehicleById(car.id)).reserved).toBe(false)
  })

  it('a pending online payment keeps the car Reserved through an import too', async () => {
    const car = await newCar()
    await post(body(car.id), { provider: fakeStripe() })
    await importInventory(payload, { dealershipId: world.a.dealershipId, rows: feedRow(car.stockNumber, 'false'), mode: 'delta' })
    expect((await vehicleById(car.id)).reserved).toBe(true)
  })
})

describe('access: other dealers, anonymous, tenancy', () => {
  it('another dealer cannot read or change it (REST, GraphQL); anonymous neither; nobody creates one through the API', async () => {
    const car = await newCar()
    const { json } = await post(body(car.id))
    const id = json.reservationId as number
    expect((await rest('GET', `/reservations/${id}`, { token: tokens.editorB })).status).toBe(404)
    expect((await rest('GET', `/reservations?where[id][equals]=${id}`, { token: tokens.editorB })).json.docs).toEqual([])
    expect((await rest('GET', `/reservations/${id}`)).status).toBe(403)
    expect((await rest('GET', `/reservations/${id}`, { token: tokens.editorA })).status).toBe(200)
    expect((await rest('GET', `/reservations/${id}`, { token: tokens.staff })).status).toBe(200)
    const patch = await rest('PATCH', `/reservations/${id}`, { token: tokens.editorB, body: { status: 'cancelled' } })
    expect([403, 404]).toContain(patch.status)
    const gqlRead = await graphql(`{ Reservation(id: ${id}) { id email } }`, { token: tokens.editorB })
    expect(gqlRead.json.data?.Reservation ?? null).toBeNull()
    const gqlList = await graphql(`{ Reservations { docs { id } } }`, { token: tokens.editorB })
    expect((gqlList.json.data?.Reservations?.docs ?? []).map((d: { id: number }) => d.id)).not.toContain(id)
    const gqlChange = await graphql(`mutation { updateReservation(id: ${id}, data: { status: cancelled }) { id status } }`, { token: tokens.editorB })
    expect(gqlChange.json.errors).toBeTruthy()
    const created = await rest('POST', '/reservations', { token: tokens.editorA, body: { site: world.a.siteId, dealership: world.a.dealershipId, vehicle: car.id, firstName: 'X', email: 'x@example.com', phone: '0400000000', amount: 1, provider: 'local', publicToken: 'x' } })
    expect(created.status).toBe(403)
    expect(await reservationById(id)).toMatchObject({ status: 'held' })
  })

  it('its own dealer cannot move it to another site, dealership, car or amount', async () => {
    const car = await newCar()
    const { json } = await post(body(car.id))
    const id = json.reservationId as number
    await rest('PATCH', `/reservations/${id}`, { token: tokens.editorA, body: { site: world.b.siteId, dealership: world.b.dealershipId, vehicle: world.b.vehicleId, amount: 1 } })
    expect(await reservationById(id)).toMatchObject({ site: world.a.siteId, dealership: world.a.dealershipId, vehicle: car.id, amount: 20000 })
  })
})
