/**
 * Finance calculator repayments (FIN §2.5, FIN §9). Amounts are dollars, rates are % per annum,
 * terms are years. Figures are returned unrounded; the page formats them (FIN §9 currency).
 */

/** Payments a year by frequency (FIN §9). */
export const REPAYMENT_FREQUENCIES = { weekly: 52, fortnightly: 26, monthly: 12 } as const
export type RepaymentFrequency = keyof typeof REPAYMENT_FREQUENCIES

export const FREQUENCY_LABELS: Readonly<Record<RepaymentFrequency, string>> = { weekly: 'Weekly', fortnightly: 'Fortnightly', monthly: 'Monthly' }
export const DEFAULT_FREQUENCY: RepaymentFrequency = 'weekly'

/** A repayment of this or less shows Enquire for Finance and a blank total (FIN §2.5). */
export const ENQUIRE_AT_OR_BELOW = 25
export const ENQUIRE_FOR_FINANCE = 'Enquire for Finance'

export type LoanInput = {
  /** Loan amount or purchase price. */
  amount: number
  /** The car's price, when the quote is for a car: the loan never lends more than it (less deposit and trade-in). */
  price?: number | null
  deposit?: number
  tradeIn?: number
  /** Capitalised into the loan (FIN §9: "principal minus deposit plus establishment fees"). */
  establishmentFee?: number
  /** Added to every repayment, pro rata (FIN §9 "monthly admin 8"). */
  monthlyFee?: number
  /** Balloon paid with the last repayment. */
  residual?: number
  annualRatePercent: number
  termYears: number
  frequency: RepaymentFrequency
}

export type FinanceQuote =
  | { kind: 'repayment'; frequency: RepaymentFrequency; repayment: number; periods: number; credit: number; principal: number; total: number }
  | { kind: 'enquire'; label: typeof ENQUIRE_FOR_FINANCE; total: null }

const ENQUIRE: FinanceQuote = { kind: 'enquire', label: ENQUIRE_FOR_FINANCE, total: null }

/**
 * What is lent for the car: the amount, never above the car's price, less deposit and trade-in,
 * never below 0. A quote never lends more than the car costs less the deposit.
 */
export function creditAmount(input: Pick<LoanInput, 'amount' | 'price' | 'deposit' | 'tradeIn'>): number {
  const price = input.price
  const amount = typeof price === 'number' && price > 0 ? Math.min(input.amount, price) : input.amount
  return Math.max(0, amount - (input.deposit ?? 0) - (input.tradeIn ?? 0))
}

/** The financed sum: what is lent for the car plus the establishment fee (FIN §9). */
export function loanPrincipal(input: Pick<LoanInput, 'amount' | 'price' | 'deposit' | 'tradeIn' | 'establishmentFee'>): number {
  return creditAmount(input) + (input.establishmentFee ?? 0)
}

/** Number of repayments; a term in 0.5-year steps gives whole periods at every frequency. */
export const periodsOf = (termYears: number, frequency: RepaymentFrequency): number => Math.round(termYears * REPAYMENT_FREQUENCIES[frequency])

/**
 * The level repayment of an amortised loan with a balloon (FIN §9): the payments and the balloon,
 * discounted at the periodic rate, repay the principal. A rate of 0 or less means no interest, so
 * the repayment is (principal − balloon) / periods. `periods` must be above 0.
 */
export function periodicRepayment(principal: number, balloon: number, ratePerPeriod: number, periods: number): number {
  if (ratePerPeriod <= 0) return (principal - balloon) / periods
  // (1 + r)^n − 1 via expm1/log1p stays exact for tiny rates, where the plain form loses digits.
  const growthLessOne = Math.expm1(periods * Math.log1p(ratePerPeriod))
  return principal * ratePerPeriod + ((principal - balloon) * ratePerPeriod) / growthLessOne
}

/**
 * The calculator result (FIN §2.5, FIN §9): repayment per period and the total payable
 * (repayments plus the balloon). A repayment of $25 or less, or no repayment period at all, gives
 * Enquire for Finance with a blank total.
 */
export function financeQuote(input: LoanInput): FinanceQuote {
  const periods = periodsOf(input.termYears, input.frequency)
  if (periods <= 0) return ENQUIRE
  const credit = creditAmount(input)
  const principal = credit + (input.establishmentFee ?? 0)
  const balloon = input.residual ?? 0
  const rate = input.annualRatePercent / 100 / REPAYMENT_FREQUENCIES[input.frequency]
  const repayment = periodicRepayment(principal, balloon, rate, periods) + ((input.monthlyFee ?? 0) * 12) / REPAYMENT_FREQUENCIES[input.frequency]
  // Written so that NaN (non-finite inputs) also falls to Enquire for Finance.
  if (!(repayment > ENQUIRE_AT_OR_BELOW) || !(credit > 0)) return ENQUIRE
  return { kind: 'repayment', frequency: input.frequency, repayment, periods, credit, principal, total: repayment * periods + balloon }
}

/**
 * A loan's fees (variants §4 `finance.calculator.fees`; FIN §9 "fees establishment 395, security
 * registration 6, monthly admin 8, agency 912.25"). Upfront fees are capitalised; the monthly fee
 * is added to each repayment.
 */
export type LoanFees = { establishment: number; securityRegistration?: number; monthlyAdmin?: number; agency?: number }

/** FIN §9 "Establishment fee: one lender default 1300": the fees where neither the site nor its lender names any. */
export const DEFAULT_LOAN_FEES: Readonly<LoanFees> = { establishment: 1300 }

/** The site's (or its lender's) fees, else the default; `{ establishment: 0 }` is a loan without fees. */
export const loanFees = (fees: LoanFees | null | undefined): LoanFees => fees ?? { ...DEFAULT_LOAN_FEES }

/** Fees paid once, capitalised into the loan: establishment, security registration and agency. */
export const upfrontFees = (fees: LoanFees): number => fees.establishment + (fees.securityRegistration ?? 0) + (fees.agency ?? 0)
