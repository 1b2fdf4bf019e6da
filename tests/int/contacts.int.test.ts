/**
 * Issue 49 item 4, one shopper, one contact, against real PostgreSQL: leads with the same email or
 * phone on one dealership of a site are linked to one contact, never across dealerships or sites,
 * also when they arrive at once; a reservation's lead (written through Payload) joins the same
 * contact; the lead page lists the contact's other leads, saved cars and reservations as the viewer
 * may read them; another site's editor reads none of it; the migration links the leads stored before.
 */
import { randomUUID } from 'node:crypto'
import { _internal_jobSystemGlobals, _internal_resetJobSystemGlobals, type Payload, type UIFieldServerProps } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ShopperHistory } from '../../admin/leads/ShopperHistory'
import { backfillContacts } from '../../migrations/20261206_031400_contacts_backfill'
import type { User } from '../../payload-types'
import { loadShopperHistory } from '../../site/contacts/history'
import type { LeadData } from '../../site/leads/leadData'
import { insertLead } from '../../site/leads/store'
import { submitLead, type LeadLimits } from '../../site/leads/submitLead'
import { getPayloadClient } from '../../site/payload'
import { drizzleOf } from '../../site/payloadDb'
import { relationId } from '../../site/relationId'
import { localProvider } from '../../site/reservations/provider'
import { reserve } from '../../site/reservations/reserve'
import { graphql, login, rest } from './setup/api'
import { buildWorld, PASSWORD, type World } from './setup/fixtures'
import { verifiedCookie } from './setup/verifiedShopper'

const OPEN: LeadLimits = { ip: { limit: 10_000, windowSeconds: 600 }, contact: { limit: 10_000, windowSeconds: 600 }, reveal: { limit: 10_000, windowSeconds: 600 } }
const context = { disableRevalidate: true }
const HOST_A = 'site-contacts-a.localhost:3000'
const HOST_B = 'site-contacts-b.localhost:3000'

let payload: Payload
let world: World
/** Site A's second dealership and a car of it. */
let second: { dealershipId: number; vehicleId: number }
let tokens: { editorA: string; editorB: string; staff: string }
let users: { editorA: User & { collection: 'users' }; editorB: User & { collection: 'users' } }

let seq = 0
const mobile = () => `0413${String(++seq).padStart(6, '0')}`
const email = (name: string) => `${name}-${++seq}@example.com`

async function submit(host: string, body: Record<string, unknown>): Promise<number> {
  const request = new Request('http://localhost:3000/api/leads', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-host': host, 'x-forwarded-for': '10.9.1.1' },
    body: JSON.stringify({ type: 'enquiry', idempotencyKey: randomUUID(), vehicle: host === HOST_B ? world.b.vehicleId : world.a.vehicleId, firstName: 'Ann', lastName: 'Lee', message: 'Still available?', ...body }),
  })
  const response = await submitLead(request, { limits: OPEN })
  const json = (await response.json()) as { leadId?: number }
  if (response.status !== 201 || !json.leadId) throw new Error(`lead not stored: ${response.status} ${JSON.stringify(json)}`)
  return json.leadId
}

const leadById = (id: number) => payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true, joins: false })
const contactOf = async (leadId: number) => relationId((await leadById(leadId)).contact)
/** A contact's keys as `kind:value`, sorted. */
const keysOf = async (contact: number) =>
  (await payload.find({ collection: 'contact-keys', where: { contact: { equals: contact } }, depth: 0, pagination: false, overrideAccess: true })).docs.map((key) => `${key.kind}:${key.value}${key.verified ? ' (verified)' : ''}`).sort()
const contactsWithKey = async (value: string) => new Set((await payload.find({ collection: 'contact-keys', where: { value: { equals: value } }, depth: 0, pagination: false, overrideAccess: true })).docs.map((key) => relationId(key.contact)))

/** A lead as `POST /api/leads` stores it, for the statement itself (no form: any key may be missing). */
const leadData = (overrides: Partial<LeadData>): LeadData => ({
  site: world.a.siteId,
  status: 'new',
  type: 'enquiry',
  dealership: world.a.dealershipId,
  firstName: 'Ann',
  idempotencyKey: randomUUID(),
  consent: { at: new Date().toISOString() },
  spam: false,
  ...overrides,
})

beforeAll(async () => {
  payload = await getPayloadClient()
  _internal_jobSystemGlobals.shouldAutoRun = false
  world = await buildWorld(payload, 'contacts')
  const dealership = await payload.create({ collection: 'dealerships', context, data: { name: 'Dealer contacts-a2', slug: 'dealer-contacts-a2' } })
  const car = await payload.create({ collection: 'vehicles', context, data: { year: 2023, make: 'Kia', model: 'Seltos', carType: 'used', status: 'in_stock', dealership: dealership.id, name: 'Second dealer car', slug: 'contacts-a2-car', stockNumber: 'A2-1', showOnDealerWebsite: true } })
  second = { dealershipId: dealership.id, vehicleId: car.id }
  const siteA = await payload.findByID({ collection: 'sites', id: world.a.siteId, depth: 0, overrideAccess: true })
  await payload.update({ collection: 'sites', id: world.a.siteId, context, overrideAccess: true, data: { dealerships: [world.a.dealershipId, dealership.id], config: { ...((siteA.config as Record<string, unknown>) ?? {}), checkout: { enabled: true } } } })
  tokens = { editorA: await login(world.a.editorEmail, PASSWORD), editorB: await login(world.b.editorEmail, PASSWORD), staff: await login(world.staffEmail, PASSWORD) }
  const asUser = async (id: number) => ({ ...(await payload.findByID({ collection: 'users', id, overrideAccess: true, depth: 0 })), collection: 'users' as const })
  users = { editorA: await asUser(world.a.editorId), editorB: await asUser(world.b.editorId) }
})

afterAll(() => _internal_resetJobSystemGlobals())

describe('leads of one shopper on one dealership are one contact', () => {
  it('by email, however the address is written; the contact gathers both phones', async () => {
    const address = email('ann')
    const [p1, p2] = [mobile(), mobile()]
    const first = await submit(HOST_A, { email: address, phone: p1 })
    const again = await submit(HOST_A, { email: address.toUpperCase(), phone: p2, type: 'test-drive', location: world.a.locationId })
    const contact = await contactOf(first)
    expect(contact).toEqual(expect.any(Number))
    expect(await contactOf(again)).toBe(contact)
    expect(await keysOf(contact!)).toEqual([`email:${address}`, `phone:${p1}`, `phone:${p2}`].sort())
    const stored = await payload.findByID({ collection: 'contacts', id: contact!, depth: 0, overrideAccess: true, joins: false })
    expect(stored).toMatchObject({ site: world.a.siteId, dealership: world.a.dealershipId, name: 'Ann Lee', email: address, phone: p1 })
  })

  it('by phone, however the number is written; the contact gathers both emails', async () => {
    const digits = mobile()
    const [e1, e2] = [email('phone-one'), email('phone-two')]
    const first = await submit(HOST_A, { email: e1, phone: `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}` })
    const again = await submit(HOST_A, { email: e2, phone: `+61 ${digits.slice(1)}` })
    const contact = await contactOf(first)
    expect(await contactOf(again)).toBe(contact)
    expect(await keysOf(contact!)).toEqual([`email:${e1}`, `email:${e2}`, `phone:${digits}`].sort())
  })

  it('an email of one contact and a phone of another: the email’s contact; the phone stays with its own', async () => {
    const [e1, e2, e3] = [email('split-one'), email('split-two'), email('split-three')]
    const [p1, p2] = [mobile(), mobile()]
    const one = await contactOf(await submit(HOST_A, { email: e1, phone: p1 }))
    const two = await contactOf(await submit(HOST_A, { email: e2, phone: p2 }))
    expect(one).not.toBe(two)
    expect(await contactOf(await submit(HOST_A, { email: e1, phone: p2 }))).toBe(one)
    expect(await contactsWithKey(p2)).toEqual(new Set([two]))
    // A new email with that phone joins the phone's contact.
    expect(await contactOf(await submit(HOST_A, { email: e3, phone: p2 }))).toBe(two)
  })

  it('a lead with only an email, or only a phone, is linked by it', async () => {
    const [address, phone] = [email('only'), mobile()]
    const byEmail = await contactOf((await insertLead(payload, leadData({ email: address, phone: null }), null))!)
    expect(await contactOf((await insertLead(payload, leadData({ email: address, phone: null }), null))!)).toBe(byEmail)
    const byPhone = await contactOf((await insertLead(payload, leadData({ email: null, phone }), null))!)
    expect(byPhone).not.toBe(byEmail)
    expect(await contactOf((await insertLead(payload, leadData({ email: null, phone }), null))!)).toBe(byPhone)
  })

  it('never across dealerships or sites: the same shopper at two dealerships of a site and at another site is three contacts', async () => {
    const [address, phone] = [email('everywhere'), mobile()]
    const atFirst = await submit(HOST_A, { email: address, phone })
    const atSecond = await submit(HOST_A, { email: address, phone, vehicle: second.vehicleId })
    const atB = await submit(HOST_B, { email: address, phone })
    const contacts = await Promise.all([atFirst, atSecond, atB].map(contactOf))
    expect(new Set(contacts).size).toBe(3)
    const stored = await Promise.all(contacts.map((id) => payload.findByID({ collection: 'contacts', id: id!, depth: 0, overrideAccess: true, joins: false })))
    expect(stored.map((c) => [c.site, c.dealership])).toEqual([
      [world.a.siteId, world.a.dealershipId],
      [world.a.siteId, second.dealershipId],
      [world.b.siteId, world.b.dealershipId],
    ])
    // Each lead is on its own dealership's contact.
    for (const [lead, contact] of [[atFirst, contacts[0]], [atSecond, contacts[1]], [atB, contacts[2]]] as const) expect((await leadById(lead)).dealership).toBe(stored.find((c) => c.id === contact)!.dealership)
  })

  it('spam and a phone reveal are linked to no contact', async () => {
    const [address, phone] = [email('spam'), mobile()]
    const spam = await submit(HOST_A, { email: address, phone, website: 'https://spam.test' })
    expect(await contactOf(spam)).toBeNull()
    expect(await contactsWithKey(address)).toEqual(new Set())
    const reveal = await submit(HOST_A, { type: 'phone-reveal', email: undefined, phone: undefined, firstName: undefined, lastName: undefined, message: undefined })
    expect(await contactOf(reveal)).toBeNull()
  })
})

describe('two leads of one shopper at once end on one contact', () => {
  it('through POST /api/leads', async () => {
    const [address, phone] = [email('race'), mobile()]
    const leads = await Promise.all(Array.from({ length: 6 }, (_, i) => submit(HOST_A, { email: i % 2 ? address.toUpperCase() : address, phone })))
    const contacts = new Set(await Promise.all(leads.map(contactOf)))
    expect(contacts.size).toBe(1)
    expect([...contacts][0]).toEqual(expect.any(Number))
    expect(await contactsWithKey(address)).toEqual(contacts)
    expect(await contactsWithKey(phone)).toEqual(contacts)
    expect((await payload.count({ collection: 'contacts', where: { email: { equals: address } }, overrideAccess: true })).totalDocs).toBe(1)
  })

  it('through the write statement itself, by email and phone, by phone alone, and mixed', async () => {
    // The mixed shape ten times: a phone-only lead and one with the same phone and an email, at once, once split one shopper in two.
    const mixed = (e: string, p: string, i = 0) => (i % 2 ? { email: null, phone: p } : { email: e, phone: p })
    for (const shape of [(e: string, p: string) => ({ email: e, phone: p }), (_e: string, p: string) => ({ email: null, phone: p }), ...Array.from({ length: 10 }, () => mixed)]) {
      const [address, phone] = [email('statement-race'), mobile()]
      const ids = await Promise.all(Array.from({ length: 8 }, (_, i) => insertLead(payload, leadData(shape(address, phone, i)), null)))
      const contacts = new Set(await Promise.all(ids.map((id) => contactOf(id!))))
      expect(contacts.size).toBe(1)
      expect(await contactsWithKey(phone)).toEqual(contacts)
    }
  })
})

describe('a reservation’s lead joins the same contact', () => {
  let contact: number
  let reservationId: number
  let leadId: number
  const phone = mobile()
  const address = email('reserver')

  beforeAll(async () => {
    leadId = await submit(HOST_A, { email: address, phone })
    contact = (await contactOf(leadId))!
    const cookie = await verifiedCookie(payload, HOST_A, phone)
    const response = await reserve(
      new Request('http://localhost:3000/api/reservations', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-host': HOST_A, 'x-forwarded-for': '10.9.1.2', cookie },
        body: JSON.stringify({ idempotencyKey: randomUUID(), vehicle: world.a.vehicleId, firstName: 'Ann', lastName: 'Lee', email: email('reserver-new'), phone }),
      }),
      { provider: localProvider, limit: { limit: 10_000, windowSeconds: 600 }, dailyLimit: { limit: 10_000, windowSeconds: 86_400 } },
    )
    const json = (await response.json()) as { reservationId?: number }
    if (response.status !== 201 || !json.reservationId) throw new Error(`reservation: ${response.status} ${JSON.stringify(json)}`)
    reservationId = json.reservationId
    // The shopper saved a car of this dealership and one of the site's other dealership.
    const shopper = (await payload.find({ collection: 'shoppers', where: { and: [{ site: { equals: world.a.siteId } }, { phone: { equals: phone } }] }, depth: 0, overrideAccess: true })).docs[0]!
    for (const vehicle of [world.a.vehicleId, second.vehicleId]) await payload.create({ collection: 'saved-cars', data: { site: world.a.siteId, shopper: shopper.id, vehicle, priceWhenSaved: 25000 }, overrideAccess: true, depth: 0 })
  })

  it('by its phone, proved by the sign-in code: the key is marked verified', async () => {
    const reservation = await payload.findByID({ collection: 'reservations', id: reservationId, depth: 0, overrideAccess: true })
    expect(await contactOf(relationId(reservation.lead)!)).toBe(contact)
    expect(await keysOf(contact)).toEqual(expect.arrayContaining([`email:${address}`, `phone:${phone} (verified)`]))
  })

  it('the lead page lists the other leads, the saved car of this dealership and the reservation, each linked to its page', async () => {
    const history = await loadShopperHistory(payload, users.editorA, leadId, contact)
    const reservationLead = relationId((await payload.findByID({ collection: 'reservations', id: reservationId, depth: 0, overrideAccess: true })).lead)!
    expect(history?.leads.map((lead) => lead.href)).toEqual([`/admin/collections/leads/${reservationLead}`])
    expect(history?.savedCars).toHaveLength(1)
    expect(history?.savedCars[0]).toMatchObject({ title: '2022 Mazda CX-5 (S-contacts-a)', href: expect.stringMatching(/^\/admin\/collections\/saved-cars\/\d+$/) })
    expect(history?.reservations).toEqual([expect.objectContaining({ href: `/admin/collections/reservations/${reservationId}`, title: 'Deposit hold: 2022 Mazda CX-5 (S-contacts-a)' })])
    const html = renderToStaticMarkup((await ShopperHistory({ data: { contact }, id: leadId, payload, req: { user: users.editorA } } as unknown as UIFieldServerProps))!)
    expect(html).toContain(`href="/admin/collections/contacts/${contact}"`)
    expect(html).toContain(`href="/admin/collections/reservations/${reservationId}"`)
    expect(html).toContain('(verified by sign-in code)')
  })

  it('another site’s editor gets none of it', async () => {
    expect(await loadShopperHistory(payload, users.editorB, leadId, contact)).toBeNull()
    expect(await ShopperHistory({ data: { contact }, id: leadId, payload, req: { user: users.editorB } } as unknown as UIFieldServerProps)).toBeNull()
  })
})

describe('a contact is read by its site’s staff only, and written by nobody over the API', () => {
  let contact: number
  let key: number
  beforeAll(async () => {
    contact = (await contactOf(await submit(HOST_A, { email: email('private'), phone: mobile() })))!
    key = (await payload.find({ collection: 'contact-keys', where: { contact: { equals: contact } }, depth: 0, limit: 1, overrideAccess: true })).docs[0]!.id
  })

  it('Local API with the editor’s access: site A’s editor reads it, site B’s does not', async () => {
    expect((await payload.findByID({ collection: 'contacts', id: contact, overrideAccess: false, user: users.editorA, depth: 0 })).id).toBe(contact)
    expect(await payload.findByID({ collection: 'contacts', id: contact, overrideAccess: false, user: users.editorB, depth: 0, disableErrors: true })).toBeNull()
    expect((await payload.find({ collection: 'contacts', where: { id: { equals: contact } }, overrideAccess: false, user: users.editorB })).totalDocs).toBe(0)
    expect((await payload.find({ collection: 'contact-keys', where: { contact: { equals: contact } }, overrideAccess: false, user: users.editorB })).totalDocs).toBe(0)
  })

  it('REST and GraphQL: site B’s editor and an anonymous caller read nothing', async () => {
    expect((await rest('GET', `/contacts/${contact}`, { token: tokens.editorA })).status).toBe(200)
    expect((await rest('GET', `/contacts/${contact}`, { token: tokens.editorB })).status).toBe(404)
    expect((await rest('GET', `/contact-keys/${key}`, { token: tokens.editorB })).status).toBe(404)
    const list = await rest('GET', '/contacts?limit=100&depth=0', { token: tokens.editorB })
    expect(list.status).toBe(200)
    expect(list.json.docs.every((doc: { site: number }) => doc.site === world.b.siteId)).toBe(true)
    expect((await rest('GET', `/contacts/${contact}`)).status).toBeGreaterThanOrEqual(401)
    expect((await rest('GET', '/contacts?limit=5')).status).toBe(403)
    const gql = await graphql(`{ Contacts(limit: 100) { docs { id } } }`, { token: tokens.editorB })
    expect(gql.json.data?.Contacts?.docs.map((d: { id: number }) => d.id)).not.toContain(contact)
  })

  it('nobody creates, edits or deletes a contact or moves a lead to another contact', async () => {
    const other = (await contactOf(await submit(HOST_A, { email: email('other'), phone: mobile() })))!
    expect((await rest('POST', '/contacts', { token: tokens.staff, body: { dealership: world.a.dealershipId, name: 'Made up' } })).status).toBe(403)
    expect((await rest('PATCH', `/contacts/${contact}`, { token: tokens.editorA, body: { name: 'Renamed' } })).status).toBe(403)
    expect((await rest('DELETE', `/contacts/${contact}`, { token: tokens.staff })).status).toBe(403)
    expect((await rest('POST', '/contact-keys', { token: tokens.staff, body: { site: world.a.siteId, dealership: world.a.dealershipId, kind: 'email', value: 'x@y.test', contact } })).status).toBe(403)
    const lead = (await payload.find({ collection: 'leads', where: { contact: { equals: contact } }, depth: 0, limit: 1, overrideAccess: true })).docs[0]!
    const moved = await rest('PATCH', `/leads/${lead.id}`, { token: tokens.staff, body: { contact: other } })
    expect(moved.status).toBeLessThan(500)
    expect(await contactOf(lead.id)).toBe(contact)
  })
})

describe('the migration links the leads stored before contacts', () => {
  it('oldest first, by the same keys and rules; spam stays unlinked; a second run changes nothing', async () => {
    const [address, phone, later] = [email('backfill'), mobile(), email('backfill-later')]
    const at = (minutes: number) => new Date(Date.now() - 60 * 60_000 + minutes * 60_000).toISOString()
    const stored = async (data: Partial<LeadData>, minutes: number) =>
      Number((await payload.db.create({ collection: 'leads', data: { ...leadData({ site: world.b.siteId, dealership: world.b.dealershipId, ...data }), createdAt: at(minutes), updatedAt: at(minutes) } })).id)
    const first = await stored({ email: ` ${address.toUpperCase()}`, phone: `+61 ${phone.slice(1)}`, lastName: 'Lee' }, 0)
    const laterLead = await stored({ email: later, phone }, 1)
    const spam = await stored({ email: address, phone, spam: true }, 2)
    const otherDealer = await stored({ site: world.a.siteId, dealership: second.dealershipId, email: address, phone }, 3)
    expect(await Promise.all([first, laterLead, spam, otherDealer].map(contactOf))).toEqual([null, null, null, null])
    await backfillContacts(drizzleOf(payload) as never)
    const contact = await contactOf(first)
    expect(contact).toEqual(expect.any(Number))
    expect(await contactOf(laterLead)).toBe(contact)
    expect(await contactOf(spam)).toBeNull()
    expect(await contactOf(otherDealer)).not.toBe(contact)
    expect(await keysOf(contact!)).toEqual([`email:${address}`, `email:${later}`, `phone:${phone}`].sort())
    expect(await payload.findByID({ collection: 'contacts', id: contact!, depth: 0, overrideAccess: true, joins: false })).toMatchObject({ site: world.b.siteId, dealership: world.b.dealershipId, name: 'Ann Lee', email: address, phone })
    const count = (await payload.count({ collection: 'contacts', overrideAccess: true })).totalDocs
    await backfillContacts(drizzleOf(payload) as never)
    expect((await payload.count({ collection: 'contacts', overrideAccess: true })).totalDocs).toBe(count)
  })
})
