import { useId, useState } from 'react'
import { Configure, Index, useInstantSearch } from 'react-instantsearch'
import { budgetButton, BUDGET_FLOOR_PRICE_REFINEMENT, budgetOf, budgetPriceRange, DEFAULT_DEPOSIT, DEFAULT_REPAYMENT, type BudgetFrequency } from '../../../site/rules/budget'
import { withRange } from '../../../site/rules/searchUrl'
import { CAR_TYPE_LABELS } from '../../../site/search/searchTitle'
import { MAIN_INDEX } from '../uiState'
import { useSearchNavigation } from './navigation'
import { plural } from '../../../site/rules/copy'

const money = (n: number) => `$${n.toLocaleString('en-AU')}`

/**
 * Budget search (FIN §2.10): repayment and deposit give a budget that becomes the price maximum.
 * While it is open, the results' search is asked once more, in the same request, for the lowest
 * price above $1,000 (FIN §5, §7), which the button compares the budget with.
 */
export function BudgetSearch() {
  const [open, setOpen] = useState(false)
  return (
    <details className="mb-4 border-b border-slate-200 pb-3" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer font-semibold">Search by budget</summary>
      {open ? <BudgetFloorQuery /> : null}
    </details>
  )
}

/** The results' search with price>1000 in place of its price range, and no hits: a child index inherits every other refinement of the results. */
function BudgetFloorQuery() {
  return (
    <Index indexName={MAIN_INDEX} indexId="budget-floor">
      <Configure hitsPerPage={0} page={0} numericRefinements={{ price: { '>': [...BUDGET_FLOOR_PRICE_REFINEMENT['>']] } }} />
      <BudgetForm />
    </Index>
  )
}

function BudgetForm() {
  const id = useId()
  const { state, go } = useSearchNavigation()
  const { results } = useInstantSearch()
  const [frequency, setFrequency] = useState<BudgetFrequency>('weekly')
  const [repayment, setRepayment] = useState(String(DEFAULT_REPAYMENT.weekly))
  const [deposit, setDeposit] = useState(String(DEFAULT_DEPOSIT))
  const budget = budgetOf(Number(repayment), frequency, Number(deposit))
  const types = state.refinements.car_type ?? []
  const noun = `${types.length === 1 ? `${CAR_TYPE_LABELS[types[0] as string] ?? ''} ` : ''}Car`
  const button = budgetButton(budget, results?._rawResults?.[0]?.facets_stats?.price?.min, noun)
  const pick = (next: BudgetFrequency) => {
    setFrequency(next)
    setRepayment(String(DEFAULT_REPAYMENT[next]))
  }
  return (
    <>
      <fieldset className="mt-2 flex gap-4">
        <legend className="sr-only">Repayment frequency</legend>
        {(['weekly', 'monthly'] as const).map((f) => (
          <label key={f} className="flex items-center gap-1 capitalize">
            <input type="radio" name={`${id}-frequency`} checked={frequency === f} onChange={() => pick(f)} /> {f}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-repayment`} className="mt-2 block text-sm text-slate-700">Repayment ($ {frequency})</label>
      <input id={`${id}-repayment`} type="number" min={0} value={repayment} onChange={(e) => setRepayment(e.target.value)} className="w-full rounded border border-slate-500 px-2 py-1" />
      <label htmlFor={`${id}-deposit`} className="mt-2 block text-sm text-slate-700">Deposit ($)</label>
      <input id={`${id}-deposit`} type="number" min={0} value={deposit} onChange={(e) => setDeposit(e.target.value)} className="w-full rounded border border-slate-500 px-2 py-1" />
      <p className="mt-2 text-sm">Your budget: <strong>{money(budget)}</strong> (5-year term)</p>
      <button type="button" disabled={button.disabled} onClick={() => go(withRange(state, 'price', budgetPriceRange(budget)))} className="mt-2 w-full rounded bg-brand-dark px-4 py-2 font-semibold text-white disabled:bg-slate-500">
        {button.disabled ? button.label : `Show ${plural(noun.toLowerCase())} up to ${money(budget)}`}
      </button>
      {button.disabled ? <p role="status" className="mt-1 text-sm text-slate-700">{button.message}</p> : null}
    </>
  )
}
