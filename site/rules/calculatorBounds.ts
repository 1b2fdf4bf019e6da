/**
 * Finance calculator bounds, clamping and defaults (FIN §5 Finance calculator, FIN §9; variants §4
 * `finance.calculator.*`). Amounts are dollars, terms years, rates % per annum. The settings are the
 * resolved `finance.calculator` of SiteConfig (site value, then the lender's row, then the default).
 */
import type { FinanceCalculator } from '../config/sections/financeCalculator'
import { DEFAULT_FREQUENCY, type RepaymentFrequency } from './finance'
import { formatCurrency, PRICE_SHOWN_ABOVE } from './pricing'

export type Range = { min: number; max: number }
export type SliderBounds = Range & { step: number }

export const AMOUNT_STEP = 500
export const TERM_MIN_YEARS = 1
export const TERM_STEP_YEARS = 0.5
export const INTEREST_STEP = 0.5
/** Deposit, trade-in and residual (FIN §5). */
export const EXTRAS_RANGE: Readonly<Range> = { min: 0, max: 250000 }
/** Used when the car has no shown price (FIN §9 "amount 30000 (or the car price)"). */
export const DEFAULT_AMOUNT = 30000

export type AmountSettings = Pick<FinanceCalculator, 'amountField' | 'amountMin' | 'amountMax' | 'amountMaxFromPrice'>

/** `value` within the range; NaN becomes the minimum. */
export function clamp(value: number, range: Range): number {
  if (Number.isNaN(value)) return range.min
  return Math.min(range.max, Math.max(range.min, value))
}

/**
 * The amount slider (FIN §5): amountMin..amountMax step 500; where `amountMaxFromPrice` is set and
 * the car is priced above its `above`, the maximum is factor × price in whole dollars. For a car
 * with a shown price the maximum is never above that price (a quote never lends more than the car
 * costs), and the minimum never above the maximum (a car cheaper than amountMin).
 */
export function amountBounds(calc: AmountSettings, price: number | null | undefined): SliderBounds {
  const fromPrice = calc.amountMaxFromPrice
  const carPrice = price ?? 0
  const configured = fromPrice !== null && carPrice > fromPrice.above ? Math.round(fromPrice.factor * carPrice) : calc.amountMax
  const max = carPrice > PRICE_SHOWN_ABOVE ? Math.min(configured, carPrice) : configured
  return { min: Math.min(calc.amountMin, max), max, step: AMOUNT_STEP }
}

/**
 * The purchase-price message (FIN §5, §8) with both bounds in currency format, e.g.
 * `Cannot be less than $1,000 or more than $250,000` (the brand variant sets amountMax 250000).
 */
export const amountMessage = (bounds: Range): string => `Cannot be less than ${formatCurrency(bounds.min)} or more than ${formatCurrency(bounds.max)}`

export type AmountCheck = { value: number; message: string | null }

/**
 * A typed amount (FIN §5, variants §4 `amountField`). 'loanAmount' clamps to the bounds.
 * 'purchasePrice' keeps the value (below 0 becomes 0) and shows the message when the value is at
 * or beyond a bound, as the spec words it ("at or beyond bounds").
 */
export function checkAmount(raw: number, calc: AmountSettings, price: number | null | undefined): AmountCheck {
  const bounds = amountBounds(calc, price)
  if (calc.amountField === 'loanAmount') return { value: clamp(raw, bounds), message: null }
  const value = Number.isNaN(raw) ? 0 : Math.max(0, raw)
  // The car's own price is the top of a car's bounds and a right answer, not a warning.
  const atCarPrice = (price ?? 0) > PRICE_SHOWN_ABOVE && value === price
  return { value, message: !atCarPrice && (value <= bounds.min || value >= bounds.max) ? amountMessage(bounds) : null }
}

export type TermBounds = { kind: 'step'; min: number; max: number; step: number } | { kind: 'index'; min: number; max: number; years: readonly number[] }

/** Term slider (FIN §5): 1..termMaxYears step 0.5, or by index over `termYearSteps` when set. */
export function termBounds(calc: Pick<FinanceCalculator, 'termMaxYears' | 'termYearSteps'>): TermBounds {
  const years = calc.termYearSteps
  if (years === null || years.length === 0) return { kind: 'step', min: TERM_MIN_YEARS, max: calc.termMaxYears, step: TERM_STEP_YEARS }
  return { kind: 'index', min: 0, max: years.length - 1, years }
}

/** The term in years at a slider position (an index for index-based steps). */
export function termAtPosition(bounds: TermBounds, position: number): number {
  if (bounds.kind === 'step') return clamp(position, bounds)
  return bounds.years[clamp(Math.round(position), bounds)] as number
}

/** The slider position of a term: itself, or the index of the nearest listed year (first on a tie). */
export function positionOfTerm(bounds: TermBounds, termYears: number): number {
  if (bounds.kind === 'step') return clamp(termYears, bounds)
  const distance = (i: number) => Math.abs((bounds.years[i] as number) - termYears)
  return bounds.years.reduce((best, _, i) => (distance(i) < distance(best) ? i : best), 0)
}

export type InterestBounds = SliderBounds & { editable: boolean }

/** Interest slider (FIN §5): the configured range, step 0.5; not editable on some sites. */
export const interestBounds = (calc: Pick<FinanceCalculator, 'interestRange' | 'interestEditable'>): InterestBounds => ({
  min: calc.interestRange.min,
  max: calc.interestRange.max,
  step: INTEREST_STEP,
  editable: calc.interestEditable,
})

/** Deposit, trade-in or residual clamped to 0..250000 (FIN §5). */
export const clampExtra = (value: number): number => clamp(value, EXTRAS_RANGE)

/** The starting amount (FIN §9): the car price when it is shown (above 10, FIN §5), else 30000. */
export const defaultAmount = (price: number | null | undefined): number => ((price ?? 0) > PRICE_SHOWN_ABOVE ? (price as number) : DEFAULT_AMOUNT)

export type CalculatorValues = {
  amount: number
  termYears: number
  interestRate: number
  frequency: RepaymentFrequency
  deposit: number
  tradeIn: number
  residual: number
}

/**
 * The calculator's first values (FIN §9): amount as above (checked like a typed amount), the
 * configured term and interest, weekly, and no deposit, trade-in or residual.
 */
export function calculatorDefaults(calc: AmountSettings & Pick<FinanceCalculator, 'defaultTermYears' | 'defaultInterestRate'>, price: number | null | undefined): CalculatorValues {
  return {
    amount: checkAmount(defaultAmount(price), calc, price).value,
    termYears: calc.defaultTermYears,
    interestRate: calc.defaultInterestRate,
    frequency: DEFAULT_FREQUENCY,
    deposit: 0,
    tradeIn: 0,
    residual: 0,
  }
}
