/**
 * The lead page's view of its shopper (issue 49 item 4): the contact's other leads, the cars its
 * shopper saved and its reservations, each with its admin page. Read with the viewer's own access,
 * so a list holds only what they may open; the saved cars are those of a shopper account of the
 * contact's site signed in with one of its phones, for cars of the contact's dealership.
 */
import type { Payload, TypedUser } from 'payload'
import type { Lead, Reservation, SavedCar, Vehicle } from '../../payload-types'
import { relationId } from '../relationId'
import { optionLabel } from '../leads/optionLabel'

export type HistoryItem = { id: number; href: string; title: string; detail: string; at: string }
export type ShopperHistoryView = {
  contact: { id: number; href: string; name: string; keys: Array<{ kind: string; value: string; verified: boolean }> }
  leads: HistoryItem[]
  savedCars: HistoryItem[]
  reservations: HistoryItem[]
}

/** At most this many of each list: the newest. */
export const HISTORY_LIMIT = 25

type CarNaming = { year?: number | null; make?: string | null; model?: string | null; stockNumber?: string | null }
const carName = (car: CarNaming | null | undefined): string =>
  car ? [car.year, car.make, car.model].filter(Boolean).join(' ') + (car.stockNumber ? ` (${car.stockNumber})` : '') : ''
const vehicleOf = (ref: unknown): Partial<Vehicle> | null => (ref && typeof ref === 'object' ? (ref as Vehicle) : null)

const leadItem = (admin: string, lead: Lead): HistoryItem => ({
  id: lead.id,
  href: `${admin}/collections/leads/${lead.id}`,
  title: lead.category || optionLabel(lead.type),
  detail: [carName(lead.vehicleSnapshot), optionLabel(lead.status)].filter(Boolean).join(' · '),
  at: lead.createdAt,
})

const savedCarItem = (admin: string, saved: SavedCar): HistoryItem => ({
  id: saved.id,
  href: `${admin}/collections/saved-cars/${saved.id}`,
  title: carName(vehicleOf(saved.vehicle)) || `Car ${relationId(saved.vehicle)}`,
  detail: typeof saved.priceWhenSaved === 'number' ? `$${saved.priceWhenSaved.toLocaleString('en-AU')} when saved` : '',
  at: saved.createdAt,
})

const reservationItem = (admin: string, reservation: Reservation): HistoryItem => ({
  id: reservation.id,
  href: `${admin}/collections/reservations/${reservation.id}`,
  title: `${reservation.kind === 'purchase' ? 'Online purchase' : 'Deposit hold'}: ${carName(vehicleOf(reservation.vehicle)) || `car ${relationId(reservation.vehicle)}`}`,
  detail: optionLabel(reservation.status),
  at: reservation.createdAt,
})

const CAR_FIELDS = { vehicles: { year: true, make: true, model: true, stockNumber: true } } as const

/** The history of the lead's contact as `user` may see it, or null (no contact, or not theirs to read). */
export async function loadShopperHistory(payload: Payload, user: TypedUser, leadId: number, contactId: number): Promise<ShopperHistoryView | null> {
  const asViewer = { user, overrideAccess: false } as const
  const contact = await payload.findByID({ collection: 'contacts', id: contactId, depth: 0, joins: false, disableErrors: true, ...asViewer })
  if (!contact) return null
  const site = relationId(contact.site)
  // Emails, then phones, each in the order the contact gathered them.
  const keys = (await payload.find({ collection: 'contact-keys', where: { contact: { equals: contact.id } }, depth: 0, limit: 50, pagination: false, sort: 'id', ...asViewer })).docs.sort((a, b) => a.kind.localeCompare(b.kind))
  const phones = keys.filter((key) => key.kind === 'phone').map((key) => key.value)
  const admin = payload.config.routes.admin
  const [leads, savedCars, reservations] = await Promise.all([
    payload.find({ collection: 'leads', where: { and: [{ contact: { equals: contact.id } }, { id: { not_equals: leadId } }] }, sort: '-createdAt', limit: HISTORY_LIMIT, depth: 0, joins: false, select: { type: true, category: true, status: true, vehicleSnapshot: true, createdAt: true }, ...asViewer }),
    phones.length && site !== null
      ? payload.find({
          collection: 'saved-cars',
          where: { and: [{ site: { equals: site } }, { 'shopper.phone': { in: phones } }, { 'shopper.lastSignedInAt': { exists: true } }, { 'vehicle.dealership': { equals: relationId(contact.dealership) } }] },
          sort: '-createdAt',
          limit: HISTORY_LIMIT,
          depth: 1,
          populate: CAR_FIELDS,
          select: { vehicle: true, priceWhenSaved: true, createdAt: true },
          ...asViewer,
        })
      : null,
    payload.find({ collection: 'reservations', where: { 'lead.contact': { equals: contact.id } }, sort: '-createdAt', limit: HISTORY_LIMIT, depth: 1, populate: CAR_FIELDS, select: { kind: true, status: true, vehicle: true, createdAt: true }, ...asViewer }),
  ])
  return {
    contact: { id: contact.id, href: `${admin}/collections/contacts/${contact.id}`, name: contact.name || contact.email || contact.phone || `Contact ${contact.id}`, keys: keys.map((key) => ({ kind: key.kind, value: key.value, verified: Boolean(key.verified) })) },
    leads: leads.docs.map((lead) => leadItem(admin, lead as Lead)),
    savedCars: (savedCars?.docs ?? []).map((saved) => savedCarItem(admin, saved as SavedCar)),
    reservations: reservations.docs.map((reservation) => reservationItem(admin, reservation as Reservation)),
  }
}
