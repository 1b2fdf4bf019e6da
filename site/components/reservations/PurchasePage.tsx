/**
 * /checkout-journey?car_id={slug} (FIN §2.1, §4 Online purchase): the car, the price breakdown,
 * the return terms and money-back guarantee in the spec's words, how payment is taken, the payment
 * logos (FIN §2.9) and the shopper's details. Shown only where the site offers online purchase
 * (`checkout.enabled` and the `checkout.onlinePurchase` flag) for this car (used, or a make of
 * `checkout.onlinePurchaseNewMakes`); otherwise the page does not exist.
 */
import { Link } from '../Link'
import { notFound } from 'next/navigation'
import { PaymentLogos } from '../PaymentLogos'
import { isOnlinePurchaseOffered, purchaseBreakdown, purchasePath, purchaseTerms } from '../../rules/onlinePurchase'
import { afterSaleHeading } from '../../rules/carTerms'
import { formatCents } from '../../rules/reservation'
import { needsSignIn } from '../../rules/signInGating'
import { currentShopper, requireShopper } from '../../shoppers/currentShopper'
import { carPath } from '../../vehicles/carLinks'
import { vehicleRoute } from '../../vehicles/vehicleRoute'
import { PAID_ONLINE, paymentProviderFor } from '../../reservations/provider'
import { PaymentCancelledNotice } from './PaymentCancelledNotice'
import { ReserveForm } from './ReserveForm.client'

type Props = { params: Promise<{ host: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The car_id parameter; any stray part after a question mark is dropped (FIN §2.3's reading of car_id). */
const carIdOf = (value: string | string[] | undefined): string | null => {
  const raw = Array.isArray(value) ? value[0] : value
  const id = raw?.split('?')[0]?.trim()
  return id && id.length <= 200 ? id : null
}

export async function PurchasePage({ params, searchParams }: Props) {
  const { host } = await params
  const query = await searchParams
  const slug = carIdOf(query.car_id)
  if (!slug) notFound()
  const { site, vehicle } = await vehicleRoute(Promise.resolve({ host, slug }))
  const checkout = site.config.checkout
  // the flow exists for this car whether or not someone holds it right now
  if (!vehicle || !vehicle.car.price || !isOnlinePurchaseOffered({ ...vehicle.car, reserved: false }, checkout)) notFound()
  const here = purchasePath(vehicle.slug)
  const gated = needsSignIn('checkout', { signedIn: false }, site.config.signIn.gatedRoutes)
  const shopper = gated ? await requireShopper(site, 'checkout', here) : await currentShopper(site)
  const provider = paymentProviderFor()
  const online = PAID_ONLINE[provider.id]
  const breakdown = purchaseBreakdown(vehicle.car.price, vehicle.car.price_type, online)
  const total = formatCents(breakdown.totalCents)
  const terms = purchaseTerms(vehicle.car.car_type, checkout)
  const termsHeading = afterSaleHeading(vehicle.car.car_type, checkout)
  const path = carPath('/cars', vehicle.slug)
  const available = isOnlinePurchaseOffered(vehicle.car, checkout)
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      <p className="text-sm"><Link href={path} className="text-brand-dark underline">Back to {vehicle.title}</Link></p>
      <h1 className="mt-2 text-3xl font-bold">Online Purchase</h1>
      <PaymentCancelledNotice searchParams={query} />
      <section aria-labelledby="purchase-car" className="mt-6 rounded border border-slate-300 p-4">
        <h2 id="purchase-car" className="text-xl font-semibold">{vehicle.title}</h2>
        {vehicle.subtitle ? <p className="text-slate-700">{vehicle.subtitle}</p> : null}
        {vehicle.car.stocknum ? <p className="text-sm">Stock number {vehicle.car.stocknum}</p> : null}
      </section>
      <section aria-labelledby="purchase-price" className="mt-6">
        <h2 id="purchase-price" className="text-xl font-semibold">Price breakdown</h2>
        <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1" data-testid="price-breakdown">
          {breakdown.lines.map((line) => (<div key={line.label} className="contents"><dt>{line.label}</dt><dd className="text-right">{formatCents(line.cents)}</dd></div>))}
          <dt className="border-t border-slate-300 pt-1 font-semibold">Total</dt>
          <dd className="border-t border-slate-300 pt-1 text-right font-semibold" data-testid="purchase-total">{total}</dd>
          {breakdown.payNowCents > 0 ? (<><dt>Pay now by card</dt><dd className="text-right">{formatCents(breakdown.payNowCents)}</dd></>) : null}
          {breakdown.atDealershipCents > 0 ? (<><dt>Pay at the dealership</dt><dd className="text-right">{formatCents(breakdown.atDealershipCents)}</dd></>) : null}
        </dl>
      </section>
      {terms.length ? (
        <section aria-labelledby="purchase-terms" className="mt-6">
          <h2 id="purchase-terms" className="text-xl font-semibold">{termsHeading}</h2>
          <ul className="mt-2 ml-5 list-disc space-y-1" data-testid="purchase-terms">{terms.map((t) => <li key={t}>{t}</li>)}</ul>
        </section>
      ) : null}
      {available ? (
        <>
          <section aria-labelledby="purchase-payment" className="mt-6 space-y-3">
            <h2 id="purchase-payment" className="text-xl font-semibold">Payment</h2>
            <p data-testid="purchase-payment-note">
              {online
                ? `You pay ${total} by card on the next page; the car is yours to collect once the payment goes through and the dealer confirms the order.`
                : `No payment is taken online: we record your order and hold the car, the dealer contacts you to confirm it, and you pay ${total} at the dealership.`}
            </p>
            <PaymentLogos />
          </section>
          <section aria-labelledby="purchase-details" className="mt-6">
            <h2 id="purchase-details" className="text-xl font-semibold">Your details</h2>
            <div className="mt-3">
              <ReserveForm vehicleId={vehicle.id} carPath={path} endpoint="/api/purchases" page={here} submitLabel={online ? `Continue to payment (${total})` : 'Place order'} defaults={{ firstName: shopper?.firstName ?? '', phone: shopper?.phone ?? '' }} verifiedPhone={shopper?.phone ?? null} />
            </div>
          </section>
        </>
      ) : (
        <p role="status" className="mt-6 rounded border border-slate-400 bg-slate-50 p-4">This car is already reserved or sold. <Link href={path} className="text-brand-dark underline">Enquire about it</Link>.</p>
      )}
    </main>
  )
}
