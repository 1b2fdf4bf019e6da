'use client'
import { useId } from 'react'
import { quoteFigures } from '../../rules/lenderQuote'
import { groupThousands } from '../../rules/pricing'
import { possessive } from '../../rules/copy'
import { carQuotePrice, CREDIT_SCORES, QUICK_QUOTE_TERM, quickQuoteBounds, type CreditScore } from '../../rules/quickQuote'
import type { QuoteState } from './useQuickQuote.client'

export const FIELD = 'mt-1 block w-full rounded border border-slate-500 px-3 py-2 text-slate-900 read-only:bg-slate-100'
export const LABEL = 'font-semibold'

const SCORE_LABELS: Record<CreditScore, string> = { GREAT: 'Great', DECENT: 'Decent', POOR: 'Poor' }

export type EstimateInputs = { priceText: string; term: number; score: CreditScore }

/** What the quote says, read out when it changes (aria-live); a failure in the spec's words (FIN §8). */
export function QuoteSummary({ state }: { state: QuoteState }) {
  if (state.status === 'loading') return <p className="text-slate-700">Working out your estimate…</p>
  if (state.status === 'error') return <p role="alert" className="rounded border border-red-700 bg-red-50 px-3 py-2 text-red-800" data-testid="quote-error">{state.message}</p>
  const f = quoteFigures(state.quote)
  return (
    <div data-testid="popup-quote">
      <p className="text-2xl font-bold"><span data-testid="popup-weekly">{f.weekly}</span>/wk <span className="text-base font-normal text-slate-700">(<span data-testid="popup-monthly">{f.monthly}</span>/mth)</span></p>
      <p className="text-sm text-slate-800">{f.advertisedRate} p.a. advertised rate, {f.comparisonRate} comparison rate</p>
      <p className="text-sm text-slate-700" data-testid="popup-lender">
        {state.quote.local ? `Indicative estimate from ${possessive(state.quote.lenderName)} finance rates: no lender is connected, so our finance team takes your application.` : `Quick quote from ${state.quote.lenderName}.`}
      </p>
    </div>
  )
}

/** Step 1, Quick Estimate (FIN §5): purchase price (digits only, 10,000–200,000 and never above the car's price; the field shows the clamped price once left), term slider 1–7 years, credit history. */
export function QuickEstimateStep({ inputs, onChange, quote, carPrice = null }: { inputs: EstimateInputs; onChange: (next: EstimateInputs) => void; quote: QuoteState; carPrice?: number | null }) {
  const id = useId()
  const bounds = quickQuoteBounds(carPrice)
  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={`${id}-price`} className={LABEL}>Purchase price</label>
        <div className="relative">
          <span className="pointer-events-none absolute left-3 top-2 text-slate-700" aria-hidden="true">$</span>
          <input
            id={`${id}-price`}
            inputMode="numeric"
            autoComplete="off"
            value={inputs.priceText}
            aria-describedby={`${id}-price-hint`}
            onChange={(e) => onChange({ ...inputs, priceText: groupThousands(e.target.value.replace(/\D/g, '').slice(0, 7)) })}
            // on leaving the field it shows the price the estimate is for (clamped to the bounds above)
            onBlur={(e) => onChange({ ...inputs, priceText: groupThousands(String(carQuotePrice(e.target.value, carPrice))) })}
            className={`${FIELD} pl-7`}
          />
        </div>
        <p id={`${id}-price-hint`} className="mt-1 text-sm text-slate-700">{bounds.min === bounds.max ? `The car's price, $${groupThousands(String(bounds.max))}` : `Between $${groupThousands(String(bounds.min))} and $${groupThousands(String(bounds.max))}`}</p>
      </div>
      <div>
        <label htmlFor={`${id}-term`} className={LABEL}>Loan term: <output htmlFor={`${id}-term`} data-testid="term-output">{inputs.term} {inputs.term === 1 ? 'year' : 'years'}</output></label>
        <input id={`${id}-term`} type="range" min={QUICK_QUOTE_TERM.min} max={QUICK_QUOTE_TERM.max} step={1} value={inputs.term} aria-valuetext={`${inputs.term} years`} onChange={(e) => onChange({ ...inputs, term: Number(e.target.value) })} className="mt-2 block w-full accent-brand-dark" />
      </div>
      <fieldset>
        <legend className={LABEL}>Credit history</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {CREDIT_SCORES.map((score) => (
            <label key={score} className="inline-flex items-center gap-2">
              <input type="radio" name={`${id}-score`} value={score} checked={inputs.score === score} onChange={() => onChange({ ...inputs, score })} />
              {SCORE_LABELS[score]}
            </label>
          ))}
        </div>
      </fieldset>
      <div aria-live="polite" className="rounded bg-slate-50 p-3">
        <QuoteSummary state={quote} />
      </div>
    </div>
  )
}
