/**
 * /cars/{slug}/checkout (or /cars/{slug}/buy-online by `checkout.mode`, FIN §2.1): the car, the
 * deposit (`checkout.reserveAmount`), the terms of the hold, and the guarantee and returns of this
 * car's type where the site offers them (site/rules/carTerms.ts), how the deposit is paid, and the shopper's details (issue 14).
 */
import { Link } from '../Link'
import { notFound } from 'next/navigation'
import { needsSignIn } from '../../rules/signInGating'
import { depositCents, formatCents } from '../../rules/reservation'
import { reserveHeading, reserveTerms } from '../../rules/carTerms'
import { isCheckoutEnabledForCar } from '../../rules/stockState'
import { currentShopper, requireShopper } from '../../shoppers/currentShopper'
import { carPath } from '../../vehicles/carLinks'
import { vehicleRoute } from '../../vehicles/vehicleRoute'
import { paymentProviderFor } from '../../reservations/provider'
import type { PageSearchParams } from '../../reservations/flows'
import { PaymentCancelledNotice } from './PaymentCancelledNotice'
import { ReserveForm } from './ReserveForm.client'

type Params = Promise<{ host: string; slug: string }>

export async function CheckoutPage({ params, searchParams, mode }: { params: Params; searchParams: Promise<PageSearchParams>; mode: 'reserve' | 'buyOnline' }) {
  const { site, vehicle } = await vehicleRoute(params)
  const query = await searchParams
  const checkout = site.config.checkout
  const amount = depositCents(checkout.reserveAmount)
  if (!vehicle || !checkout.enabled || checkout.mode !== mode || amount === null) notFound()
  const path = carPath('/cars', vehicle.slug)
  const here = `${path}/${mode === 'buyOnline' ? 'buy-online' : 'checkout'}`
  const gated = needsSignIn('checkout', { signedIn: false }, site.config.signIn.gatedRoutes)
  const shopper = gated ? await requireShopper(site, 'checkout', here) : await currentShopper(site)
  const deposit = formatCents(amount)
  const local = paymentProviderFor().id === 'local'
  const available = isCheckoutEnabledForCar(vehicle.car, checkout)
  const heading = mode === 'buyOnline' ? 'Buy Online' : 'Reserve this car'
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      <p className="text-sm"><Link href={path} className="text-brand-dark underline">Back to {vehicle.title}</Link></p>
      <h1 className="mt-2 text-3xl font-bold">{heading}</h1>
      <PaymentCancelledNotice searchParams={query} />
      <section aria-labelledby="reserve-car" className="mt-6 rounded border border-slate-300 p-4">
        <h2 id="reserve-car" className="text-xl font-semibold">{vehicle.title}</h2>
        {vehicle.subtitle ? <p className="text-slate-700">{vehicle.subtitle}</p> : null}
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          {vehicle.car.price ? (<><dt className="font-semibold">Price</dt><dd>{formatCents(vehicle.car.price * 100)}</dd></>) : null}
          {vehicle.car.stocknum ? (<><dt className="font-semibold">Stock number</dt><dd>{vehicle.car.stocknum}</dd></>) : null}
          <dt className="font-semibold">Refundable deposit</dt>
          <dd data-testid="reserve-deposit">{deposit}</dd>
        </dl>
      </section>
      {available ? (
        <>
          <section aria-labelledby="reserve-terms" className="mt-6">
            <h2 id="reserve-terms" className="text-xl font-semibold">{reserveHeading(vehicle.car.car_type, checkout)}</h2>
            <ul className="mt-2 ml-5 list-disc space-y-1" data-testid="reserve-terms">
              {reserveTerms(vehicle.car.car_type, { depositLabel: deposit, paidOnline: !local }, checkout).map((t) => <li key={t}>{t}</li>)}
            </ul>
            <p className="mt-2">
              {local
                ? `You pay the ${deposit} deposit at the dealership: we hold the car as soon as you send this form, and the dealer contacts you to confirm.`
                : `You pay the ${deposit} deposit by card on the next page; the car is held once the payment goes through.`}
            </p>
          </section>
          <section aria-labelledby="reserve-details" className="mt-6">
            <h2 id="reserve-details" className="text-xl font-semibold">Your details</h2>
            <div className="mt-3">
              <ReserveForm vehicleId={vehicle.id} carPath={path} submitLabel={local ? `Reserve Now ${deposit}` : `Continue to payment (${deposit})`} defaults={{ firstName: shopper?.firstName ?? '', phone: shopper?.phone ?? '' }} verifiedPhone={shopper?.phone ?? null} />
            </div>
          </section>
        </>
      ) : (
        <p role="status" className="mt-6 rounded border border-slate-400 bg-slate-50 p-4">This car is already reserved or no longer available to reserve online. <Link href={path} className="text-brand-dark underline">Enquire about it</Link>.</p>
      )}
    </main>
  )
}
