/**
 * /personalised/finance?car_id= (FIN §2.1, §2.4): the pre-approval flow as a page, for links, new
 * tabs and browsers without script reaching the popup's link. Only on sites with the lender
 * tie-in (404 otherwise); a car that cannot take it is left out and the flow quotes a price.
 * Gated behind shopper sign-in when the dealer flags `finance` in `signIn.gatedRoutes` (FIN §2.2):
 * a signed-out visitor goes to /sign-in with this page, car included, as redirect.
 */
import { Link } from '../Link'
import { notFound } from 'next/navigation'
import { PERSONALISED_FINANCE_PATH } from '../../rules/financeLink'
import { lenderTieInEligible } from '../../rules/financeEligibility'
import { POPUP_TITLE } from '../../rules/lenderQuote'
import { gatePage } from '../../shoppers/currentShopper'
import { requireSite } from '../../tenancy/requireSite'
import { carPath } from '../../vehicles/carLinks'
import { loadVehicleByRef } from '../../vehicles/loadVehicle'
import { PreApprovalFlow } from './PreApprovalFlow.client'

export async function PersonalisedFinancePage({ params, carId }: { params: Promise<{ host: string }>; carId: string | string[] | undefined }) {
  const site = await requireSite(params)
  if (!site.config.finance.lenderTieIn) notFound()
  // A stray part after a question mark is dropped (FIN §2.3).
  const ref = typeof carId === 'string' ? carId.split('?')[0]!.trim() : ''
  await gatePage(site, PERSONALISED_FINANCE_PATH, ref ? `?car_id=${encodeURIComponent(ref)}` : '')
  const state = ref ? await loadVehicleByRef(site, ref) : null
  const v = state?.kind === 'listed' && lenderTieInEligible(state.vehicle.car, site.config.finance, { now: new Date() }) ? state.vehicle : null
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-8">
      {v ? <p className="text-sm"><Link href={carPath(site.config.vehicleCard.detailsLinkBase, v.slug)} className="text-brand-dark underline">Back to {v.title}</Link></p> : null}
      <h1 className="mt-2 text-2xl font-bold">{POPUP_TITLE}</h1>
      {ref && !v ? <p className="mt-2 text-slate-800">Pre-approval is not available for that car any more, but you can still get an estimate.</p> : null}
      <div className="mt-6 rounded-lg border border-slate-200 p-4">
        <PreApprovalFlow car={v ? { ref: v.slug, name: v.title, price: v.car.price ?? null } : null} />
      </div>
    </main>
  )
}
