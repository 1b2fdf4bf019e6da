import { loadLocationCards } from '../../locations/loadLocationCards'
import { Disclosures } from '../Disclosures'
import { moneyQuickPicks } from '../../rules/amountFields'
import { locationsFor } from '../../rules/leadLocations'
import type { SiteView } from '../../tenancy/siteView'
import { GetFinanceNow } from './GetFinanceNow'
import type { LeadFormVehicle } from './LeadForm.client'
import { LeadForm } from './LeadFormIsland.client'
import { SelectedCarPanel } from './SelectedCarPanel.client'
import { leadCategory } from '../../leads/schema'
import { formModel, TRADE_IN_FAQ, type FormType } from '../../forms/leadFormModel'
import { loadDealershipChoices } from '../../forms/loadDealershipChoices'

export type LeadFormSectionProps = {
  site: SiteView
  type: FormType
  vehicle?: LeadFormVehicle | null
  dealership?: number | null
  prefill?: Record<string, string>
}

/** The props of the one lead form island for a type on a site (server side: settings, locations and hours). */
export async function leadFormProps({ site, type, vehicle = null, dealership = null, prefill = {} }: LeadFormSectionProps) {
  const forms = site.config.forms
  const locations = locationsFor(type, await loadLocationCards(site), site.config.locations.picker, dealership)
  const { category, subcategory } = leadCategory(type, vehicle?.carType ?? null)
  const model = formModel(type, { ...forms.enquiry, defaultState: site.config.defaultState, dealershipCount: site.dealershipIds.length, boundToCar: vehicle !== null, onlineValuation: forms.valuation.online, locationsOffered: locations.length })
  const asksForDealership = model.steps.some((s) => s.fields.some((f) => f.kind === 'dealership'))
  return {
    model,
    forms,
    category,
    subcategory,
    locations: locations.map((l) => ({ id: l.id, name: l.name, dealership: l.dealershipId })),
    dealerships: asksForDealership ? await loadDealershipChoices(site) : [],
    hours: Object.fromEntries(locations.map((l) => [String(l.id), { weekly: l.openingHours, special: l.specialHours }])),
    moneyPicks: moneyQuickPicks(forms.moneyQuickPicks),
    vehicle,
    dealership,
    prefill,
  }
}

/** The trade-in FAQ (FIN §5 Other). */
export function TradeInFaq() {
  return (
    <section aria-labelledby="trade-in-faq" className="mt-8">
      <h2 id="trade-in-faq" className="text-xl font-bold">Trade-in questions</h2>
      <Disclosures items={TRADE_IN_FAQ} />
    </section>
  )
}

/** FIN §2.3: the finance page's three steps, plus the site's extra steps; the car of `car_id` instead when the link names one. */
export const FINANCE_STEPS = ['Apply online in minutes', 'Get pre-approved with a personalised rate', 'Purchase the car'] as const

function FinancePanel({ site }: { site: SiteView }) {
  const steps = [...FINANCE_STEPS, ...site.config.finance.page.extraSteps]
  return (
    <aside aria-label="Your finance" className="rounded-lg border border-slate-200 bg-slate-50 p-5" data-testid="finance-panel">
      <SelectedCarPanel>
        <h2 className="text-lg font-bold">How it works</h2>
        <ol className="mt-3 space-y-3">
          {steps.map((step, i) => <li key={step} className="flex gap-3"><span aria-hidden="true" className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-dark text-sm font-bold text-white">{i + 1}</span><span>{step}</span></li>)}
        </ol>
      </SelectedCarPanel>
    </aside>
  )
}

/** A lead form on a page: heading, the island, and the trade-in FAQ where the form has one. */
export async function LeadFormSection(props: LeadFormSectionProps & { heading?: string | null; intro?: string | null; headingLevel?: 'h1' | 'h2' }) {
  const formProps = await leadFormProps(props)
  const headingId = `lead-form-${props.type}-heading`
  const Heading = props.headingLevel ?? 'h2'
  return (
    <section className={`mx-auto px-4 py-10 ${props.type === 'finance' ? 'max-w-5xl' : 'max-w-3xl'}`} aria-labelledby={headingId}>
      <Heading id={headingId} className="text-2xl font-bold">{props.heading || formProps.model.title}</Heading>
      {props.intro ? <p className="mt-2 text-slate-700">{props.intro}</p> : null}
      {props.type === 'finance' && props.site.config.finance.page.panel ? (
        <div className="mt-6 grid gap-8 md:grid-cols-[1fr_18rem]">
          <div id="finance-form"><LeadForm {...formProps} /></div>
          <FinancePanel site={props.site} />
        </div>
      ) : (
        <div className="mt-6">
          <LeadForm {...formProps} />
        </div>
      )}
      {formProps.model.faq ? <TradeInFaq /> : null}
      {props.type === 'finance' && !props.vehicle && props.site.config.finance.page.getFinanceNow ? <GetFinanceNow site={props.site} /> : null}
    </section>
  )
}
