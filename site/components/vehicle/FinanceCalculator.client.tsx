'use client'
import { useState } from 'react'
import type { FinanceCalculator as CalculatorSettings } from '../../config/sections/financeCalculator'
import { amountBounds, calculatorDefaults, checkAmount, clampExtra, interestBounds, positionOfTerm, termAtPosition, termBounds } from '../../rules/calculatorBounds'
import { financeQuote, FREQUENCY_LABELS, REPAYMENT_FREQUENCIES, type RepaymentFrequency } from '../../rules/finance'
import { formatCurrency } from '../../rules/pricing'

type Props = { calc: CalculatorSettings; price: number | null }

const FREQUENCIES = Object.keys(REPAYMENT_FREQUENCIES) as RepaymentFrequency[]

/** The repayment calculator (FIN §2.5, §5): bounds and messages from rules/calculatorBounds, the repayment from rules/finance. */
export function FinanceCalculator({ calc, price }: Props) {
  const [values, setValues] = useState(() => calculatorDefaults(calc, price))
  const [amountText, setAmountText] = useState(String(values.amount))
  const [message, setMessage] = useState<string | null>(null)
  const amount = amountBounds(calc, price)
  const term = termBounds(calc)
  const interest = interestBounds(calc)
  const quote = financeQuote({ amount: values.amount, deposit: values.deposit, annualRatePercent: values.interestRate, termYears: values.termYears, frequency: values.frequency })
  const onAmount = (text: string) => {
    setAmountText(text)
    const checked = checkAmount(Number.parseFloat(text), calc, price)
    setMessage(checked.message)
    setValues((v) => ({ ...v, amount: checked.value }))
  }
  const field = 'mt-1 h-11 w-full rounded border border-slate-400 px-3'
  return (
    <form className="grid gap-4 sm:grid-cols-2" onSubmit={(e) => e.preventDefault()} aria-label="Finance calculator" data-testid="finance-calculator">
      <label className="text-sm font-semibold">{calc.amountField === 'purchasePrice' ? 'Purchase price' : 'Loan amount'}
        <input className={field} inputMode="numeric" value={amountText} onChange={(e) => onAmount(e.target.value)} onBlur={() => setAmountText(String(values.amount))} aria-describedby="amount-message" min={amount.min} max={amount.max} />
        <span id="amount-message" className="block text-sm font-normal text-red-800" role="status">{message ?? ''}</span>
      </label>
      <label className="text-sm font-semibold">Deposit
        <input className={field} inputMode="numeric" value={values.deposit} onChange={(e) => setValues((v) => ({ ...v, deposit: clampExtra(Number.parseFloat(e.target.value) || 0) }))} />
      </label>
      <label className="text-sm font-semibold">Term: {values.termYears} years
        <input type="range" className="mt-1 w-full" min={term.min} max={term.max} step={term.kind === 'step' ? term.step : 1} value={positionOfTerm(term, values.termYears)} onChange={(e) => setValues((v) => ({ ...v, termYears: termAtPosition(term, Number(e.target.value)) }))} />
      </label>
      <label className="text-sm font-semibold">Interest rate: {values.interestRate}% p.a.
        <input type="range" className="mt-1 w-full" min={interest.min} max={interest.max} step={interest.step} value={values.interestRate} disabled={!interest.editable} onChange={(e) => setValues((v) => ({ ...v, interestRate: Number(e.target.value) }))} />
      </label>
      <fieldset className="sm:col-span-2"><legend className="text-sm font-semibold">Repayment frequency</legend>
        <div className="mt-1 flex gap-2">
          {FREQUENCIES.map((f) => (
            <label key={f} className="flex h-11 items-center gap-2 rounded border border-slate-400 px-3 text-sm"><input type="radio" name="frequency" checked={values.frequency === f} onChange={() => setValues((v) => ({ ...v, frequency: f }))} />{FREQUENCY_LABELS[f]}</label>
          ))}
        </div>
      </fieldset>
      <p className="sm:col-span-2 text-lg" aria-live="polite" data-testid="finance-repayment">
        {quote.kind === 'repayment' ? <><strong className="text-3xl">{formatCurrency(quote.repayment)}</strong> {FREQUENCY_LABELS[quote.frequency].toLowerCase()} · total {formatCurrency(quote.total)}</> : <strong>{quote.label}</strong>}
      </p>
    </form>
  )
}
