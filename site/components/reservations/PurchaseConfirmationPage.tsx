/**
 * /checkout-journey/confirmation?order={token}: the online purchase's confirmation, found by the
 * secret token the shopper was given, never by id. Held: the order is recorded and waits for the
 * dealer (paid at the dealership, or paid online); pending: the payment is still being confirmed.
 */
import { Link } from '../Link'
import { notFound } from 'next/navigation'
import { getPayloadClient } from '../../payload'
import { purchaseTerms } from '../../rules/onlinePurchase'
import { afterSaleHeading } from '../../rules/carTerms'
import { formatCents } from '../../rules/reservation'
import { requireSite } from '../../tenancy/requireSite'
import { carPath } from '../../vehicles/carLinks'
import { PAID_ONLINE } from '../../reservations/provider'

type Props = { params: Promise<{ host: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

const HEADINGS = { held: 'Thank you for your order', pending: 'We are confirming your payment' } as const

export async function PurchaseConfirmationPage({ params, searchParams }: Props) {
  const site = await requireSite(params)
  const token = (await searchParams).order
  if (typeof token !== 'string' || token.length < 10 || token.length > 100) notFound()
  const payload = await getPayloadClient()
  // System read: the shopper's own order, found by the secret token it was given.
  const { docs } = await payload.find({ collection: 'reservations', where: { and: [{ publicToken: { equals: token } }, { site: { equals: site.id } }, { kind: { equals: 'purchase' } }] }, depth: 1, limit: 1, pagination: false, overrideAccess: true })
  const order = docs[0]
  const car = order && typeof order.vehicle === 'object' ? order.vehicle : null
  if (!order || !car) notFound()
  const total = formatCents(order.amount)
  const title = car.name ?? [car.year, car.make, car.model].filter(Boolean).join(' ')
  const atDealership = !PAID_ONLINE[order.provider]
  const status = order.status === 'held' || order.status === 'pending' ? order.status : null
  const terms = purchaseTerms(car.carType, site.config.checkout)
  const termsHeading = afterSaleHeading(car.carType, site.config.checkout)
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold" data-testid="order-heading">{status ? HEADINGS[status] : 'This order has ended'}</h1>
      <p className="mt-4" data-testid="order-status">
        {status === 'held'
          ? `Thank you, ${order.firstName}. We have recorded your order for the ${title} and are holding it for you. ${atDealership ? `The dealer will call you to confirm the order; you pay ${total} at the dealership.` : `Your payment of ${total} has been received; the dealer will call you to arrange collection.`}`
          : status === 'pending'
            ? `Thank you, ${order.firstName}. Your payment of ${total} is being confirmed; this page shows your order once it is. Reload in a moment.`
            : 'Please contact us about this car.'}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">Order number</dt>
        <dd>{order.id}</dd>
        <dt className="font-semibold">Total</dt>
        <dd>{total}</dd>
      </dl>
      {terms.length ? (
        <>
          <h2 className="mt-6 text-xl font-semibold">{termsHeading}</h2>
          <ul className="mt-2 ml-5 list-disc space-y-1">{terms.map((t) => <li key={t}>{t}</li>)}</ul>
        </>
      ) : null}
      <p className="mt-6"><Link href={carPath('/cars', car.slug)} className="text-brand-dark underline">Back to {title}</Link></p>
    </main>
  )
}
