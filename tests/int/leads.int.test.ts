/**
 * Issue 12: POST /api/leads (the route's handler) against real PostgreSQL: idempotency under 20
 * concurrent submissions, the spec's validation messages, references of another site, rate limits,
 * the honeypot, body size; leads closed to outsiders through REST and GraphQL and to moving between
 * tenants; delivery through the jobs queue (one per channel, signed webhook, retries, dead letter,
 * Retry now). The app's runner is paused: the tests run the queue themselves, with a moved clock.
 */
import { randomUUID } from 'node:crypto'
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import { _internal_jobSystemGlobals, _internal_resetJobSystemGlobals, commitTransaction, createLocalReq, initTransaction, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DELIVERY_WINDOW_MS, runLeadJobs, STALE_CLAIM_MS } from '../../site/leads/delivery'
import { NOT_ON_SITE } from '../../site/leads/references'
import { POSTCODE_MESSAGE, REQUIRED_MESSAGE, TERMS_MESSAGE } from '../../site/leads/schema'
import { SOLD_LEAD_MESSAGE } from '../../site/rules/stockState'
import { isDatabaseUnavailable, MESSAGES, submitLead, type LeadLimits } from '../../site/leads/submitLead'
import { inConfirmedTransaction, NotCommittedError } from '../../site/leads/transaction'
import { verifySignature } from '../../site/leads/webhook'
import { EMAIL_MESSAGE, FORM_ERROR_HEADING } from '../../site/rules/forms'
import { getPayloadClient } from '../../site/payload'
import { graphql, login, rest } from './setup/api'
import { buildWorld, PASSWORD, type World } from './setup/fixtures'
import { startReceiver, type Receiver } from './setup/webhookReceiver'

const SECRET = 'whsec-test-1234'
const OPEN: LeadLimits = { ip: { limit: 10_000, windowSeconds: 600 }, contact: { limit: 10_000, windowSeconds: 600 }, reveal: { limit: 10_000, windowSeconds: 600 } }
const context = { disableRevalidate: true }

let payload: Payload
let world: World
let receiver: Receiver
let tokens: { editorA: string; editorB: string; staff: string }
let termsSiteSlug: string

type Body = Record<string, unknown>
const hostOf = (slug: string) => `${slug}.localhost:3000`

async function post(body: unknown, options: { host?: string; ip?: string; limits?: LeadLimits; raw?: string } = {}) {
  const request = new Request('http://localhost:3000/api/leads', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-host': options.host ?? hostOf('site-lead-a'), 'x-forwarded-for': options.ip ?? '10.0.0.1' },
    body: options.raw ?? JSON.stringify(body),
  })
  const response = await submitLead(request, { limits: options.limits ?? OPEN })
  return { status: response.status, json: (await response.json()) as any, headers: response.headers }
}

let phoneSeq = 0
const enquiry = (extra: Body = {}): Body => ({
  type: 'enquiry',
  idempotencyKey: randomUUID(),
  vehicle: world.a.vehicleId,
  firstName: 'Jo',
  lastName: 'Citizen',
  email: `jo${++phoneSeq}@example.com`,
  phone: `04123${String(phoneSeq).padStart(5, '0')}`,
  message: 'Is it still available?',
  ...extra,
})

const leadById = (id: number) => payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true, joins: false })
const deliveriesOf = async (leadId: number) =>
  (await payload.find({ collection: 'lead-deliveries', where: { lead: { equals: leadId } }, depth: 0, pagination: false, overrideAccess: true, sort: 'channel' })).docs
const outboxTo = async (to: string) => (await payload.find({ collection: 'outbox-messages', where: { to: { contains: to } }, pagination: false, overrideAccess: true })).docs
const hooksFor = (leadId: number) => receiver.received.filter((r) => r.headers['idempotency-key'] === String(leadId))

/** Runs the lead queue as if `ms` had passed since now. */
async function runLater(ms: number) {
  const shifted = Date.now() + ms
  _internal_jobSystemGlobals.getCurrentDate = () => new Date(shifted)
  try {
    await runLeadJobs(payload)
  } finally {
    _internal_jobSystemGlobals.getCurrentDate = () => new Date()
  }
}

beforeAll(async () => {
  payload = await getPayloadClient()
  _internal_jobSystemGlobals.shouldAutoRun = false
  world = await buildWorld(payload, 'lead')
  receiver = await startReceiver()
  await payload.update({ collection: 'dealerships', id: world.a.dealershipId, context, data: { leadDelivery: { emails: ['sales@dealer-a.test'], webhookUrl: receiver.url, webhookSecret: SECRET, format: 'json' } } })
  const terms = await payload.create({ collection: 'sites', context: { ...context, skipTemplatePages: true }, data: { name: 'Terms site', slug: 'site-lead-terms', template: 'used-car', dealerships: [world.a.dealershipId], config: { forms: { enquiry: { termsCheckbox: true, postcodeRequired: true } } } } })
  termsSiteSlug = terms.slug
  tokens = { editorA: await login(world.a.editorEmail, PASSWORD), editorB: await login(world.b.editorEmail, PASSWORD), staff: await login(world.staffEmail, PASSWORD) }
})

afterAll(async () => {
  _internal_resetJobSystemGlobals()
  await receiver.close()
})

describe('POST /api/leads: idempotency', () => {
  it('201 with the lead id, the same key again 200 with the same id', async () => {
    const body = enquiry()
    const first = await post(body)
    expect(first.status, JSON.stringify(first.json)).toBe(201)
    expect(first.json.leadId).toEqual(expect.any(Number))
    const again = await post(body)
    expect(again).toMatchObject({ status: 200, json: { leadId: first.json.leadId } })
    const lead = await leadById(first.json.leadId)
    expect(lead).toMatchObject({ site: world.a.siteId, dealership: world.a.dealershipId, type: 'enquiry', category: 'Vehicle Enquiry', status: 'new', spam: false, vehicleSnapshot: { stockNumber: 'S-lead-a', make: 'Mazda', model: 'CX-5', year: 2022 }, analyticsEventId: 15 })
  })

  it('20 concurrent submissions with one key: one lead, one delivery per channel', async () => {
    const body = enquiry()
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(body)))
    const ids = new Set(answers.map((a) => a.json.leadId))
    expect(ids.size, JSON.stringify(answers.map((a) => a.json))).toBe(1)
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1)
    expect(answers.filter((a) => a.status === 200)).toHaveLength(19)
    const leadId = [...ids][0] as number
    const { totalDocs } = await payload.count({ collection: 'leads', where: { idempotencyKey: { equals: body.idempotencyKey } }, overrideAccess: true })
    expect(totalDocs).toBe(1)
    expect((await deliveriesOf(leadId)).map((d) => d.channel).sort()).toEqual(['confirmation', 'email', 'webhook'])
    await runLeadJobs(payload)
    expect((await deliveriesOf(leadId)).map((d) => [d.channel, d.status, d.attempts]).sort()).toEqual([
      ['confirmation', 'delivered', 1],
      ['email', 'delivered', 1],
      ['webhook', 'delivered', 1],
    ])
    expect(hooksFor(leadId)).toHaveLength(1)
    expect((await outboxTo(String(body.email))).length).toBe(1)
    const dealerMails = (await outboxTo('sales@dealer-a.test')).filter((m) => String(m.text).includes(`#${leadId} `))
    expect(dealerMails).toHaveLength(1)
    await runLeadJobs(payload)
    expect(hooksFor(leadId)).toHaveLength(1)
  })
})

describe('POST /api/leads: validation (FIN §5, §8)', () => {
  const errorsOf = async (body: Body, host?: string) => {
    const answer = await post(body, { host })
    expect(answer.status).toBe(422)
    expect(answer.json.message).toBe(FORM_ERROR_HEADING)
    return answer.json.errors as Array<{ path: string; message: string }>
  }
  it('required fields: This is a required field.', async () => {
    expect(await errorsOf(enquiry({ firstName: '', phone: ' ', message: '' }))).toEqual([
      { path: 'firstName', message: REQUIRED_MESSAGE },
      { path: 'phone', message: REQUIRED_MESSAGE },
      { path: 'message', message: REQUIRED_MESSAGE },
    ])
  })
  it('a malformed email', async () => expect(await errorsOf(enquiry({ email: 'jo@' }))).toEqual([{ path: 'email', message: EMAIL_MESSAGE }]))
  it('postcode: Invalid postcode. Please enter a 4-digit number.', async () => {
    expect(await errorsOf({ ...enquiry(), type: 'contact', location: world.a.locationId, postcode: '123' })).toEqual([{ path: 'postcode', message: POSTCODE_MESSAGE }])
  })
  it('terms on a site that uses the checkbox, postcode where the dealer requires it', async () => {
    expect(await errorsOf(enquiry(), hostOf(termsSiteSlug))).toEqual([
      { path: 'postcode', message: POSTCODE_MESSAGE },
      { path: 'termsAccepted', message: TERMS_MESSAGE },
    ])
    expect((await post(enquiry({ termsAccepted: true, postcode: '4000' }), { host: hostOf(termsSiteSlug) })).status).toBe(201)
  })
  it('the trade-in form: car details with the kilometre field', async () => {
    const body = { ...enquiry(), type: 'trade-in', vehicle: undefined, location: world.a.locationId, postcode: '4000', tradeIn: { make: 'Kia', model: 'Rio', year: 2015, km: '' } }
    expect(await errorsOf(body)).toEqual([{ path: 'tradeIn.km', message: REQUIRED_MESSAGE }])
    const ok = await post({ ...body, tradeIn: { make: 'Kia', model: 'Rio', year: 2015, km: '120,000 kms', state: 'QLD', rego: 'ABC123' } })
    expect(ok.status).toBe(201)
    expect((await leadById(ok.json.leadId)).tradeIn).toMatchObject({ km: 120000, state: 'QLD', rego: 'ABC123' })
  })
  it('an unknown type and a body that is not JSON', async () => {
    expect(await errorsOf({ type: 'reserve' })).toEqual([{ path: 'type', message: 'Please choose one of the options.' }])
    const notJson = await post(null, { raw: 'type=enquiry' })
    expect(notJson).toMatchObject({ status: 422, json: { message: FORM_ERROR_HEADING, errors: [{ path: 'body', message: MESSAGES.notJson }] } })
  })
  it('a body over 32 KB: 413 JSON', async () => {
    const big = await post(enquiry({ message: 'x'.repeat(33 * 1024) }))
    expect(big).toMatchObject({ status: 413, json: { message: MESSAGES.tooLarge } })
  })
})

describe('POST /api/leads: a site that offers no location (every location hidden)', () => {
  let noLocation: { host: string; dealershipId: number; groupHost: string; otherDealershipId: number }
  beforeAll(async () => {
    const dealership = await payload.create({ collection: 'dealerships', context, data: { name: 'Dealer hidden yards', slug: 'dealer-lead-hidden', leadDelivery: { emails: ['sales@hidden-yards.test'] } } })
    await payload.create({ collection: 'locations', context, data: { name: 'Hidden yard', slug: 'hidden-yard-lead', dealership: dealership.id, visible: false } })
    const other = await payload.create({ collection: 'dealerships', context, data: { name: 'Dealer no yards', slug: 'dealer-lead-none' } })
    await payload.create({ collection: 'sites', context: { ...context, skipTemplatePages: true }, data: { name: 'Hidden yards', slug: 'site-lead-hidden', template: 'used-car', dealerships: [dealership.id] } })
    await payload.create({ collection: 'sites', context: { ...context, skipTemplatePages: true }, data: { name: 'Hidden group', slug: 'site-lead-hidden-group', template: 'group', dealerships: [dealership.id, other.id] } })
    noLocation = { host: hostOf('site-lead-hidden'), dealershipId: dealership.id, groupHost: hostOf('site-lead-hidden-group'), otherDealershipId: other.id }
  })
  const general = (type: string, extra: Body = {}): Body => ({ ...enquiry(), vehicle: undefined, type, postcode: '4000', message: 'Please call me.', tradeIn: { make: 'Kia', model: 'Rio', year: 2015, km: '120,000' }, ...extra })

  it('every form with a location select is sent without one: stored for the dealership without a location and delivered like any lead', async () => {
    for (const type of ['enquiry', 'test-drive', 'trade-in', 'valuation', 'sell-my-car', 'service', 'parts', 'contact']) {
      const answer = await post(general(type), { host: noLocation.host })
      expect(answer.status, `${type}: ${JSON.stringify(answer.json)}`).toBe(201)
      const lead = await leadById(answer.json.leadId)
      expect(lead, type).toMatchObject({ type, dealership: noLocation.dealershipId, location: null, spam: false })
      expect((await deliveriesOf(answer.json.leadId)).map((d) => d.channel).sort(), type).toEqual(['confirmation', 'email'])
    }
  })
  it('the form the site shows asks for no location, and what a shopper fills in passes', async () => {
    const { leadFormProps } = await import('../../site/components/forms/LeadFormSection')
    const { loadSiteView } = await import('../../site/tenancy/resolveSite')
    const site = (await payload.find({ collection: 'sites', where: { slug: { equals: 'site-lead-hidden' } }, depth: 0, overrideAccess: true })).docs[0]!
    const view = (await loadSiteView(site.id))!
    const props = await leadFormProps({ site: view, type: 'test-drive' })
    expect(props.locations).toEqual([])
    expect(props.model.steps.flatMap((s) => s.fields).filter((f) => ['location', 'date', 'time'].includes(f.kind))).toEqual([])
  })
  it('on a group site the dealership is asked instead: refused without it, naming the field; accepted with it', async () => {
    expect(await post(general('contact'), { host: noLocation.groupHost })).toMatchObject({ status: 422, json: { errors: [{ path: 'dealership', message: REQUIRED_MESSAGE }] } })
    const answer = await post(general('contact', { dealership: noLocation.otherDealershipId }), { host: noLocation.groupHost })
    expect(answer.status, JSON.stringify(answer.json)).toBe(201)
    expect(await leadById(answer.json.leadId)).toMatchObject({ dealership: noLocation.otherDealershipId, location: null })
  })
  it('a site that shows a location still requires it (the server reads the locations, not the request)', async () => {
    expect(await post(general('contact'))).toMatchObject({ status: 422, json: { errors: [{ path: 'location', message: REQUIRED_MESSAGE }] } })
  })
})

describe('POST /api/leads: references of another site', () => {
  it.each([
    ['vehicle', () => ({ vehicle: world.b.vehicleId })],
    ['vehicle', () => ({ vehicle: world.a.hiddenVehicleId })],
    ['vehicle', () => ({ vehicle: 'shown-lead-b' })],
    ['dealership', () => ({ vehicle: undefined, location: world.a.locationId, dealership: world.b.dealershipId })],
    ['location', () => ({ vehicle: undefined, location: world.b.locationId })],
    ['vehicle', () => ({ vehicle: '99999999999' })],
    ['vehicle', () => ({ vehicle: 99999999999 })],
    ['vehicle', () => ({ vehicle: 'shown-\u0000' })],
    ['location', () => ({ vehicle: undefined, location: '2147483648' })],
  ] as const)('another site’s %s (or one no integer id or slug can name) is refused naming the field', async (field, extra) => {
    const answer = await post(enquiry(extra()))
    expect(answer).toMatchObject({ status: 422, json: { message: FORM_ERROR_HEADING, errors: [{ path: field, message: NOT_ON_SITE[field] }] } })
  })
  it('a car of the site by slug is accepted', async () => expect((await post(enquiry({ vehicle: 'shown-lead-a' }))).status).toBe(201))
  it('NUL characters, which PostgreSQL text cannot hold, are taken out of what the shopper sent', async () => {
    const answer = await post(enquiry({ firstName: 'Jo\u0000', message: 'Still\u0000 there?', page: 'https://dealer.test/\u0000', utm: { source: 'mail\u0000' }, query: { ['ref\u0000']: 'a\u0000' } }))
    expect(answer.status, JSON.stringify(answer.json)).toBe(201)
    expect(await leadById(answer.json.leadId)).toMatchObject({ firstName: 'Jo', message: 'Still there?', source: { page: 'https://dealer.test/', utm: { source: 'mail' }, query: { ref: 'a' } } })
  })
  it('an unknown host: 404 JSON', async () => expect(await post(enquiry(), { host: 'nobody.localhost' })).toMatchObject({ status: 404, json: { message: MESSAGES.noSite } }))
})

describe('POST /api/leads: abuse', () => {
  it('429 with Retry-After after the per-IP limit', async () => {
    const limits = { ...OPEN, ip: { limit: 3, windowSeconds: 600 } }
    const answers = []
    for (let i = 0; i < 4; i++) answers.push(await post(enquiry(), { ip: '10.9.9.9', limits }))
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 429])
    expect(answers[3]!.json).toEqual({ message: MESSAGES.tooMany, errors: [] })
    expect(Number(answers[3]!.headers.get('retry-after'))).toBeGreaterThan(0)
  })
  it('addresses a client writes into X-Forwarded-For do not escape the per-IP limit (the proxy-added last entry counts)', async () => {
    const limits = { ...OPEN, ip: { limit: 2, windowSeconds: 600 } }
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await post(enquiry(), { ip: `203.0.113.${i}, 10.7.7.7`, limits })).status)
    expect(statuses).toEqual([201, 201, 429])
  })
  it('a repeated key is answered with its lead and is not counted against the limits', async () => {
    const limits = { ...OPEN, ip: { limit: 2, windowSeconds: 600 } }
    const first = enquiry()
    const answers = [await post(first, { ip: '10.6.6.6', limits })]
    for (let i = 0; i < 3; i++) answers.push(await post(first, { ip: '10.6.6.6', limits }))
    answers.push(await post(enquiry(), { ip: '10.6.6.6', limits }), await post(enquiry(), { ip: '10.6.6.6', limits }))
    expect(answers.map((a) => a.status)).toEqual([201, 200, 200, 200, 201, 429])
    expect(new Set(answers.slice(0, 4).map((a) => a.json.leadId)).size).toBe(1)
  })
  it('429 after the per-phone limit, from any IP', async () => {
    const limits = { ...OPEN, contact: { limit: 2, windowSeconds: 3600 } }
    const phone = '0499000111'
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await post(enquiry({ phone }), { ip: `10.8.0.${i}`, limits })).status)
    expect(statuses).toEqual([201, 201, 429])
  })
  it('a filled honeypot is answered like a success, stored as spam and never delivered', async () => {
    const answer = await post(enquiry({ website: 'http://spam.example' }))
    expect(answer.status).toBe(201)
    expect(await leadById(answer.json.leadId)).toMatchObject({ spam: true })
    expect(await deliveriesOf(answer.json.leadId)).toEqual([])
    await runLeadJobs(payload)
    expect(hooksFor(answer.json.leadId)).toEqual([])
  })
  it('a phone reveal is recorded with the car alone', async () => {
    const answer = await post({ type: 'phone-reveal', idempotencyKey: randomUUID(), vehicle: world.a.vehicleId })
    expect(answer.status, JSON.stringify(answer.json)).toBe(201)
    expect(await leadById(answer.json.leadId)).toMatchObject({ type: 'phone-reveal', category: 'Phone Reveal', dealership: world.a.dealershipId })
  })
})

describe('leads from outside: REST and GraphQL', () => {
  let leadA: number
  beforeAll(async () => {
    leadA = (await post(enquiry())).json.leadId
  })
  it('anonymous cannot list, read or create leads over REST', async () => {
    expect((await rest('GET', '/leads')).status).toBe(403)
    expect((await rest('GET', `/leads/${leadA}`)).status).toBe(403)
    expect((await rest('POST', '/leads', { body: { type: 'enquiry', idempotencyKey: randomUUID(), site: world.a.siteId } })).status).toBe(403)
  })
  it('another site’s editor sees none of site A’s leads and cannot create one', async () => {
    const list = await rest('GET', '/leads?limit=100', { token: tokens.editorB })
    expect(list.status).toBe(200)
    expect(list.json.docs.map((d: { id: number }) => d.id)).not.toContain(leadA)
    expect((await rest('GET', `/leads/${leadA}`, { token: tokens.editorB })).status).toBe(404)
    expect((await rest('PATCH', `/leads/${leadA}`, { token: tokens.editorB, body: { status: 'won' } })).status).toBeGreaterThanOrEqual(400)
    expect((await rest('POST', '/leads', { token: tokens.editorB, body: { type: 'enquiry', idempotencyKey: randomUUID(), site: world.b.siteId } })).status).toBe(403)
    expect((await rest('POST', '/leads', { token: tokens.staff, body: { type: 'enquiry', idempotencyKey: randomUUID(), site: world.b.siteId } })).status).toBe(403)
  })
  it('the own site’s editor reads the lead and works it', async () => {
    const own = await rest('GET', `/leads/${leadA}`, { token: tokens.editorA })
    expect(own.status).toBe(200)
    const update = await rest('PATCH', `/leads/${leadA}`, { token: tokens.editorA, body: { status: 'contacted', notes: 'Called back' } })
    expect(update.status, JSON.stringify(update.json)).toBe(200)
    expect(await leadById(leadA)).toMatchObject({ status: 'contacted', notes: 'Called back' })
  })
  it('GraphQL: anonymous is closed, another site’s editor sees nothing and cannot create', async () => {
    const query = `{ Leads(limit: 100) { docs { id } } }`
    const anonymous = await graphql(query)
    expect(JSON.stringify(anonymous.json)).not.toContain(`"id":${leadA}`)
    const other = await graphql(query, { token: tokens.editorB })
    expect(JSON.stringify(other.json)).not.toContain(`"id":${leadA}`)
    const byId = await graphql(`{ Lead(id: ${leadA}) { id email } }`, { token: tokens.editorB })
    expect(byId.json.data?.Lead ?? null).toBeNull()
    const create = await graphql(`mutation { createLead(data: { type: enquiry, idempotencyKey: "${randomUUID()}", status: new }) { id } }`, { token: tokens.editorB })
    expect(create.json.errors?.length ?? 0).toBeGreaterThan(0)
    expect(create.json.data?.createLead ?? null).toBeNull()
    const own = await graphql(`{ Lead(id: ${leadA}) { id } }`, { token: tokens.editorA })
    expect(own.json.data?.Lead?.id).toBe(leadA)
  })
  it('moving a lead into another tenant is refused (REST and GraphQL)', async () => {
    for (const data of [{ site: world.b.siteId }, { dealership: world.b.dealershipId }, { location: world.b.locationId }]) {
      const answer = await rest('PATCH', `/leads/${leadA}`, { token: tokens.editorA, body: data })
      expect(answer.status, JSON.stringify(answer.json)).toBeGreaterThanOrEqual(400)
    }
    const gql = await graphql(`mutation { updateLead(id: ${leadA}, data: { site: ${world.b.siteId} }) { id } }`, { token: tokens.editorA })
    expect(gql.json.errors?.length ?? 0).toBeGreaterThan(0)
    expect(await leadById(leadA)).toMatchObject({ site: world.a.siteId, dealership: world.a.dealershipId })
  })
  it('the dealership’s lead delivery settings are hidden from anyone but platform staff', async () => {
    const anonymous = await rest('GET', `/dealerships/${world.a.dealershipId}`)
    expect(anonymous.status).toBe(200)
    expect(anonymous.json.leadDelivery).toBeUndefined()
    expect(JSON.stringify(anonymous.json)).not.toContain(SECRET)
    const editor = await rest('GET', `/dealerships/${world.a.dealershipId}`, { token: tokens.editorA })
    expect(JSON.stringify(editor.json)).not.toContain(SECRET)
    const staff = await rest('GET', `/dealerships/${world.a.dealershipId}`, { token: tokens.staff })
    expect(staff.json.leadDelivery?.webhookSecret).toBe(SECRET)
  })
  it('Sent mail: a dealer editor reads their own sites\' messages only, platform staff all, visitors none', async () => {
    const own = await rest('GET', '/outbox-messages?limit=100&depth=0', { token: tokens.editorA })
    expect(own.status).toBe(200)
    expect(own.json.docs.every((doc: { site: number | null }) => doc.site === world.a.siteId)).toBe(true)
    const all = await rest('GET', '/outbox-messages?limit=100&depth=0', { token: tokens.staff })
    expect(all.status).toBe(200)
    expect(all.json.totalDocs).toBeGreaterThanOrEqual(own.json.totalDocs)
    expect((await rest('GET', '/outbox-messages')).status).toBe(403)
  })
})

describe('delivery', () => {
  it('the webhook signature verifies with the secret and fails with another', async () => {
    const { json } = await post(enquiry())
    await runLeadJobs(payload)
    const [hook] = hooksFor(json.leadId)
    expect(hook?.headers['content-type']).toBe('application/json')
    const signature = hook?.headers['x-lead-signature'] as string
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/)
    expect(verifySignature(hook!.body, SECRET, signature)).toBe(true)
    expect(verifySignature(hook!.body, 'another-secret', signature)).toBe(false)
    expect(verifySignature(`${hook!.body} `, SECRET, signature)).toBe(false)
    expect(JSON.parse(hook!.body)).toMatchObject({ id: json.leadId, type: 'enquiry', customer: { firstName: 'Jo' }, vehicle: { stockNumber: 'S-lead-a' } })
  })

  it('ADF 1.0 XML when the dealership asks for it', async () => {
    await payload.update({ collection: 'dealerships', id: world.a.dealershipId, context, data: { leadDelivery: { format: 'adf' } } })
    try {
      const { json } = await post(enquiry())
      await runLeadJobs(payload)
      const [hook] = hooksFor(json.leadId)
      expect(hook?.headers['content-type']).toBe('application/xml')
      expect(hook?.body).toContain('<?adf version="1.0"?>')
      expect(hook?.body).toContain('<name part="first">Jo</name>')
      expect(verifySignature(hook!.body, SECRET, hook!.headers['x-lead-signature'] as string)).toBe(true)
    } finally {
      await payload.update({ collection: 'dealerships', id: world.a.dealershipId, context, data: { leadDelivery: { format: 'json' } } })
    }
  })

  it('a failing receiver is retried with backoff, then the lead is delivered once', async () => {
    receiver.failNext(2, 503)
    const { json } = await post(enquiry())
    await runLeadJobs(payload)
    let [webhook] = (await deliveriesOf(json.leadId)).filter((d) => d.channel === 'webhook')
    expect(webhook).toMatchObject({ status: 'failed', attempts: 1, lastError: 'Webhook answered HTTP 503' })
    await runLeadJobs(payload) // not due yet: nothing sent
    expect(hooksFor(json.leadId)).toHaveLength(1)
    await runLater(31_000)
    await runLater(62_000 + 31_000)
    ;[webhook] = (await deliveriesOf(json.leadId)).filter((d) => d.channel === 'webhook')
    expect(webhook).toMatchObject({ status: 'delivered', attempts: 3, lastError: null })
    expect(hooksFor(json.leadId).map((h) => h.status)).toEqual([503, 503, 200])
  })

  it('dead-lettered after the retry window, visible with its last error; Retry now delivers it', async () => {
    receiver.failAlways(500)
    const { json } = await post(enquiry())
    try {
      await runLeadJobs(payload)
      await runLater(DELIVERY_WINDOW_MS + 60_000)
      const [webhook] = (await deliveriesOf(json.leadId)).filter((d) => d.channel === 'webhook')
      expect(webhook).toMatchObject({ status: 'dead', attempts: 2, lastError: 'Webhook answered HTTP 500', nextAttemptAt: null })
      await runLater(DELIVERY_WINDOW_MS + 3_600_000)
      expect(hooksFor(json.leadId)).toHaveLength(2)
    } finally {
      receiver.failAlways(null)
    }
    const lead = await rest('GET', `/leads/${json.leadId}?joins[deliveries][limit]=10`, { token: tokens.editorA })
    expect(JSON.stringify(lead.json.deliveries)).toContain('dead')
    expect((await rest('POST', `/leads/${json.leadId}/retry-delivery`, { token: tokens.editorB })).status).toBe(404)
    expect((await rest('POST', `/leads/${json.leadId}/retry-delivery`)).status).toBe(403)
    const retry = await rest('POST', `/leads/${json.leadId}/retry-delivery`, { token: tokens.editorA })
    expect(retry).toMatchObject({ status: 200, json: { queued: 1 } })
    await runLeadJobs(payload)
    const [webhook] = (await deliveriesOf(json.leadId)).filter((d) => d.channel === 'webhook')
    expect(webhook).toMatchObject({ status: 'delivered', attempts: 3 })
  })

  it('a row left sending by an attempt that went away is sent once its claim is stale', async () => {
    const { json } = await post(enquiry())
    const [row] = (await deliveriesOf(json.leadId)).filter((d) => d.channel === 'webhook')
    await (payload.db as any).pool.query(`update lead_deliveries set status = 'sending', last_attempt_at = now() where id = $1`, [row!.id])
    await runLeadJobs(payload) // its job finds it claimed: nothing sent, a later job is queued
    expect(hooksFor(json.leadId)).toHaveLength(0)
    await runLater(STALE_CLAIM_MS + 5_000)
    expect(hooksFor(json.leadId)).toHaveLength(1)
    expect((await deliveriesOf(json.leadId)).find((d) => d.channel === 'webhook')).toMatchObject({ status: 'delivered', attempts: 1 })
  })

  it('CSV export of the list the user may read', async () => {
    const csv = await fetchCsv(tokens.editorA)
    expect(csv.split('\r\n')[0]).toContain('id,created,status,type')
    expect(csv).toContain('Vehicle Enquiry')
    expect(await fetchCsv(tokens.editorB)).not.toContain('S-lead-a')
  })
})

async function fetchCsv(token: string) {
  const { handleEndpoints } = await import('payload')
  const config = (await import('../../payload.config')).default
  const response = await handleEndpoints({ config, path: '/api/leads/export.csv', request: new Request('http://localhost:3000/api/leads/export.csv', { headers: { authorization: `JWT ${token}` } }) })
  expect(response.status).toBe(200)
  return response.text()
}

describe('a commit lost with its connection', () => {
  /** In the write's transaction: ends its PostgreSQL connection from another one, so the COMMIT cannot reach the server. */
  async function dropConnection(req: PayloadRequest) {
    type Session = { db: { execute: (q: unknown) => Promise<{ rows: Array<{ pid: number }> }>; session: { client: { on: (event: 'error', listener: () => void) => void } } } }
    const session = (payload.db as unknown as { sessions: Record<string, Session> }).sessions[String(await req.transactionID)]
    // The app's runner gives every pooled client an error listener (site/leads/runner.ts); this test process has no runner.
    session!.db.session.client.on('error', () => undefined)
    const { rows } = await session!.db.execute(sql`select pg_backend_pid() as pid`)
    await (payload.db as unknown as PostgresAdapter).pool.query('select pg_terminate_backend($1)', [rows[0]!.pid])
  }
  const createLead = (req: PayloadRequest, key: string) =>
    payload.create({ collection: 'leads', req, overrideAccess: true, depth: 0, data: { site: world.a.siteId, type: 'enquiry', category: 'Vehicle Enquiry', idempotencyKey: key, firstName: 'Lost', email: 'lost@example.com' } as never })
  const stored = async (key: string) => (await payload.count({ collection: 'leads', where: { idempotencyKey: { equals: key } }, overrideAccess: true })).totalDocs

  it("Payload's commitTransaction resolves although nothing was written (why writes are confirmed)", async () => {
    const key = randomUUID()
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    await createLead(req, key)
    await dropConnection(req)
    await expect(commitTransaction(req)).resolves.toBeUndefined()
    expect(await stored(key)).toBe(0)
  })

  it('a confirmed transaction throws an outage error instead, so the lead is answered 503 and retried, never acknowledged', async () => {
    const key = randomUUID()
    const failure = await inConfirmedTransaction(
      payload,
      async (req) => {
        const lead = await createLead(req, key)
        await dropConnection(req)
        return lead.id
      },
      async () => (await stored(key)) === 1,
    ).then(
      () => null,
      (error: unknown) => error,
    )
    expect(failure).toBeInstanceOf(NotCommittedError)
    expect(isDatabaseUnavailable(failure)).toBe(true)
    expect(await stored(key)).toBe(0)
  })
})

describe('a car no longer in stock (issue 48, finding 19)', () => {
  it('takes only Find Me Something Similar: an enquiry or test drive is a 422 on vehicle, nothing stored', async () => {
    const dealership = (await payload.findByID({ collection: 'vehicles', id: world.a.vehicleId, depth: 0, overrideAccess: true })).dealership
    const sold = await payload.create({ collection: 'vehicles', context, data: { year: 2019, make: 'Mazda', model: 'CX-3', carType: 'used', status: 'sold', dealership, name: `Sold ${phoneSeq}`, slug: `sold-lead-${randomUUID()}`, stockNumber: `SOLD-${randomUUID().slice(0, 8)}`, showOnDealerWebsite: true } as never })
    const before = (await payload.count({ collection: 'leads', where: { vehicle: { equals: sold.id } }, overrideAccess: true })).totalDocs
    const asked = await post(enquiry({ vehicle: sold.id }))
    expect(asked.status, JSON.stringify(asked.json)).toBe(422)
    expect(asked.json.errors).toEqual([{ path: 'vehicle', message: SOLD_LEAD_MESSAGE }])
    expect((await payload.count({ collection: 'leads', where: { vehicle: { equals: sold.id } }, overrideAccess: true })).totalDocs).toBe(before)
    const similar = await post(enquiry({ vehicle: sold.id, type: 'find-similar', message: 'Can you please find me something similar?' }))
    expect(similar.status, JSON.stringify(similar.json)).toBe(201)
    // an in-stock car still takes an enquiry
    expect((await post(enquiry())).status).toBe(201)
  })
})
