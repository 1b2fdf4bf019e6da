/** Budget search (FIN §2.10, §5 Budget search, §7, §9). Amounts are whole dollars. */
import { plural } from './copy'

export type BudgetFrequency = 'weekly' | 'monthly'

export const BUDGET_TERM_YEARS = 5
export const PAYMENTS_PER_YEAR: Readonly<Record<BudgetFrequency, number>> = { weekly: 52, monthly: 12 }
export const DEFAULT_REPAYMENT: Readonly<Record<BudgetFrequency, number>> = { weekly: 200, monthly: 600 }
export const DEFAULT_DEPOSIT = 2000
export const BUDGET_INPUT_MAX = 1_000_000

/** The price slider (FIN §5): 5000–250000 step 500; 100000 when the caller gives no maximum. */
export const BUDGET_SLIDER = { min: 5000, max: 250000, step: 500, fallbackMax: 100000 } as const

/** Budget search only looks at cars priced above 1000 (FIN §5, §7). */
export const BUDGET_MIN_PRICE_EXCLUSIVE = 1000

/**
 * The price condition of the query for the lowest price the budget is compared with (FIN §2.10,
 * §5, §7), in the search helper's numeric form: price>1000, so that a $0 "Enquire for price" car
 * never counts as the cheapest. It replaces the results' own price range, as the budget does
 * (`budgetPriceRange`): the budget's search keeps every other filter and only its maximum price.
 */
export const BUDGET_FLOOR_PRICE_REFINEMENT: Readonly<Record<'>', readonly number[]>> = { '>': [BUDGET_MIN_PRICE_EXCLUSIVE] }

/**
 * A repayment or deposit input (FIN §5): `$` and thousands separators are dropped, anything
 * non-numeric becomes 0, and the value is clamped to 0..1,000,000.
 */
export function parseBudgetInput(raw: string | number | null | undefined): number {
  // String(null) and String(undefined) are not numbers, so both become 0.
  const value = Number(String(raw).replace(/[$,\s]/g, ''))
  if (!Number.isFinite(value)) return 0
  return Math.min(BUDGET_INPUT_MAX, Math.max(0, value))
}

/** Budget = repayment × payments a year × 5 years + deposit (FIN §9), inputs clamped as above. */
export function budgetOf(repayment: number, frequency: BudgetFrequency, deposit: number): number {
  return parseBudgetInput(repayment) * PAYMENTS_PER_YEAR[frequency] * BUDGET_TERM_YEARS + parseBudgetInput(deposit)
}

/** The starting budget for a frequency: its default repayment and the default deposit (FIN §9). */
export const defaultBudget = (frequency: BudgetFrequency): number => budgetOf(DEFAULT_REPAYMENT[frequency], frequency, DEFAULT_DEPOSIT)

/**
 * Slider bounds (FIN §5). The budget search passes no maximum and gets 250000; a caller that
 * passes a maximum of null, 0 or less (none given) gets the fallback 100000.
 */
export function budgetSliderRange(options: { min?: number; max?: number | null } = {}) {
  const max = !('max' in options) ? BUDGET_SLIDER.max : (options.max ?? 0) > 0 ? (options.max as number) : BUDGET_SLIDER.fallbackMax
  return { min: options.min ?? BUDGET_SLIDER.min, max, step: BUDGET_SLIDER.step }
}

/** The price refinement the budget button adds to the current search URL (FIN §2.10, §7: it sets the maximum). */
export const budgetPriceRange = (budget: number): { max: number } => ({ max: budget })

export type BudgetButton = { disabled: false } | { disabled: true; label: string; message: string }

/**
 * The budget button (FIN §2.10, §8): disabled when the budget is below the lowest price in the
 * results, reading `0 {car type}s Found`; `noun` is the car type word (e.g. "Used Car").
 */
export function budgetButton(budget: number, minPriceInResults: number | null | undefined, noun: string): BudgetButton {
  if (budget >= (minPriceInResults ?? -Infinity)) return { disabled: false }
  return { disabled: true, label: `0 ${plural(noun)} Found`, message: `No ${plural(noun)} found for this budget` }
}
