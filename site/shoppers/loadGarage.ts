/**
 * The garage's view models (issue 13): the shopper's saved cars with their price and status now,
 * and the shopper's own enquiries (leads on this site with the shopper's mobile number). System
 * reads, always narrowed to the signed-in shopper and this site's dealerships.
 */
import type { Payload } from 'payload'
import type { Lead, Vehicle } from '../../payload-types'
import { garageMarkers, type GarageMarker } from '../rules/garageList'
import { mobileDigits } from '../rules/phone'
import { isInStock } from '../rules/stockState'
import type { CarInput } from '../rules/vehicleTypes'
import type { SiteView } from '../tenancy/siteView'
import { toVehicleView } from '../vehicles/vehicleView'
import { viewedVehicleIds } from './recentlyViewed'
import { MAX_SAVED } from './savedCars'
import type { ShopperSession } from './session'

export type SavedCarView = { id: number; slug: string; title: string; image: string | null; price: number | null; inStock: boolean; markers: GarageMarker[]; car: CarInput }
export type EnquiryView = { id: number; createdAt: string; category: string; vehicle: string | null }

const idOf = (ref: unknown): number => Number(ref && typeof ref === 'object' ? (ref as { id: unknown }).id : ref)

export async function loadSavedCars(payload: Payload, site: SiteView, shopper: ShopperSession): Promise<SavedCarView[]> {
  const { docs: rows } = await payload.find({ collection: 'saved-cars', where: { shopper: { equals: shopper.shopperId } }, depth: 0, limit: MAX_SAVED, pagination: false, overrideAccess: true, sort: '-createdAt' })
  const ids = rows.map((r) => idOf(r.vehicle))
  if (!ids.length || !site.dealershipIds.length) return []
  // A saved car stays listed after it sells or leaves the website (marked Sold): read by the system, on this site's dealerships only.
  const { docs } = await payload.find({ collection: 'vehicles', where: { and: [{ id: { in: ids } }, { dealership: { in: site.dealershipIds } }] }, depth: 1, limit: ids.length, pagination: false, overrideAccess: true })
  const byId = new Map(docs.map((d) => [d.id, d]))
  return rows.flatMap((row) => {
    const doc = byId.get(idOf(row.vehicle))
    return doc ? [toSavedCar(doc, row.priceWhenSaved ?? null)] : []
  })
}

export function toSavedCar(doc: Vehicle, priceWhenSaved: number | null): SavedCarView {
  const view = toVehicleView(doc)
  const listed = doc.showOnDealerWebsite === true
  const car = listed ? view.car : { ...view.car, status: 'sold' as const }
  return { id: doc.id, slug: doc.slug, title: view.title, image: view.images[0]?.thumb ?? null, price: doc.price ?? null, inStock: listed && isInStock(car.status), markers: garageMarkers(car, priceWhenSaved), car }
}

/** How a form may have stored the mobile (it keeps what was typed, 61 → 0): 0412345678, 0412 345 678, 0412-345-678. */
const phoneSpellings = (d: string): string[] => [d, `${d.slice(0, 4)} ${d.slice(4, 7)} ${d.slice(7)}`, `${d.slice(0, 4)}-${d.slice(4, 7)}-${d.slice(7)}`]

export async function loadEnquiries(payload: Payload, site: SiteView, shopper: ShopperSession): Promise<EnquiryView[]> {
  const digits = mobileDigits(shopper.phone)
  const { docs } = await payload.find({ collection: 'leads', where: { and: [{ site: { equals: site.id } }, { phone: { in: phoneSpellings(digits) } }, { spam: { not_equals: true } }] }, depth: 0, limit: 50, pagination: false, overrideAccess: true, sort: '-createdAt', joins: false, select: { createdAt: true, category: true, subcategory: true, type: true, phone: true, vehicleSnapshot: true } })
  return docs.filter((lead) => lead.phone && mobileDigits(lead.phone) === digits).map(toEnquiry)
}

function toEnquiry(lead: Pick<Lead, 'id' | 'createdAt' | 'category' | 'subcategory' | 'type' | 'vehicleSnapshot'>): EnquiryView {
  const snap = lead.vehicleSnapshot
  const vehicle = snap ? [snap.year, snap.make, snap.model].filter(Boolean).join(' ') || null : null
  return { id: lead.id, createdAt: lead.createdAt, category: [lead.category ?? lead.type, lead.subcategory].filter(Boolean).join(' · '), vehicle }
}

export type AlertSettings = { on: boolean; channel: 'sms' | 'email'; email: string | null }

/** The shopper's alert settings: on when opted in and not stopped (STOP reply or unsubscribe link). */
export async function alertSettings(payload: Payload, shopperId: number): Promise<AlertSettings> {
  const shopper = await payload.findByID({ collection: 'shoppers', id: shopperId, depth: 0, overrideAccess: true, disableErrors: true, select: { alertsOptIn: true, alertsStoppedAt: true, alertsChannel: true, email: true } })
  return { on: Boolean(shopper?.alertsOptIn && !shopper.alertsStoppedAt), channel: shopper?.alertsChannel === 'email' ? 'email' : 'sms', email: shopper?.email || null }
}

/**
 * The shopper's recently viewed cars, most recent first, with their price and status now
 * (site/shoppers/recentlyViewed.ts). A car that sold or left the website stays, marked Sold.
 */
export async function loadRecentlyViewed(payload: Payload, site: SiteView, shopper: ShopperSession): Promise<SavedCarView[]> {
  const ids = await viewedVehicleIds(payload, shopper.shopperId)
  if (!ids.length || !site.dealershipIds.length) return []
  // System read, as for saved cars: the shopper's own list, on this site's dealerships only.
  const { docs } = await payload.find({ collection: 'vehicles', where: { and: [{ id: { in: ids } }, { dealership: { in: site.dealershipIds } }] }, depth: 1, limit: ids.length, pagination: false, overrideAccess: true })
  const byId = new Map(docs.map((d) => [d.id, d]))
  return ids.flatMap((id) => {
    const doc = byId.get(id)
    return doc ? [toSavedCar(doc, null)] : []
  })
}
