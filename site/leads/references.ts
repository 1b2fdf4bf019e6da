/**
 * The vehicle, dealership and location a lead names, checked against the requesting site: each
 * must belong to one of the site's dealerships, else a 422 names the field.
 */
import type { Payload, Where } from 'payload'
import type { Dealership, Location, Vehicle } from '../../payload-types'
import type { SiteView } from '../tenancy/siteView'
import type { LeadFieldError, LeadRequest } from './schema'

export const NOT_ON_SITE = {
  vehicle: 'This vehicle is not available on this site.',
  dealership: 'This dealership is not on this site.',
  location: 'This location is not on this site.',
} as const

export type LeadReferences = { vehicle: Vehicle | null; dealership: Dealership | null; location: Location | null }

/** The fields a lead is made of and delivered with (leadData, the test-drive slot check, the delivery channels). */
const LEAD_FIELDS = {
  vehicles: { dealership: true, location: true, stockNumber: true, make: true, model: true, year: true, price: true, carType: true, tag: true },
  dealerships: { leadDelivery: true },
  locations: { dealership: true, openingHours: true, specialHours: true },
} as const

/** The references as `POST /api/leads` reads them: only the fields of LEAD_FIELDS. */
export type LeadReferenceFields = {
  vehicle: Pick<Vehicle, 'id' | keyof typeof LEAD_FIELDS.vehicles> | null
  dealership: Pick<Dealership, 'id' | keyof typeof LEAD_FIELDS.dealerships> | null
  location: Pick<Location, 'id' | keyof typeof LEAD_FIELDS.locations> | null
}

type Select = { [C in keyof typeof LEAD_FIELDS]?: Record<string, true> }
type Resolved<R> = { ok: true; refs: R } | { ok: false; errors: LeadFieldError[] }

const idOf = (ref: unknown): number | null => (ref && typeof ref === 'object' ? Number((ref as { id: unknown }).id) : ref == null ? null : Number(ref))

/** An id (a number or all digits) or a slug. */
const byIdOrSlug = (value: string | number): Where => (typeof value === 'number' || /^\d+$/.test(value) ? { id: { equals: Number(value) } } : { slug: { equals: value } })

/** Every field of each document (reservations and purchases price and hold the car). */
export const resolveReferences = (payload: Payload, site: SiteView, lead: LeadRequest): Promise<Resolved<LeadReferences>> => resolve(payload, site, lead, {}) as Promise<Resolved<LeadReferences>>

/**
 * Only what a lead stores and delivers (LEAD_FIELDS): the vehicle's row without its dozens of
 * other columns and arrays, which Payload would otherwise read and transform on every submission.
 */
export const resolveLeadReferences = (payload: Payload, site: SiteView, lead: LeadRequest): Promise<Resolved<LeadReferenceFields>> =>
  resolve(payload, site, lead, LEAD_FIELDS) as Promise<Resolved<LeadReferenceFields>>

async function findOne<T>(payload: Payload, collection: 'vehicles' | 'dealerships' | 'locations', where: Where, select: Select): Promise<T | null> {
  // System read: the lead endpoint checks a shopper's reference against the site itself.
  const { docs } = await payload.find({ collection, where, depth: 0, limit: 1, pagination: false, overrideAccess: true, ...(select[collection] ? { select: select[collection] } : {}) })
  return (docs[0] as T | undefined) ?? null
}

async function resolve(payload: Payload, site: SiteView, lead: LeadRequest, select: Select): Promise<Resolved<LeadReferences>> {
  const own = { in: site.dealershipIds.length ? site.dealershipIds : [-1] }
  const [vehicle, dealership, location] = await Promise.all([
    lead.vehicle === undefined ? null : findOne<Vehicle>(payload, 'vehicles', { and: [byIdOrSlug(lead.vehicle), { dealership: own }] }, select),
    lead.dealership === undefined ? null : findOne<Dealership>(payload, 'dealerships', { and: [byIdOrSlug(lead.dealership), { id: own }] }, select),
    lead.location === undefined ? null : findOne<Location>(payload, 'locations', { and: [byIdOrSlug(lead.location), { dealership: own }] }, select),
  ])
  const errors: LeadFieldError[] = []
  if (lead.vehicle !== undefined && !vehicle) errors.push({ path: 'vehicle', message: NOT_ON_SITE.vehicle })
  if (lead.dealership !== undefined && !dealership) errors.push({ path: 'dealership', message: NOT_ON_SITE.dealership })
  if (lead.location !== undefined && !location) errors.push({ path: 'location', message: NOT_ON_SITE.location })
  if (errors.length) return { ok: false, errors }
  // The car decides the dealership, then the chosen dealership, the location's, or the site's only one.
  const dealershipId = idOf(vehicle?.dealership) ?? dealership?.id ?? idOf(location?.dealership) ?? (site.dealershipIds.length === 1 ? site.dealershipIds[0]! : null)
  const [resolvedDealership, resolvedLocation] = await Promise.all([
    dealership?.id === dealershipId ? dealership : dealershipId === null ? null : findOne<Dealership>(payload, 'dealerships', { id: { equals: dealershipId } }, select),
    location ?? (vehicle?.location ? findOne<Location>(payload, 'locations', { id: { equals: idOf(vehicle.location) } }, select) : null),
  ])
  return { ok: true, refs: { vehicle, dealership: resolvedDealership, location: resolvedLocation } }
}
