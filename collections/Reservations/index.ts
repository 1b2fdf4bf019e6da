import { ValidationError, type CollectionConfig, type FieldAccess, type Field } from 'payload'
import { staffOrOwnDealership } from '../../access/dealershipScope'
import { canMove, isActive, RESERVATION_KINDS, RESERVATION_STATUSES, transitionMessage, type ReservationStatus } from '../../site/rules/reservation'
import { providerOf, type ProviderId } from '../../site/reservations/provider'
import { setVehicleReserved } from '../../site/reservations/vehicleFlag'
import { relationId } from '../revalidateHooks'

const nobody = () => false
/** Recorded by the reservation flow: nobody changes them through the API (nor moves a reservation to another site). */
const fixed: FieldAccess = () => false
const system = (field: Field): Field => ('name' in field ? ({ ...field, access: { update: fixed }, admin: { ...field.admin, readOnly: true } } as Field) : field)

const label = (value: string) => value.replace(/^./, (c) => c.toUpperCase())

const STATUS_STAMP: Partial<Record<ReservationStatus, string>> = { held: 'heldAt', released: 'releasedAt', cancelled: 'cancelledAt', refunded: 'refundedAt', completed: 'completedAt' }

/**
 * Reservations of a car with a refundable deposit (issue 14, FIN §4 Reserve). Created only by
 * `POST /api/reservations` (site/reservations/reserve.ts); the database lets at most one be
 * active (pending or held) per car. Dealer staff see and work their own dealerships' reservations:
 * confirm, cancel, refund or complete; platform staff all of them.
 */
export const Reservations: CollectionConfig = {
  slug: 'reservations',
  admin: {
    useAsTitle: 'lastName',
    defaultColumns: ['createdAt', 'kind', 'status', 'vehicle', 'firstName', 'lastName', 'amount', 'provider', 'dealerConfirmed'],
    group: 'Dealer',
    description: 'Cars held for a refundable deposit, and cars bought online. Confirm one once the payment is arranged; set Completed when the car is sold, Cancelled or Refunded to free it. A deposit hold lapses after 48 hours; an online purchase waits for you.',
  },
  access: { read: staffOrOwnDealership('dealership'), update: staffOrOwnDealership('dealership'), create: nobody, delete: nobody },
  indexes: [{ fields: ['status', 'heldAt'] }],
  hooks: {
    beforeChange: [
      async ({ data, originalDoc, operation }) => {
        if (operation !== 'update' || !originalDoc) return data
        const from = originalDoc.status as ReservationStatus
        const to = (data.status ?? from) as ReservationStatus
        if (!canMove(from, to)) throw new ValidationError({ collection: 'reservations', errors: [{ path: 'status', message: transitionMessage(from, to) }] })
        if (data.dealerConfirmed && !originalDoc.dealerConfirmed) data.confirmedAt = new Date().toISOString()
        if (to === from) return data
        const stamp = STATUS_STAMP[to]
        if (stamp) data[stamp] = new Date().toISOString()
        if (to === 'refunded') {
          const provider = providerOf(originalDoc.provider as ProviderId)
          if (provider.refunds && originalDoc.providerPaymentId) {
            try {
              data.providerRefundId = await provider.refund(String(originalDoc.providerPaymentId), Number(originalDoc.amount))
            } catch (error) {
              throw new ValidationError({ collection: 'reservations', errors: [{ path: 'status', message: `The refund failed: ${(error as Error).message}` }] })
            }
          }
        }
        return data
      },
    ],
    afterChange: [
      async ({ doc, previousDoc, operation, req, context }) => {
        if (operation === 'update' && previousDoc?.status === doc.status) return doc
        const vehicleId = relationId(doc.vehicle)
        // An active reservation (pending or held) holds the car: it shows Reserved and loses its
        // Reserve and Online Purchase buttons, even while an online payment is still running, since
        // the database would refuse any other shopper then anyway (README "Reserve with a refundable deposit").
        if (vehicleId !== null) await setVehicleReserved(req.payload, vehicleId, isActive(doc.status as ReservationStatus), { req, context })
        return doc
      },
    ],
  },
  fields: [
    { name: 'status', type: 'select', required: true, defaultValue: 'pending', index: true, options: RESERVATION_STATUSES.map((value) => ({ value, label: label(value) })), admin: { position: 'sidebar' } },
    { name: 'dealerConfirmed', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar', description: 'Pay at the dealership: tick once you have spoken to the shopper and confirmed the hold.' } },
    { name: 'notes', type: 'textarea', admin: { position: 'sidebar' } },
    ...[
      { name: 'kind', type: 'select', required: true, defaultValue: 'reserve', index: true, options: RESERVATION_KINDS.map((value) => ({ value, label: value === 'reserve' ? 'Deposit hold' : 'Online purchase' })), admin: { position: 'sidebar' } },
      { name: 'site', type: 'relationship', relationTo: 'sites', required: true, index: true },
      { name: 'dealership', type: 'relationship', relationTo: 'dealerships', required: true, index: true },
      { name: 'vehicle', type: 'relationship', relationTo: 'vehicles', required: true, index: true },
      { name: 'shopper', type: 'relationship', relationTo: 'shoppers' },
      { name: 'lead', type: 'relationship', relationTo: 'leads' },
      { type: 'row', fields: [{ name: 'firstName', type: 'text', required: true }, { name: 'lastName', type: 'text' }] },
      { type: 'row', fields: [{ name: 'email', type: 'email', required: true }, { name: 'phone', type: 'text', required: true }] },
      { name: 'amount', type: 'number', required: true, min: 1, admin: { description: 'In cents (20000 = $200): the deposit, or the price of an online purchase.', step: 1 } },
      { name: 'provider', type: 'select', required: true, options: [{ value: 'local', label: 'Pay at the dealership' }, { value: 'stripe', label: 'Stripe' }] },
      { type: 'row', fields: [{ name: 'providerSessionId', type: 'text', index: true }, { name: 'providerPaymentId', type: 'text' }, { name: 'providerRefundId', type: 'text' }] },
      { name: 'publicToken', type: 'text', required: true, unique: true, admin: { hidden: true } },
      { type: 'row', fields: [{ name: 'heldAt', type: 'date' }, { name: 'confirmedAt', type: 'date' }, { name: 'releasedAt', type: 'date' }] },
      { type: 'row', fields: [{ name: 'cancelledAt', type: 'date' }, { name: 'refundedAt', type: 'date' }, { name: 'completedAt', type: 'date' }] },
    ].map((f) => (f.type === 'row' ? { ...f, fields: (f.fields as Field[]).map(system) } : system(f as Field))) as Field[],
  ],
  timestamps: true,
}
