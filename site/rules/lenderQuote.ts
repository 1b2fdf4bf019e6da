/**
 * The lender tie-in's quick quote and hand-off (FIN §2.4, §4, §7, §8, §9): the local default's
 * quote from the project's own amortisation (./finance.ts) and the lender row's rates, the quote
 * figures as the page shows them, the popup's steps and the spec's messages. Pure.
 */
import { loanFees, periodicRepayment, upfrontFees, type LoanFees } from './finance'
import { formatCurrency, monthlyFromWeekly, weeklyRounded } from './pricing'
import type { CreditScore, QuickQuoteInput } from './quickQuote'

/** FIN §8, in the spec's words. */
export const LENDER_MESSAGES = {
  quoteFailed: 'Failed to get YouX quick quote',
  customerFailed: 'Failed to create YouX customer',
  noRedirect: 'Failed to create customer or no redirect URL received.',
  leadFailed: 'Lead submission failed',
  generic: 'An unknown error occurred.',
  stepFailed: 'An unknown error occurred while advancing step',
  verificationFailed: 'An unknown error occurred during verification',
} as const

// Not in the specs: what the API answers when the tie-in is off or the car cannot take it, and
// when create-customer comes without a verified phone.
export const TIE_IN_OFF_MESSAGE = 'Finance pre-approval is not available on this site.'
export const CAR_NOT_ELIGIBLE_MESSAGE = 'Finance pre-approval is not available for this car.'
export const VERIFY_FIRST_MESSAGE = 'Please verify your mobile number first.'

/** The popup (FIN §2.4). */
export const POPUP_TITLE = 'Instant Finance pre-approval with no impact on your credit score'
export const POPUP_STEPS = ['Quick Estimate', 'Your Details', 'Instant pre-approval', 'Apply to lender'] as const
export const PERSONALISED_QUOTE_BUTTON = 'Get A Personalised Quote'
export const BACK_BUTTON = 'Back'
/** The one-time code request in the finance flow gives up after 15 s (FIN §7, §9). */
export const CODE_TIMEOUT_MS = 15_000

/** A lender's answer to a quote (FIN §3 Finance quote result). Rates are % p.a. */
export type QuoteResult = { weeklyRepaymentAmount: number; advertisedRate: number; comparisonRate: number }

/** What a page shows of a quote: weekly rounded to the dollar, monthly = weekly × 4.33 (FIN §9). */
export type QuoteFigures = { weekly: string; monthly: string; advertisedRate: string; comparisonRate: string }

export const formatRate = (rate: number): string => `${(Math.round(rate * 100) / 100).toFixed(2)}%`

export function quoteFigures(quote: QuoteResult): QuoteFigures {
  return {
    weekly: formatCurrency(weeklyRounded(quote.weeklyRepaymentAmount)),
    monthly: formatCurrency(monthlyFromWeekly(quote.weeklyRepaymentAmount)),
    advertisedRate: formatRate(quote.advertisedRate),
    comparisonRate: formatRate(quote.comparisonRate),
  }
}

/** The local default's rates for one lender row: % p.a. by credit history, plus the loan's fees. */
export type LocalQuoteRates = { rates: Readonly<Record<CreditScore, number>>; fees: LoanFees }

/**
 * Rates when the lender row names none. Not in the specs: the site's calculator rate for a GREAT
 * history, 3 and 6 points more for DECENT and POOR; the fees the row or site gives, else FIN §9's
 * default (finance.ts `loanFees`).
 */
export const SCORE_RATE_STEP = { GREAT: 0, DECENT: 3, POOR: 6 } as const satisfies Record<CreditScore, number>

export function defaultQuoteRates(calculatorRate: number, fees: LoanFees | null | undefined): LocalQuoteRates {
  const rates = { GREAT: calculatorRate + SCORE_RATE_STEP.GREAT, DECENT: calculatorRate + SCORE_RATE_STEP.DECENT, POOR: calculatorRate + SCORE_RATE_STEP.POOR }
  return { rates, fees: loanFees(fees) }
}

/** Comparison rates are stated on a 5-year secured $30,000 loan (FIN §9), repaid monthly. */
export const COMPARISON_LOAN = { amount: 30000, years: 5, periodsPerYear: 12 } as const

const monthlyRepayment = (principal: number, annualRate: number) => {
  const { years, periodsPerYear } = COMPARISON_LOAN
  return periodicRepayment(principal, 0, annualRate / 100 / periodsPerYear, years * periodsPerYear)
}

/**
 * The comparison rate (% p.a., two decimals; FIN §9 "comparison rates based on a 5-year secured
 * $30,000 loan"): the rate at which $30,000 is repaid by what the borrower really pays each month
 * on that loan at the advertised rate, with the upfront fees (establishment, security
 * registration, agency) capitalised and the monthly fee added. Equal to the advertised rate only
 * for a loan without fees. Found by bisection.
 */
export function comparisonRate(advertisedRate: number, fees: LoanFees): number {
  const target = monthlyRepayment(COMPARISON_LOAN.amount + upfrontFees(fees), advertisedRate) + (fees.monthlyAdmin ?? 0)
  let low = advertisedRate
  let high = advertisedRate + 10
  while (monthlyRepayment(COMPARISON_LOAN.amount, high) < target) high += 10
  for (let i = 0; i < 60; i += 1) {
    const mid = (low + high) / 2
    if (monthlyRepayment(COMPARISON_LOAN.amount, mid) < target) low = mid
    else high = mid
  }
  return Math.round(((low + high) / 2) * 100) / 100
}

/**
 * The local default's quote (issue 19): the weekly repayment of an amortised loan of the
 * purchase price plus the upfront fees over the term at the row's rate for the credit history,
 * plus the monthly fee as a weekly share.
 */
export function localQuote(input: QuickQuoteInput, rates: LocalQuoteRates): QuoteResult {
  const advertisedRate = rates.rates[input.selfAssessedCreditScore]
  const weeks = input.loanTerm * 52
  const fee = ((rates.fees.monthlyAdmin ?? 0) * 12) / 52
  const weekly = periodicRepayment(input.purchasePrice + upfrontFees(rates.fees), 0, advertisedRate / 100 / 52, weeks) + fee
  return { weeklyRepaymentAmount: Math.round(weekly * 100) / 100, advertisedRate, comparisonRate: comparisonRate(advertisedRate, rates.fees) }
}
