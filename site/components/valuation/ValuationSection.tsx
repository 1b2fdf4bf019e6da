import { TradeInFaq } from '../forms/LeadFormSection'
import { getPayloadClient } from '../../payload'
import { VALUATION_QUESTIONS } from '../../rules/valuation'
import { DEFAULT_TIME_ZONE } from '../../rules/zonedTime'
import { valuationProviderFor } from '../../valuation/provider'
import { ValuationFlow } from './ValuationFlow.client'

/**
 * /cars/trade-in/valuation (issue 51): the valuation that follows the trade-in form, with how the
 * figure is made stated on the page (the configured provider's method) and the trade-in FAQ.
 */
export async function ValuationSection() {
  const provider = valuationProviderFor(await getPayloadClient())
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">Your trade-in valuation</h1>
      <div className="mt-6">
        <ValuationFlow questions={VALUATION_QUESTIONS} timeZone={DEFAULT_TIME_ZONE} startHref="/cars/trade-in" />
      </div>
      <section aria-labelledby="valuation-method" className="mt-10 rounded-lg border border-slate-200 bg-slate-50 p-5">
        <h2 id="valuation-method" className="text-xl font-bold">How we estimate</h2>
        <p className="mt-2 text-sm" data-testid="valuation-method">{provider.method}</p>
        <p className="mt-2 text-sm text-slate-700">Source: {provider.name}.</p>
      </section>
      <TradeInFaq />
    </div>
  )
}
