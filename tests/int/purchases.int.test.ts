/**
 * Online purchase (issue 14 item 4, FIN §4), against real PostgreSQL: who may buy which car, the
 * order and its lead, one purchase or hold per car when shoppers race (purchases against purchases
 * and against deposit reservations), payment through the provider interface (pay at the dealership;
 * Stripe pending until its signed webhook), no 48-hour lapse for a held purchase, and the order
 * closed to other dealers' staff and anonymous callers through REST and GraphQL.
 */
import { randomUUID } from 'node:crypto'
import { _internal_jobSystemGlobals, _internal_resetJobSystemGlobals, type Payload } from 'payload'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getPayloadClient } from '../../site/payload'
import { PURCHASE_MESSAGES } from '../../site/rules/onlinePurchase'
import { HOLD_MS, PENDING_MS, RESERVE_MESSAGES } from '../../site/rules/reservation'
import { expireReservations } from '../../site/reservations/expiry'
import { localProvider, StripeProvider, type PaymentProvider, type StartInput } from '../../site/reservations/provider'
import { purchase, reserve } from '../../site/reservations/reserve'
import { stripeWebhook } from '../../site/reservations/webhook'
import { graphql, login, rest } from './setup/api'
import { buildWorld, PASSWORD, type World } from './setup/fixtures'
import { verifiedCookie } from './setup/verifiedShopper'
import { UNVERIFIED_PHONE_MESSAGE } from '../../site/rules/verifiedPhone'

const context = { disableRevalidate: true }
const WEBHOOK_SECRET = 'whsec_test_purchases'
const stripeProvider = new StripeProvider('sk_test_purchases_not_used', WEBHOOK_SECRET)
const stripe = new Stripe('sk_test_purchases_not_used')

let payload: Payload
let world: World
let tokens: { editorA: string; editorB: string; staff: string }
let seq = 0

const hostOf = (slug: string) => `${slug}.localhost:3000`

function fakeStripe(): PaymentProvider & { started: StartInput[] } {
  const started: StartInput[] = []
  return {
    id: 'stripe',
    refunds: true,
    started,
    start: async (input) => {
      started.push(input)
      return { status: 'pending', sessionId: `cs_test_${input.reservationId}`, redirectUrl: `https://checkout.stripe.test/${input.reservationId}` }
    },
    refund: async (paymentId) => `re_${paymentId}`,
    abandon: async () => 'closed',
  }
}

async function newCar(extra: Record<string, unknown> = {}) {
  const n = ++seq
  return payload.create({ collection: 'vehicles', context, data: { year: 2021, make: 'Mazda', model: 'CX-3', carType: 'used', status: 'in_stock', price: 25990, priceType: 'Drive Away', dealership: world.a.dealershipId, name: `Buy ${n}`, slug: `buy-car-${n}-${randomUUID().slice(0, 6)}`, stockNumber: `B-${n}`, showOnDealerWebsite: true, ...extra } })
}

const body = (vehicle: number | string) => {
  const n = ++seq
  return { idempotencyKey: randomUUID(), vehicle, firstName: 'Pat', lastName: `Buyer${n}`, email: `pat${n}@example.com`, phone: `04330${String(n).padStart(5, '0')}` }
}

type CallOptions = { host?: string; provider?: PaymentProvider; verified?: boolean }

/** POSTs an order (or a hold), signed in with the body's phone (a code from the SMS outbox) unless `verified` is false. */
async function call(handler: typeof purchase, json: { phone: string }, options: CallOptions = {}) {
  const host = options.host ?? hostOf('site-buy-a')
  const cookie = options.verified === false ? undefined : await verifiedCookie(payload, host, json.phone)
  const request = new Request('http://localhost:3000/api/purchases', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-host': host, 'x-forwarded-for': `10.2.0.${++seq % 250}`, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(json),
  })
  const response = await handler(request, { provider: options.provider ?? localProvider, limit: { limit: 10_000, windowSeconds: 600 }, dailyLimit: { limit: 10_000, windowSeconds: 86_400 } })
  return { status: response.status, json: (await response.json()) as any }
}
const buy = (json: { phone: string }, options: CallOptions = {}) => call(purchase, json, options)

const orderById = (id: number) => payload.findByID({ collection: 'reservations', id, depth: 0, overrideAccess: true })
const vehicleById = (id: number) => payload.findByID({ collection: 'vehicles', id, depth: 0, overrideAccess: true })

async function site(slug: string, config: Record<string, unknown>, flags: Record<string, unknown>) {
  return payload.create({ collection: 'sites', context: { ...context, skipTemplatePages: true }, data: { name: slug, slug, template: 'used-car', dealerships: [world.a.dealershipId], config, flags } })
}

function signed(event: Record<string, unknown>) {
  const raw = JSON.stringify(event)
  const header = stripe.webhooks.generateTestHeaderString({ payload: raw, secret: WEBHOOK_SECRET })
  return new Request('http://localhost:3000/api/reservations/stripe-webhook', { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body: raw })
}
const paidEvent = (id: number) => ({
  id: `evt_${randomUUID()}`, object: 'event', type: 'checkout.session.completed', api_version: '2025-01-01', created: Math.floor(Date.now() / 1000),
  data: { object: { id: `cs_test_${id}`, object: 'checkout.session', client_reference_id: String(id), metadata: { reservationId: String(id) }, payment_intent: `pi_${id}`, payment_status: 'paid' } },
})

beforeAll(async () => {
  payload = await getPayloadClient()
  _internal_jobSystemGlobals.shouldAutoRun = false
  world = await buildWorld(payload, 'buy')
  for (const siteId of [world.a.siteId, world.b.siteId]) {
    const s = await payload.findByID({ collection: 'sites', id: siteId, depth: 0, overrideAccess: true })
    await payload.update({ collection: 'sites', id: siteId, context, overrideAccess: true, data: { config: { ...((s.config as Record<string, unknown>) ?? {}), checkout: { enabled: true } }, flags: { ...((s.flags as Record<string, unknown>) ?? {}), 'checkout.onlinePurchase': true } } })
  }
  tokens = { editorA: await login(world.a.editorEmail, PASSWORD), editorB: await login(world.b.editorEmail, PASSWORD), staff: await login(world.staffEmail, PASSWORD) }
})

afterAll(() => _internal_resetJobSystemGlobals())

describe('POST /api/purchases, paid at the dealership', () => {
  it('an order needs the phone a sign-in code proved: signed out it is a 403 on phone and nothing is ordered (issue 48, finding 6)', async () => {
    const car = await newCar()
    const order = body(car.id)
    const refused = await buy(order, { verified: false })
    expect(refused.status, JSON.stringify(refused.json)).toBe(403)
    expect(refused.json).toMatchObject({ message: UNVERIFIED_PHONE_MESSAGE, errors: [{ path: 'phone', message: UNVERIFIED_PHONE_MESSAGE }] })
    expect((await payload.count({ collection: 'reservations', where: { vehicle: { equals: car.id } }, overrideAccess: true })).totalDocs).toBe(0)
    expect((await buy(order)).status).toBe(201)
  })

  it('records the order for the price in cents, awaiting the dealer; makes a purchase lead; the car shows Reserved', async () => {
    const car = await newCar()
    const answer = await buy(body(car.slug))
    expect(answer.status, JSON.stringify(answer.json)).toBe(201)
    expect(answer.json).toMatchObject({ status: 'held', confirmationPath: `/checkout-journey/confirmation?order=${answer.json.token}` })
    const order = await orderById(answer.json.reservationId)
    expect(order).toMatchObject({ kind: 'purchase', status: 'held', amount: 2599000, provider: 'local', dealerConfirmed: false, vehicle: car.id, site: world.a.siteId })
    const lead = await payload.findByID({ collection: 'leads', id: order.lead as number, depth: 0, overrideAccess: true, joins: false })
    expect(lead).toMatchObject({ type: 'purchase', category: 'Online Purchase', vehicle: car.id, email: order.email })
    expect((await payload.count({ collection: 'lead-deliveries', where: { lead: { equals: lead.id } }, overrideAccess: true })).totalDocs).toBeGreaterThan(0)
    expect((await vehicleById(car.id)).reserved).toBe(true)
  })

  it('new cars only for the listed makes; not for a car without a price, sold, or of another site', async () => {
    const kia = await newCar({ carType: 'new', make: 'Kia', model: 'Seltos' })
    expect(await buy(body(kia.id))).toMatchObject({ status: 409, json: { message: PURCHASE_MESSAGES.unavailable } })
    const makes = await site('site-buy-makes', { checkout: { enabled: true, onlinePurchaseNewMakes: ['Kia', 'MG'] } }, { 'checkout.onlinePurchase': true })
    expect((await buy(body(kia.id), { host: hostOf(makes.slug) })).status).toBe(201)
    const free = await newCar({ price: 0 })
    expect((await buy(body(free.id))).status).toBe(409)
    const sold = await newCar({ status: 'sold' })
    expect((await buy(body(sold.id))).status).toBe(409)
    const foreign = await buy(body(world.b.vehicleId))
    expect(foreign.status).toBe(422)
    expect(foreign.json.errors[0].path).toBe('vehicle')
  })

  it('closed without the flag or without checkout (404); gated when the dealer gates checkout (401)', async () => {
    const car = await newCar()
    const noFlag = await site('site-buy-noflag', { checkout: { enabled: true } }, {})
    expect(await buy(body(car.id), { host: hostOf(noFlag.slug) })).toMatchObject({ status: 404, json: { message: PURCHASE_MESSAGES.closed } })
    const noCheckout = await site('site-buy-nocheckout', { checkout: { enabled: false } }, { 'checkout.onlinePurchase': true })
    expect((await buy(body(car.id), { host: hostOf(noCheckout.slug) })).status).toBe(404)
    const gated = await site('site-buy-gated', { checkout: { enabled: true } }, { 'checkout.onlinePurchase': true, 'signIn.gatedRoutes': ['checkout'] })
    expect(await buy(body(car.id), { host: hostOf(gated.slug), verified: false })).toMatchObject({ status: 401, json: { message: PURCHASE_MESSAGES.signIn } })
    expect((await vehicleById(car.id)).reserved).toBeFalsy()
  })
})

describe('one purchase or hold per car', () => {
  it('10 concurrent purchases: exactly one order, nine told the car was just taken, one lead', async () => {
    const car = await newCar()
    const answers = await Promise.all(Array.from({ length: 10 }, () => buy(body(car.id))))
    expect(answers.filter((a) => a.status === 201), JSON.stringify(answers.map((a) => a.status))).toHaveLength(1)
    const refused = answers.filter((a) => a.status === 409)
    expect(refused).toHaveLength(9)
    for (const r of refused) expect(r.json).toEqual({ message: PURCHASE_MESSAGES.taken, errors: [{ path: 'vehicle', message: PURCHASE_MESSAGES.taken }] })
    expect((await payload.count({ collection: 'reservations', where: { vehicle: { equals: car.id } }, overrideAccess: true })).totalDocs).toBe(1)
    expect((await payload.count({ collection: 'leads', where: { and: [{ vehicle: { equals: car.id } }, { type: { equals: 'purchase' } }] }, overrideAccess: true })).totalDocs).toBe(1)
  })

  it('5 purchases racing 5 deposit reservations: exactly one of all ten holds the car', async () => {
    const car = await newCar()
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => call(i % 2 ? purchase : reserve, body(car.id))))
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1)
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9)
    const { docs } = await payload.find({ collection: 'reservations', where: { vehicle: { equals: car.id } }, overrideAccess: true, depth: 0 })
    expect(docs.map((d) => d.status)).toEqual(['held'])
  })

  it('a reserved car cannot be bought, and a bought car cannot be reserved', async () => {
    const reserved = await newCar()
    expect((await call(reserve, body(reserved.id))).status).toBe(201)
    expect(await buy(body(reserved.id))).toMatchObject({ status: 409, json: { message: PURCHASE_MESSAGES.taken } })
    const bought = await newCar()
    expect((await buy(body(bought.id))).status).toBe(201)
    expect(await call(reserve, body(bought.id))).toMatchObject({ status: 409, json: { message: RESERVE_MESSAGES.taken } })
  })
})

describe('paid online through the Stripe adapter', () => {
  it('pending for the whole price until the signed webhook; held then, and a held purchase does not lapse at 48 hours', async () => {
    const provider = fakeStripe()
    const car = await newCar()
    const answer = await buy(body(car.id), { provider })
    expect(answer).toMatchObject({ status: 201, json: { status: 'pending', redirectUrl: expect.stringContaining('checkout.stripe.test') } })
    expect(provider.started[0]).toMatchObject({
      amountCents: 2599000,
      description: expect.stringMatching(/^Online purchase: 2021 Mazda CX-3/),
      successUrl: `http://${hostOf('site-buy-a')}/checkout-journey/confirmation?order=${answer.json.token}`,
      cancelUrl: `http://${hostOf('site-buy-a')}/api/reservations/cancel?token=${answer.json.token}&back=${encodeURIComponent(`/checkout-journey?car_id=${car.slug}`)}`,
    })
    const id = answer.json.reservationId as number
    expect((await vehicleById(car.id)).reserved).toBe(true)
    expect((await stripeWebhook(signed(paidEvent(id)), { provider: stripeProvider })).status).toBe(200)
    const held = await orderById(id)
    expect(held).toMatchObject({ status: 'held', providerPaymentId: `pi_${id}` })
    const result = await expireReservations(payload, new Date(new Date(held.heldAt!).getTime() + HOLD_MS * 3), () => provider)
    expect(result.released).not.toContain(id)
    expect(await orderById(id)).toMatchObject({ status: 'held' })
  })

  it('a payment never finished is cancelled after an hour and the car is free again', async () => {
    const car = await newCar()
    const answer = await buy(body(car.id), { provider: fakeStripe() })
    const created = new Date((await orderById(answer.json.reservationId)).createdAt)
    const result = await expireReservations(payload, new Date(created.getTime() + PENDING_MS))
    expect(result.cancelled).toContain(answer.json.reservationId)
    expect((await vehicleById(car.id)).reserved).toBe(false)
    expect((await buy(body(car.id))).status).toBe(201)
  })
})

describe('access to orders', () => {
  it('its dealer confirms and completes it; another dealer cannot read or change it (REST, GraphQL); anonymous neither', async () => {
    const car = await newCar()
    const { json } = await buy(body(car.id))
    const id = json.reservationId as number
    expect((await rest('GET', `/reservations/${id}`, { token: tokens.editorB })).status).toBe(404)
    expect((await rest('GET', `/reservations?where[kind][equals]=purchase`, { token: tokens.editorB })).json.docs).toEqual([])
    expect((await rest('GET', `/reservations/${id}`)).status).toBe(403)
    expect((await rest('GET', `/reservations?where[kind][equals]=purchase`)).status).toBe(403)
    const gql = await graphql(`{ Reservation(id: ${id}) { id email amount } }`, { token: tokens.editorB })
    expect(gql.json.data?.Reservation ?? null).toBeNull()
    const gqlAnon = await graphql(`{ Reservations(where: { kind: { equals: purchase } }) { docs { id } } }`)
    expect((gqlAnon.json.data?.Reservations?.docs ?? []).map((d: { id: number }) => d.id)).not.toContain(id)
    const change = await graphql(`mutation { updateReservation(id: ${id}, data: { status: cancelled }) { id } }`, { token: tokens.editorB })
    expect(change.json.errors).toBeTruthy()
    // its own dealer cannot turn the order into a deposit or change the price
    await rest('PATCH', `/reservations/${id}`, { token: tokens.editorA, body: { kind: 'reserve', amount: 100 } })
    expect(await orderById(id)).toMatchObject({ kind: 'purchase', amount: 2599000, status: 'held' })
    const confirmed = await rest('PATCH', `/reservations/${id}`, { token: tokens.editorA, body: { dealerConfirmed: true } })
    expect(confirmed.json.doc).toMatchObject({ dealerConfirmed: true, status: 'held' })
    const done = await rest('PATCH', `/reservations/${id}`, { token: tokens.editorA, body: { status: 'completed' } })
    expect(done.json.doc).toMatchObject({ status: 'completed' })
    expect((await vehicleById(car.id)).reserved).toBe(false)
    expect((await rest('GET', `/reservations/${id}`, { token: tokens.staff })).status).toBe(200)
  })
})
