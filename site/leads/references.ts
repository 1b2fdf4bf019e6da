/**
 * The vehicle, dealership and location a lead names, checked against the requesting site: each
 * must belong to one of the site's dealerships, else a 422 names the field.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload, Where } from 'payload'
import type { Dealership, Location, Vehicle } from '../../payload-types'
import type { SiteView } from '../tenancy/siteView'
import type { LeadFieldError, LeadRequest } from './schema'
import { relationId } from '../relationId'
import { isRecordIdNumber } from '../rules/recordId'

export const NOT_ON_SITE = {
  vehicle: 'This vehicle is not available on this site.',
  dealership: 'This dealership is not on this site.',
  location: 'This location is not on this site.',
} as const

export type LeadReferences = { vehicle: Vehicle | null; dealership: Dealership | null; location: Location | null }

/** The fields a lead is made of and delivered with (leadData, the test-drive slot check, the delivery channels). */
export const LEAD_FIELDS = {
  vehicles: { dealership: true, location: true, stockNumber: true, make: true, model: true, year: true, price: true, carType: true, tag: true, status: true },
  dealerships: { leadDelivery: true },
  locations: { dealership: true, openingHours: true, specialHours: true },
} as const

/** The references as `POST /api/leads` reads them: only the fields of LEAD_FIELDS. */
export type LeadReferenceFields = {
  vehicle: Pick<Vehicle, 'id' | keyof typeof LEAD_FIELDS.vehicles> | null
  dealership: Pick<Dealership, 'id' | keyof typeof LEAD_FIELDS.dealerships> | null
  location: Pick<Location, 'id' | keyof typeof LEAD_FIELDS.locations> | null
}

export type Resolved<R> = { ok: true; refs: R } | { ok: false; errors: LeadFieldError[] }

/** A 422 error for each named reference the site does not have. */
function notOnSite(lead: LeadRequest, found: Record<keyof typeof NOT_ON_SITE, boolean>): LeadFieldError[] {
  return (['vehicle', 'dealership', 'location'] as const).filter((field) => lead[field] !== undefined && !found[field]).map((field) => ({ path: field, message: NOT_ON_SITE[field] }))
}

/** A car the site does not list (kept off the website) takes no enquiry or reservation: its page is a 404. */
const LISTED: Where = { showOnDealerWebsite: { equals: true } }

/**
 * What a reference names: an id (a number or all digits) or a slug; nothing when it is an id no
 * integer column holds or a slug with a NUL byte, both of which PostgreSQL refuses with an error.
 */
function refOf(value: string | number): { id: number } | { slug: string } | null {
  if (typeof value === 'number' || /^\d+$/.test(value)) {
    const id = Number(value)
    return isRecordIdNumber(id) ? { id } : null
  }
  return value.includes('\u0000') ? null : { slug: value }
}

/** The reference as a Payload condition (ids start at 1, so id 0 matches nothing). */
function byIdOrSlug(value: string | number): Where {
  const ref = refOf(value)
  return ref === null ? { id: { equals: 0 } } : 'id' in ref ? { id: { equals: ref.id } } : { slug: { equals: ref.slug } }
}


/** The reference as an SQL condition. */
function byIdOrSlugSql(value: string | number): SQL {
  const ref = refOf(value)
  return ref === null ? sql`false` : 'id' in ref ? sql`id = ${ref.id}` : sql`slug = ${ref.slug}`
}

/**
 * Only what a lead stores and delivers (LEAD_FIELDS), in one statement: the named vehicle,
 * dealership and location, each only among the site's dealerships, and the dealership and location
 * the lead goes to (the chosen dealership decides, then the car's, the location's, or the site's
 * only one; the chosen location, else the car's). The same documents as `resolveReferences` with
 * LEAD_FIELDS (tests/int/leads.store.int.test.ts compares them), without the three to five
 * queries and the field walk of Payload's find. One row, read by `readLeadReferences`; `POST /api/leads`
 * reads the key and the rate limits in the same statement.
 */
export function leadReferencesQuery(site: SiteView, lead: LeadRequest): SQL {
  // One array parameter, not one per dealership: the text, and so the prepared statement, is the same for every site.
  const own = sql`any(${sql.param(site.dealershipIds)}::int[])`
  const named = (value: string | number | undefined, scoped: SQL) => (value === undefined ? sql`false` : sql`${byIdOrSlugSql(value)} and ${scoped}`)
  const single = site.dealershipIds.length === 1 ? site.dealershipIds[0]! : null
  return sql`
    with v as (select id, dealership_id, location_id, stock_number, make, model, year, price, car_type, tag, status from vehicles where ${named(lead.vehicle, sql`dealership_id = ${own} and show_on_dealer_website`)} limit 1),
      dn as (select id from dealerships where ${named(lead.dealership, sql`id = ${own}`)} limit 1),
      ln as (select id, dealership_id from locations where ${named(lead.location, sql`dealership_id = ${own}`)} limit 1),
      pick as (select coalesce((select id from dn), (select dealership_id from v), (select dealership_id from ln), ${single}::int) as dealership_id,
        coalesce((select id from ln), (select location_id from v)) as location_id)
    select
      (select jsonb_build_object('id', id, 'dealership', dealership_id, 'location', location_id, 'stockNumber', stock_number, 'make', make, 'model', model, 'year', year, 'price', price, 'carType', car_type, 'tag', tag, 'status', status) from v) as vehicle,
      exists (select 1 from dn) as dealership_found,
      exists (select 1 from ln) as location_found,
      (select jsonb_build_object('id', d.id, 'leadDelivery', jsonb_build_object(
          'emails', (select coalesce(jsonb_agg(t.text order by t."order"), '[]'::jsonb) from dealerships_texts t where t.parent_id = d.id and t.path = 'leadDelivery.emails'),
          'webhookUrl', d.lead_delivery_webhook_url, 'webhookSecret', d.lead_delivery_webhook_secret, 'format', d.lead_delivery_format))
        from dealerships d join pick on d.id = pick.dealership_id) as dealership,
      (select jsonb_build_object('id', l.id, 'dealership', l.dealership_id,
          'openingHours', (select coalesce(jsonb_agg(jsonb_build_object('id', h.id, 'weekday', h.weekday, 'status', h.status, 'open', h.open, 'close', h.close) order by h._order), '[]'::jsonb) from locations_opening_hours h where h._parent_id = l.id),
          'specialHours', (select coalesce(jsonb_agg(jsonb_build_object('id', h.id, 'date', to_char(h.date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'status', h.status, 'open', h.open, 'close', h.close, 'note', h.note) order by h._order), '[]'::jsonb) from locations_special_hours h where h._parent_id = l.id))
        from locations l join pick on l.id = pick.location_id) as location`
}

/** The references from the row of `leadReferencesQuery`, or a 422 error for each named one the site does not have. */
export function readLeadReferences(row: Record<string, unknown>, lead: LeadRequest): Resolved<LeadReferenceFields> {
  const vehicle = (row.vehicle ?? null) as LeadReferenceFields['vehicle']
  const errors = notOnSite(lead, { vehicle: vehicle !== null, dealership: Boolean(row.dealership_found), location: Boolean(row.location_found) })
  if (errors.length) return { ok: false, errors }
  return { ok: true, refs: { vehicle, dealership: (row.dealership ?? null) as LeadReferenceFields['dealership'], location: (row.location ?? null) as LeadReferenceFields['location'] } }
}

async function findOne<T>(payload: Payload, collection: 'vehicles' | 'dealerships' | 'locations', where: Where): Promise<T | null> {
  // System read: the endpoint checks a shopper's reference against the site itself.
  const { docs } = await payload.find({ collection, where, depth: 0, limit: 1, pagination: false, overrideAccess: true })
  return (docs[0] as T | undefined) ?? null
}

/** Every field of each document, through Payload (reservations and purchases price and hold the car). */
export async function resolveReferences(payload: Payload, site: SiteView, lead: LeadRequest): Promise<Resolved<LeadReferences>> {
  const own = { in: site.dealershipIds.length ? site.dealershipIds : [-1] }
  const [vehicle, dealership, location] = await Promise.all([
    lead.vehicle === undefined ? null : findOne<Vehicle>(payload, 'vehicles', { and: [byIdOrSlug(lead.vehicle), { dealership: own }, LISTED] }),
    lead.dealership === undefined ? null : findOne<Dealership>(payload, 'dealerships', { and: [byIdOrSlug(lead.dealership), { id: own }] }),
    lead.location === undefined ? null : findOne<Location>(payload, 'locations', { and: [byIdOrSlug(lead.location), { dealership: own }] }),
  ])
  const errors = notOnSite(lead, { vehicle: vehicle !== null, dealership: dealership !== null, location: location !== null })
  if (errors.length) return { ok: false, errors }
  // The chosen dealership decides (a form sends the car's, or the chosen location's on a page about a
  // car, so the lead and its location agree), then the car's, the location's, or the site's only one.
  const dealershipId = dealership?.id ?? relationId(vehicle?.dealership) ?? relationId(location?.dealership) ?? (site.dealershipIds.length === 1 ? site.dealershipIds[0]! : null)
  const [resolvedDealership, resolvedLocation] = await Promise.all([
    dealership?.id === dealershipId ? dealership : dealershipId === null ? null : findOne<Dealership>(payload, 'dealerships', { id: { equals: dealershipId } }),
    location ?? (vehicle?.location ? findOne<Location>(payload, 'locations', { id: { equals: relationId(vehicle.location) } }) : null),
  ])
  return { ok: true, refs: { vehicle, dealership: resolvedDealership, location: resolvedLocation } }
}
