/**
 * The signed-in shopper's online payments on this site (site/rules/onlinePayments.ts): deposits and
 * purchases taken by a provider that charges online, the shopper's by session or by mobile number.
 * A system read, always narrowed to this site and this shopper.
 */
import type { Payload } from 'payload'
import type { Reservation, Vehicle } from '../../payload-types'
import { PAYMENT_KIND_LABELS, PAYMENT_STATUS_TEXT, newestFirst } from '../rules/onlinePayments'
import { mobileDigits } from '../rules/phone'
import { formatCents } from '../rules/reservation'
import { purchaseConfirmationPath } from '../reservations/flows'
import { carPath } from '../vehicles/carLinks'
import type { SiteView } from '../tenancy/siteView'
import type { ShopperSession } from './session'

export type OnlinePaymentView = { id: number; createdAt: string; kind: Reservation['kind']; kindLabel: string; amount: string; status: Reservation['status']; statusText: string; vehicle: string | null; receiptPath: string | null }

const spellings = (d: string): string[] => [d, `${d.slice(0, 4)} ${d.slice(4, 7)} ${d.slice(7)}`, `${d.slice(0, 4)}-${d.slice(4, 7)}-${d.slice(7)}`]

function toView(site: SiteView, r: Reservation): OnlinePaymentView {
  const car = typeof r.vehicle === 'object' ? (r.vehicle as Vehicle) : null
  const carRoot = car ? carPath(site.config.vehicleCard.detailsLinkBase, car.slug) : null
  const receiptPath = r.kind === 'purchase' ? purchaseConfirmationPath(r.publicToken) : carRoot ? `${carRoot}/checkout/confirmation?reservation=${encodeURIComponent(r.publicToken)}` : null
  return {
    id: r.id,
    createdAt: r.createdAt,
    kind: r.kind,
    kindLabel: PAYMENT_KIND_LABELS[r.kind],
    amount: formatCents(r.amount),
    status: r.status,
    statusText: PAYMENT_STATUS_TEXT[r.status],
    vehicle: car ? [car.year, car.make, car.model, car.badge].filter(Boolean).join(' ') || car.name || null : null,
    receiptPath,
  }
}

export async function loadOnlinePayments(payload: Payload, site: SiteView, shopper: ShopperSession): Promise<OnlinePaymentView[]> {
  const digits = mobileDigits(shopper.phone)
  // System read: this site's online payments of this shopper (by session, or by the verified mobile they paid with).
  const { docs } = await payload.find({
    collection: 'reservations',
    where: { and: [{ site: { equals: site.id } }, { provider: { not_equals: 'local' } }, { or: [{ shopper: { equals: shopper.shopperId } }, { phone: { in: spellings(digits) } }] }] },
    depth: 1,
    limit: 100,
    pagination: false,
    overrideAccess: true,
    sort: '-createdAt',
  })
  return newestFirst(docs.filter((r) => (typeof r.shopper === 'object' && r.shopper ? r.shopper.id : r.shopper) === shopper.shopperId || mobileDigits(r.phone) === digits).map((r) => toView(site, r)))
}
