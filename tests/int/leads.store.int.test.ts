/**
 * Issue 12: the one-statement write path of POST /api/leads against real PostgreSQL. The lead row
 * `insertLead` writes is the row Payload's create writes for the same data, column for column, and
 * every column of the table is written; the references read in one statement are the documents
 * Payload's find answers with the lead's fields.
 */
import { randomUUID } from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Lead } from '../../payload-types'
import type { LeadData } from '../../site/leads/leadData'
import { LEAD_FIELDS, leadReferencesQuery, readLeadReferences, resolveReferences } from '../../site/leads/references'
import type { LeadRequest } from '../../site/leads/schema'
import { leadFromRow, leadRow } from '../../site/leads/leadColumns'
import { insertLead } from '../../site/leads/store'
import { getPayloadClient } from '../../site/payload'
import { drizzleOf, executePrepared } from '../../site/payloadDb'
import type { SiteView } from '../../site/tenancy/siteView'
import { buildWorld, type World } from './setup/fixtures'

const context = { disableRevalidate: true }

let payload: Payload
let world: World
let secondDealership: number
let carWithYard: { id: number; slug: string }
let yardWithHours: number

const siteWith = (id: number, dealershipIds: number[]) => ({ id, dealershipIds }) as unknown as SiteView
const ask = (refs: Partial<Pick<LeadRequest, 'vehicle' | 'dealership' | 'location'>>) => ({ type: 'enquiry', ...refs }) as LeadRequest

/** Every field a lead can hold, with values that need care (quotes, new lines, decimals, JSON arrays). */
const fullLead = (key: string): LeadData => ({
  site: world.a.siteId,
  status: 'new',
  notes: 'Call after 5',
  type: 'trade-in',
  category: 'Trade-In',
  subcategory: 'Trade-In Valuation',
  dealership: world.a.dealershipId,
  location: world.a.locationId,
  vehicle: world.a.vehicleId,
  vehicleSnapshot: { stockNumber: 'S-1', make: 'Mazda', model: 'CX-5', year: 2022, price: 31990.5 },
  firstName: 'Jo',
  lastName: "O'Brien",
  email: 'jo@example.com',
  phone: '0412345678',
  postcode: '2000',
  message: 'Line one\nLine “two”; drop table leads; --',
  preferredContact: 'SMS',
  preferredDate: '2026-12-01',
  preferredTime: '10:30',
  tradeIn: { rego: 'ABC123', state: 'NSW', make: 'Toyota', model: 'Corolla', year: 2015, km: 123456, price: 9000, hasTradeIn: true },
  finance: { purchasePrice: 30000, term: 60, creditScore: 'GREAT', wanted: true },
  consent: { optIn: true, termsAccepted: true, at: '2026-11-26T08:00:00.000Z', text: 'I agree to the terms' },
  source: { page: 'https://dealer.test/cars/a?x=1', referrer: 'https://search.test/', utm: { utm_source: 'google', utm_medium: 'cpc' }, visitedPages: ['/cars/a', '/search'], query: { ref: 'email' }, ip: '10.0.0.9' },
  analyticsEventId: 15,
  idempotencyKey: key,
  spam: false,
})

/** Only what both writers decide: no id, key, timestamps or join, nor the contact (Payload's create links it in a hook, which `payload.db.create` skips). */
const comparable = ({ id: _id, idempotencyKey: _key, createdAt: _c, updatedAt: _u, deliveries: _d, contact: _contact, ...rest }: Lead) => rest

async function writtenBothWays(data: (key: string) => LeadData) {
  const raw = await insertLead(payload, data(randomUUID()), null)
  expect(raw).toEqual(expect.any(Number))
  const at = new Date().toISOString()
  const viaPayload = await payload.db.create({ collection: 'leads', data: { ...data(randomUUID()), createdAt: at, updatedAt: at } })
  const read = (id: number) => payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true, joins: false })
  const rawLead = await read(raw as number)
  return { raw: comparable(rawLead), viaPayload: comparable(await read(Number(viaPayload.id))), rawContact: rawLead.contact ?? null }
}

beforeAll(async () => {
  payload = await getPayloadClient()
  world = await buildWorld(payload, 'leadstore')
  await payload.update({ collection: 'dealerships', id: world.a.dealershipId, context, data: { leadDelivery: { emails: ['one@dealer.test', 'two@dealer.test'], webhookUrl: 'https://crm.test/hook', webhookSecret: 's3cret', format: 'adf' } } })
  secondDealership = (await payload.create({ collection: 'dealerships', context, data: { name: 'Second yard dealer', slug: 'leadstore-second' } })).id
  yardWithHours = (
    await payload.create({
      collection: 'locations',
      context,
      data: {
        name: 'Yard with hours',
        slug: 'leadstore-hours',
        dealership: secondDealership,
        openingHours: [
          { weekday: '1', status: 'open', open: '08:30', close: '17:30' },
          { weekday: '0', status: 'closed' },
        ],
        specialHours: [{ date: '2026-12-25T00:00:00.000Z', status: 'closed', note: 'Christmas' }],
      },
    })
  ).id
  const car = await payload.create({ collection: 'vehicles', context, data: { year: 2021, make: 'Kia', model: 'Sportage', carType: 'demo', status: 'in_stock', price: 29990, name: 'Yard car', slug: 'leadstore-yard-car', stockNumber: 'Y-1', showOnDealerWebsite: true, dealership: secondDealership, location: yardWithHours } })
  carWithYard = { id: car.id, slug: car.slug as string }
})

describe('the lead row of the one-statement write', () => {
  it('writes every column of the leads table', async () => {
    const { rows } = await drizzleOf(payload).execute(sql`select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'leads' and column_name <> 'id'`)
    const written = leadRow(fullLead('k'), new Date().toISOString()).map(([column]) => column)
    expect(new Set(written).size).toBe(written.length)
    expect(written.sort()).toEqual(rows.map((r) => String(r.column_name)).sort())
  })

  it('is the row Payload’s create writes for a lead with every field', async () => {
    const { raw, viaPayload, rawContact } = await writtenBothWays(fullLead)
    expect(raw).toEqual(viaPayload)
    // The one-statement write links the lead to its shopper's contact (tests/int/contacts.int.test.ts).
    expect(rawContact).toEqual(expect.any(Number))
    expect(raw).toMatchObject({ lastName: "O'Brien", vehicleSnapshot: { price: 31990.5 }, source: { visitedPages: ['/cars/a', '/search'] }, tradeIn: { state: 'NSW', km: 123456 } })
  })

  it('is the row Payload’s create writes for a lead with only the required fields', async () => {
    const bare = (key: string): LeadData => ({ site: world.a.siteId, status: 'new', type: 'phone-reveal', idempotencyKey: key, consent: { at: '2026-11-26T08:00:00.000Z' } })
    const { raw, viaPayload } = await writtenBothWays(bare)
    expect(raw).toEqual(viaPayload)
  })

  it('a second write with the same site and key writes nothing and answers null', async () => {
    const key = randomUUID()
    const first = await insertLead(payload, fullLead(key), { leadDelivery: { emails: ['one@dealer.test'] } })
    expect(first).toEqual(expect.any(Number))
    expect(await insertLead(payload, fullLead(key), { leadDelivery: { emails: ['one@dealer.test'] } })).toBeNull()
    const { totalDocs } = await payload.count({ collection: 'lead-deliveries', where: { lead: { equals: first } }, overrideAccess: true })
    expect(totalDocs).toBe(2) // the dealer's email and the shopper's confirmation, once
  })
})

describe('a lead read back in one statement', () => {
  it('is the lead Payload’s find reads, for a lead with every field and one with only the required fields', async () => {
    const bare = (key: string): LeadData => ({ site: world.a.siteId, status: 'new', type: 'phone-reveal', idempotencyKey: key, consent: { at: '2026-11-26T08:00:00.000Z' } })
    for (const data of [fullLead(randomUUID()), bare(randomUUID())]) {
      const id = (await insertLead(payload, data, null)) as number
      const { rows } = await drizzleOf(payload).execute(sql`select * from leads where id = ${id}`)
      // The deliveries join and the staff's chat replies (an array in its own table) are not columns of the lead's row.
      const { deliveries: _join, replies: _replies, ...viaPayload } = await payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true, joins: false })
      expect(leadFromRow(rows[0]!)).toEqual(viaPayload)
    }
  })
})

describe('the local mailbox', () => {
  it('keeps each message as an outbox document with every field, as Payload reads it', async () => {
    const to = `mailbox-${randomUUID()}@example.com`
    await payload.sendEmail({ to: [to, 'second@example.com'], subject: 'Lead “quoted”', text: 'Line one\nLine two', html: '<p>Hi</p>', headers: { 'X-Lead': '7' } })
    const { docs } = await payload.find({ collection: 'outbox-messages', where: { to: { contains: to } }, overrideAccess: true })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ to: `${to}, second@example.com`, subject: 'Lead “quoted”', text: 'Line one\nLine two', html: '<p>Hi</p>', headers: { 'X-Lead': '7' }, from: expect.stringContaining('<'), site: null, lead: null })
    expect(Date.now() - new Date(docs[0]!.createdAt).getTime()).toBeLessThan(60_000)
    const { rows } = await drizzleOf(payload).execute(sql`select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'outbox_messages'`)
    expect(rows.map((r) => String(r.column_name)).sort()).toEqual(['created_at', 'from', 'headers', 'html', 'id', 'lead_id', 'site_id', 'subject', 'text', 'to', 'updated_at'])
  })
})

describe('the references read in one statement', () => {
  const both = async (site: SiteView, lead: LeadRequest) => {
    const { rows } = await executePrepared(payload, leadReferencesQuery(site, lead))
    const fast = readLeadReferences(rows[0] ?? {}, lead)
    const full = await resolveReferences(payload, site, lead)
    const pick = <T extends object>(doc: T | null, fields: Record<string, true>) => (doc ? Object.fromEntries(['id', ...Object.keys(fields)].map((k) => [k, (doc as Record<string, unknown>)[k] ?? null])) : null)
    const expected = full.ok ? { ok: true, refs: { vehicle: pick(full.refs.vehicle, LEAD_FIELDS.vehicles), dealership: pick(full.refs.dealership, LEAD_FIELDS.dealerships), location: pick(full.refs.location, LEAD_FIELDS.locations) } } : full
    const normalised = fast.ok ? { ok: true, refs: { vehicle: pick(fast.refs.vehicle, LEAD_FIELDS.vehicles), dealership: pick(fast.refs.dealership, LEAD_FIELDS.dealerships), location: pick(fast.refs.location, LEAD_FIELDS.locations) } } : fast
    expect(normalised).toEqual(expected)
    return fast
  }
  const siteA = () => siteWith(world.a.siteId, [world.a.dealershipId])
  const group = () => siteWith(world.a.siteId, [world.a.dealershipId, secondDealership])

  it('a car by id and by slug decides the dealership, with its delivery settings', async () => {
    const byId = await both(siteA(), ask({ vehicle: world.a.vehicleId }))
    expect(byId).toMatchObject({ ok: true, refs: { vehicle: { id: world.a.vehicleId, stockNumber: 'S-leadstore-a' }, dealership: { id: world.a.dealershipId, leadDelivery: { emails: ['one@dealer.test', 'two@dealer.test'], format: 'adf' } } } })
    await both(siteA(), ask({ vehicle: 'shown-leadstore-a' }))
  })

  it('a car at a location brings the location with its opening and holiday hours', async () => {
    const answer = await both(group(), ask({ vehicle: carWithYard.slug }))
    expect(answer).toMatchObject({ ok: true, refs: { dealership: { id: secondDealership }, location: { id: yardWithHours, specialHours: [{ date: '2026-12-25T00:00:00.000Z', status: 'closed' }] } } })
  })

  it('a chosen location decides the dealership; a chosen dealership wins over the location’s', async () => {
    await both(group(), ask({ location: 'leadstore-hours' }))
    await both(group(), ask({ location: yardWithHours, dealership: world.a.dealershipId }))
    await both(group(), ask({ dealership: 'dealer-leadstore-a' }))
  })

  it('a chosen dealership wins over the car’s: a lead about a car sent to the location the shopper chose goes to that location’s dealership', async () => {
    const answer = await both(group(), ask({ vehicle: carWithYard.slug, dealership: world.a.dealershipId }))
    expect(answer).toMatchObject({ ok: true, refs: { vehicle: { id: carWithYard.id }, dealership: { id: world.a.dealershipId } } })
  })

  it('nothing named: the site’s only dealership, or none on a group site', async () => {
    expect(await both(siteA(), ask({}))).toMatchObject({ ok: true, refs: { vehicle: null, dealership: { id: world.a.dealershipId }, location: null } })
    expect(await both(group(), ask({}))).toMatchObject({ ok: true, refs: { vehicle: null, dealership: null, location: null } })
  })

  it('another site’s car, dealership and location are refused, each by its field', async () => {
    const answer = await both(siteA(), ask({ vehicle: world.b.vehicleId, dealership: world.b.dealershipId, location: world.b.locationId }))
    expect(answer).toEqual({ ok: false, errors: [expect.objectContaining({ path: 'vehicle' }), expect.objectContaining({ path: 'dealership' }), expect.objectContaining({ path: 'location' })] })
    await both(siteA(), ask({ vehicle: 'no-such-car' }))
    await both(siteA(), ask({ vehicle: '99999999999', location: 2_147_483_648 }))
    await both(siteWith(world.a.siteId, []), ask({ vehicle: world.a.vehicleId }))
  })
})
