/**
 * Whether a car shows finance (FIN §5 Finance display eligibility), the calculator (FIN §2.5) and
 * the lender tie-in flow (FIN §4). Lender and make names live only in the rule tables (variants
 * §4a, §4b: `finance.lenders`, `finance.makeRules`); code only reads rows.
 */
import type { LenderCondition, LenderRule, MakeRule } from '../config/lenders'
import { DEFAULT_TIME_ZONE, zonedParts } from './zonedTime'
import { isInStock } from './stockState'
import type { CarInput } from './vehicleTypes'

export type { LenderCondition, LenderRule, MakeRule }

/** One lender's figures for a car (FIN §3 Finance lender); other fields pass through unread. */
export type LenderData = {
  interestRate?: number | string | null
  comparisonRate?: number | string | null
  paymentWeek?: number | string | null
  paymentMonth?: number | string | null
  [field: string]: unknown
}

export type FinanceCar = Pick<CarInput, 'make' | 'year' | 'price' | 'status' | 'reserved' | 'dealership_slug'> & {
  sold?: boolean | null
  /** Keyed by lender id (INV §3 finance_lenders). */
  finance_lenders?: Readonly<Record<string, LenderData | null | undefined>> | null
}

/** The `finance.*` settings these rules read (SiteConfig after parsing). */
export type FinanceRuleSettings = {
  provider: string | null
  lenders: Readonly<Record<string, LenderRule>>
  makeRules: Readonly<Record<string, MakeRule>>
  hiddenDealerships: readonly string[]
}

export type EligibilityClock = { now: Date; timeZone?: string }

/** A figure is present when it is neither null, missing nor blank text. */
const present = (value: unknown): boolean => value !== null && value !== undefined && value !== ''

const sameMake = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase()

/** The make rule for a car (variants §4b), matching the make ignoring case and surrounding spaces. */
export function makeRuleFor(make: string | null | undefined, makeRules: Readonly<Record<string, MakeRule>>): MakeRule | null {
  if (!make) return null
  const key = Object.keys(makeRules).find((ruleMake) => sameMake(ruleMake, make))
  return key === undefined ? null : (makeRules[key] as MakeRule)
}

/** Whether the car meets one condition of a lender row (variants §4a `LenderCondition`). */
export function meetsCondition(condition: LenderCondition, car: FinanceCar, data: LenderData): boolean {
  switch (condition) {
    case 'inStock':
      return isInStock(car.status)
    case 'statusInStock':
      return car.status === 'in_stock'
    case 'notSold':
      return car.sold !== true
    case 'notReserved':
      return car.reserved !== true
    case 'comparisonRate':
      return present(data.comparisonRate)
    case 'weeklyPayment':
      return present(data.paymentWeek)
    case 'monthlyPayment':
      return present(data.paymentMonth)
  }
}

/**
 * A lender row's own conditions (FIN §5, variants §4a): price strictly above `priceAbove`, the
 * year within the last `maxAgeYears` calendar years (this year − year ≤ N, so in 2025 a 2013 car
 * passes a 12-year limit and a 2012 car does not), and every listed condition.
 */
export function meetsLenderRule(car: FinanceCar, rule: LenderRule, data: LenderData, currentYear: number): boolean {
  if (rule.priceAbove !== undefined && !((car.price ?? 0) > rule.priceAbove)) return false
  // A missing year gives NaN, which is within no limit.
  if (rule.maxAgeYears !== undefined && !(currentYear - (car.year ?? Number.NaN) <= rule.maxAgeYears)) return false
  return rule.requires.every((condition) => meetsCondition(condition, car, data))
}

/** The calendar year of `now` in the dealer's time zone (Brisbane unless given). */
export const yearAt = (clock: EligibilityClock): number => zonedParts(clock.now, clock.timeZone ?? DEFAULT_TIME_ZONE).year

/** The car's figures for a lender; null when missing or empty (FIN §5). */
export function lenderDataFor(car: FinanceCar, lenderId: string): LenderData | null {
  const data = car.finance_lenders?.[lenderId]
  return data && Object.keys(data).length > 0 ? data : null
}

/**
 * Finance display (FIN §5): hidden without a provider, when the car has no (or empty) data for
 * it, when interestRate or comparisonRate is null, for a make whose rule hides finance, for a
 * hidden dealership, and otherwise when the provider's row is missing or not met.
 */
export function financeDisplayEligible(car: FinanceCar, finance: FinanceRuleSettings, clock: EligibilityClock): boolean {
  if (finance.provider === null) return false
  const data = lenderDataFor(car, finance.provider)
  if (data === null || !present(data.interestRate) || !present(data.comparisonRate)) return false
  if (makeRuleFor(car.make, finance.makeRules)?.hideFinance === true) return false
  if (car.dealership_slug && finance.hiddenDealerships.includes(car.dealership_slug)) return false
  const rule = finance.lenders[finance.provider]
  return rule !== undefined && meetsLenderRule(car, rule, data, yearAt(clock))
}

/**
 * The calculator is suppressed for a make tied to one lender when the site's lender is another
 * (FIN §2.5; variants §4b `calculatorOnlyWithLender`).
 */
export function calculatorSuppressed(car: Pick<FinanceCar, 'make'>, finance: Pick<FinanceRuleSettings, 'provider' | 'makeRules'>): boolean {
  const onlyWith = makeRuleFor(car.make, finance.makeRules)?.calculatorOnlyWithLender
  return onlyWith !== undefined && onlyWith !== finance.provider
}

export type TieInSettings = { lenderTieIn: boolean; tieInLender: string; lenders: Readonly<Record<string, LenderRule>> }

/**
 * The third-party lender flow (FIN §4): only when `finance.lenderTieIn` is on and the car meets the
 * tie-in row (by default status in_stock, not sold, not reserved, price above 200). The base rule
 * does not apply: the flow fetches its own quote, so the car need carry no data for this lender.
 */
export function lenderTieInEligible(car: FinanceCar, settings: TieInSettings, clock: EligibilityClock): boolean {
  const rule = settings.lenders[settings.tieInLender]
  if (!settings.lenderTieIn || rule === undefined) return false
  return meetsLenderRule(car, rule, car.finance_lenders?.[settings.tieInLender] ?? {}, yearAt(clock))
}
