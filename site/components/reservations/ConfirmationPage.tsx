/**
 * The reservation's confirmation (issue 14): found by the token the shopper was given, never by
 * id. Held: the car is theirs for 48 hours; pending: the payment is still being confirmed.
 */
import { Link } from '../Link'
import { notFound } from 'next/navigation'
import { getPayloadClient } from '../../payload'
import { formatCents, HOLD_HOURS } from '../../rules/reservation'
import { reserveHeading, reserveTerms } from '../../rules/carTerms'
import { PAID_ONLINE } from '../../reservations/provider'
import { carPath } from '../../vehicles/carLinks'
import { vehicleRoute } from '../../vehicles/vehicleRoute'

type Params = Promise<{ host: string; slug: string }>

export async function ConfirmationPage({ params, searchParams }: { params: Params; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { site, vehicle } = await vehicleRoute(params)
  const token = (await searchParams).reservation
  if (!vehicle || typeof token !== 'string' || token.length < 10 || token.length > 100) notFound()
  const payload = await getPayloadClient()
  // System read: the shopper's own reservation, found by the secret token it was given.
  const { docs } = await payload.find({ collection: 'reservations', where: { and: [{ publicToken: { equals: token } }, { site: { equals: site.id } }, { vehicle: { equals: vehicle.id } }, { kind: { equals: 'reserve' } }] }, depth: 0, limit: 1, pagination: false, overrideAccess: true })
  const r = docs[0]
  if (!r) notFound()
  const deposit = formatCents(r.amount)
  const path = carPath('/cars', vehicle.slug)
  const atDealership = !PAID_ONLINE[r.provider]
  const heading = r.status === 'held' ? 'Your car is reserved' : r.status === 'pending' ? 'We are confirming your payment' : 'This reservation has ended'
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold" data-testid="reservation-heading">{heading}</h1>
      <p className="mt-4" data-testid="reservation-status">
        {r.status === 'held'
          ? `Thank you, ${r.firstName}. We are holding the ${vehicle.title} for you for ${HOLD_HOURS} hours. ${atDealership ? `Please bring the ${deposit} deposit to the dealership; we will call you to confirm.` : `Your ${deposit} deposit has been received.`}`
          : r.status === 'pending'
            ? `Thank you, ${r.firstName}. Your ${deposit} deposit is being confirmed; this page shows the hold once it is. Reload in a moment.`
            : 'Please contact us about this car.'}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">Reservation number</dt>
        <dd>{r.id}</dd>
        <dt className="font-semibold">Refundable deposit</dt>
        <dd>{deposit}</dd>
      </dl>
      <h2 className="mt-6 text-xl font-semibold">{reserveHeading(vehicle.car.car_type, site.config.checkout)}</h2>
      <ul className="mt-2 ml-5 list-disc space-y-1">
        {reserveTerms(vehicle.car.car_type, { depositLabel: deposit, paidOnline: !atDealership }, site.config.checkout).map((t) => <li key={t}>{t}</li>)}
      </ul>
      <p className="mt-6"><Link href={path} className="text-brand-dark underline">Back to {vehicle.title}</Link></p>
    </main>
  )
}
