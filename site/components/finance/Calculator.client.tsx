'use client'

import { useId, useRef, useState, useSyncExternalStore } from 'react'
import type { FinanceCalculator } from '../../config/sections/financeCalculator'
import { track } from '../analytics/tracker'
import { ANALYTICS_EVENTS } from '../../rules/analytics'
import { checkAmount, positionOfTerm, type CalculatorValues, type InterestBounds, type Range, type SliderBounds, type TermBounds } from '../../rules/calculatorBounds'
import { FREQUENCY_LABELS, REPAYMENT_FREQUENCIES, type RepaymentFrequency } from '../../rules/finance'
import { calculatorFigures, withField, type CalculatorField } from '../../rules/calculatorFigures'
import { CALCULATOR_MODEL, type CalculatorModel } from '../../enhance/calculatorModel'
import { linkedVehiclePrice } from '../../rules/financeLink'
import { priceStart } from './calculatorProps'

type Props = {
  settings: FinanceCalculator
  price: number | null
  initial: CalculatorValues
  bounds: { amount: SliderBounds; term: TermBounds; interest: InterestBounds; extras: Range }
  establishmentFee: number
  monthlyFee: number
  disclaimerExample: string
  /** Where Enquire for Finance leads: the site's `finance.linkPath`. */
  financePath: string
  /** Without a price of its own: start from the car price of the finance link that opened the page (FIN §2.1 `vehiclePriceBudget`). */
  priceFromLink?: boolean
}

export const COMPARISON_RATE_WARNING =
  'WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.'

/** Records the first use once (FIN §2.5: analytics event 26) for whatever analytics the site loads. */
function logFirstUse() {
  track({ event: 'finance-calculator', eventId: ANALYTICS_EVENTS.financeCalculatorUse })
  window.dispatchEvent(new CustomEvent('dealer:analytics', { detail: { eventId: ANALYTICS_EVENTS.financeCalculatorUse } }))
}

const input = 'mt-1 w-full rounded border border-slate-400 px-3 py-2'

const noSubscription = () => () => undefined
const locationSearch = () => window.location.search
const noSearch = () => ''

/**
 * FIN §2.5 calculator: repayment from site/rules; $25 or less shows Enquire for Finance and a
 * blank total. With `priceFromLink` and no price of its own it starts from the link's car price.
 * The page is cached for every visitor, so that price is read in the browser after hydration (the
 * server's HTML has the calculator's own start), and the calculator then starts over from it.
 */
export function Calculator({ priceFromLink = false, ...props }: Props) {
  const search = useSyncExternalStore(noSubscription, locationSearch, noSearch)
  const linked = priceFromLink && props.price === null ? linkedVehiclePrice(search) : null
  if (linked === null) return <CalculatorForm {...props} />
  const start = priceStart(props.settings, linked)
  return <CalculatorForm key={linked} {...props} price={linked} initial={start.initial} bounds={{ ...props.bounds, amount: start.amountBounds }} />
}

function CalculatorForm({ settings, price, initial, bounds, establishmentFee, monthlyFee, disclaimerExample, financePath }: Omit<Props, 'priceFromLink'>) {
  const id = useId()
  const used = useRef(false)
  const [values, setValues] = useState(initial)
  const [amountText, setAmountText] = useState(String(initial.amount))
  const [message, setMessage] = useState<string | null>(null)
  const [expanded, setExpanded] = useState(false)

  const touch = () => {
    if (used.current) return
    used.current = true
    logFirstUse()
  }
  const set = (patch: Partial<CalculatorValues>) => {
    touch()
    setValues((v) => ({ ...v, ...patch }))
  }
  /** A field changed: the values as site/rules/calculatorFigures.ts reads it (as the page's early script does). */
  const change = (field: CalculatorField, raw: string) => {
    touch()
    setValues((v) => withField(v, field, raw, bounds.term))
  }
  const commitAmount = (text: string) => {
    const check = checkAmount(Number(text), settings, price)
    setMessage(check.message)
    setAmountText(String(check.value))
    set({ amount: check.value })
  }
  const extra = (key: 'deposit' | 'tradeIn' | 'residual', label: string) => (
    <label className="block text-sm font-medium" htmlFor={`${id}-${key}`}>
      {label}
      <input id={`${id}-${key}`} className={input} type="number" inputMode="numeric" min={bounds.extras.min} max={bounds.extras.max} step={500} value={values[key]} data-calc-field={key} onChange={(e) => change(key, e.target.value)} />
    </label>
  )

  const terms = { price, establishmentFee, monthlyFee }
  const figures = calculatorFigures(terms, values)
  const termPosition = positionOfTerm(bounds.term, values.termYears)
  // what the page's early script needs to answer a field before this island hydrates (site/enhance/financeCalculator.ts)
  const model: CalculatorModel = { ...terms, term: bounds.term, initial }
  return (
    <div className="mt-6 rounded-lg border border-slate-200 p-5" {...{ [CALCULATOR_MODEL]: JSON.stringify(model) }}>
      <div className="grid gap-4 md:grid-cols-2">
        <label className="block text-sm font-medium" htmlFor={`${id}-amount`}>
          {settings.amountField === 'purchasePrice' ? 'Purchase price' : 'Loan amount'}
          <input id={`${id}-amount`} className={input} type="number" inputMode="numeric" min={bounds.amount.min} max={bounds.amount.max} step={bounds.amount.step} value={amountText}
            aria-describedby={message ? `${id}-amount-error` : undefined} aria-invalid={message ? true : undefined}
            onChange={(e) => { touch(); setAmountText(e.target.value) }} onBlur={(e) => commitAmount(e.target.value)} />
          {message ? <span id={`${id}-amount-error`} role="alert" className="mt-1 block text-sm text-red-700">{message}</span> : null}
        </label>
        {extra('deposit', 'Deposit')}
        {extra('tradeIn', 'Trade-in')}
        {extra('residual', 'Residual (balloon)')}
        <label className="block text-sm font-medium" htmlFor={`${id}-term`}>
          Term: <span data-calc-out="termYears" suppressHydrationWarning>{values.termYears}</span> years
          <input id={`${id}-term`} data-calc-field="term" className="mt-2 w-full accent-brand" type="range" min={bounds.term.min} max={bounds.term.max} step={bounds.term.kind === 'step' ? bounds.term.step : 1} value={termPosition}
            aria-valuetext={`${values.termYears} years`} onChange={(e) => change('term', e.target.value)} />
        </label>
        <label className="block text-sm font-medium" htmlFor={`${id}-interest`}>
          Interest: <span data-calc-out="interestRate" suppressHydrationWarning>{values.interestRate}</span>% p.a.
          <input id={`${id}-interest`} data-calc-field="interest" className="mt-2 w-full accent-brand" type="range" min={bounds.interest.min} max={bounds.interest.max} step={bounds.interest.step} value={values.interestRate}
            disabled={!bounds.interest.editable} aria-valuetext={`${values.interestRate}% per annum`} onChange={(e) => change('interest', e.target.value)} />
        </label>
      </div>
      <fieldset className="mt-4">
        <legend className="text-sm font-medium">Repayment frequency</legend>
        <div className="mt-1 flex gap-4">
          {(Object.keys(REPAYMENT_FREQUENCIES) as RepaymentFrequency[]).map((f) => (
            <label key={f} className="flex items-center gap-1 text-sm">
              <input type="radio" name={`${id}-frequency`} value={f} checked={values.frequency === f} data-calc-field="frequency" onChange={() => change('frequency', f)} />
              {FREQUENCY_LABELS[f]}
            </label>
          ))}
        </div>
      </fieldset>
      {/* data-calc-*: the figures a field changed before hydration shows at once (site/enhance/financeCalculator.ts) */}
      <output className="mt-6 block rounded bg-slate-100 p-4" aria-live="polite" htmlFor={`${id}-amount ${id}-term ${id}-interest`} data-calc-kind={figures.kind}>
        {figures.kind === 'repayment' ? (
          <>
            <span className="block text-3xl font-bold"><span data-calc-out="repayment" suppressHydrationWarning>{figures.repayment}</span> <span className="text-base font-normal" data-calc-out="frequency" suppressHydrationWarning>{figures.frequency}</span></span>
            <span className="block text-sm">Total payable <span data-calc-out="total" suppressHydrationWarning>{figures.total}</span></span>
          </>
        ) : (
          <>
            <a className="block text-xl font-bold text-brand-dark underline" href={financePath}>{figures.label}</a>
            <span className="block text-sm">Total payable</span>
          </>
        )}
      </output>
      {/* FIN §2.1 in-page anchor #financeDisclaimer (one calculator a page) */}
      <div id="financeDisclaimer" className="mt-4 scroll-mt-24 text-xs text-slate-700">
        <p id={`${id}-disclaimer`} className={expanded ? '' : 'line-clamp-2'}>
          Repayments are an estimate only, based on {disclaimerExample}, and do not constitute a quote or an offer of finance. {COMPARISON_RATE_WARNING}
        </p>
        <button type="button" className="mt-1 font-semibold text-brand-dark underline" aria-expanded={expanded} aria-controls={`${id}-disclaimer`} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Show Less' : 'Show More'}
        </button>
      </div>
    </div>
  )
}
