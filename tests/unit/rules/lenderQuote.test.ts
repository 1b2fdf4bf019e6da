import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  BACK_BUTTON,
  CODE_TIMEOUT_MS,
  COMPARISON_LOAN,
  comparisonRate,
  defaultQuoteRates,
  formatRate,
  LENDER_MESSAGES,
  localQuote,
  PERSONALISED_QUOTE_BUTTON,
  POPUP_STEPS,
  POPUP_TITLE,
  quoteFigures,
  SCORE_RATE_STEP,
} from '../../../site/rules/lenderQuote'
import { loanFees, periodicRepayment } from '../../../site/rules/finance'
import { CREDIT_SCORES } from '../../../site/rules/quickQuote'

describe('the spec words and constants (FIN §2.4, §8, §9)', () => {
  it('popup title, steps, buttons and the 15 s code time-out', () => {
    expect(POPUP_TITLE).toBe('Instant Finance pre-approval with no impact on your credit score')
    expect(POPUP_STEPS).toEqual(['Quick Estimate', 'Your Details', 'Instant pre-approval', 'Apply to lender'])
    expect([PERSONALISED_QUOTE_BUTTON, BACK_BUTTON]).toEqual(['Get A Personalised Quote', 'Back'])
    expect(CODE_TIMEOUT_MS).toBe(15000)
  })
  it('error catalogue', () => {
    expect(LENDER_MESSAGES).toMatchObject({
      quoteFailed: 'Failed to get YouX quick quote',
      customerFailed: 'Failed to create YouX customer',
      noRedirect: 'Failed to create customer or no redirect URL received.',
      leadFailed: 'Lead submission failed',
      generic: 'An unknown error occurred.',
    })
  })
  it('comparison loan: 5-year secured $30,000', () => expect(COMPARISON_LOAN).toMatchObject({ amount: 30000, years: 5 }))
})

describe('quoteFigures (FIN §9: weekly rounded to a dollar, monthly = weekly × 4.33)', () => {
  it.each([
    [100, '$100', '$433'],
    [220, '$220', '$953'],
    [143.8, '$144', '$623'],
    [99.5, '$100', '$431'],
  ])('%d a week', (weekly, w, m) => expect(quoteFigures({ weeklyRepaymentAmount: weekly, advertisedRate: 7.49, comparisonRate: 8.194 })).toEqual({ weekly: w, monthly: m, advertisedRate: '7.49%', comparisonRate: '8.19%' }))
  it('rates with two decimals', () => {
    expect(formatRate(10)).toBe('10.00%')
    expect(formatRate(6.295)).toBe('6.30%')
  })
})

describe('comparisonRate (FIN §9: a 5-year secured $30,000 loan, every fee included)', () => {
  it('equals the advertised rate only for a loan without fees', () => expect(comparisonRate(8.5, { establishment: 0 })).toBe(8.5))
  it('rises with the establishment fee', () => {
    const withFee = comparisonRate(8.5, { establishment: 1300 })
    expect(withFee).toBeGreaterThan(9.5)
    expect(withFee).toBeLessThan(10.5)
  })
  it('includes the spec site’s fees: establishment 395, security registration 6, monthly admin 8, agency 912.25', () => {
    const fees = { establishment: 395, securityRegistration: 6, monthlyAdmin: 8, agency: 912.25 }
    const all = comparisonRate(6.29, fees)
    expect(all).toBeGreaterThan(comparisonRate(6.29, { establishment: 395 }))
    expect(all).toBeGreaterThan(comparisonRate(6.29, { establishment: 395 + 6 + 912.25 }))
    // Worked apart: $31,313.25 at 6.29% over 60 months is $609.60 a month, $617.60 with the fee; $30,000 repaid by $617.60 is 8.65%.
    expect(all).toBe(8.65)
  })
  it('the FIN §9 default fee: the comparison rate is above the advertised rate where the site names no fee', () => {
    expect(comparisonRate(10, loanFees(null))).toBeGreaterThan(10)
  })
  it('finds very dear loans too (fees far above the usual)', () => expect(comparisonRate(20, { establishment: 20000 })).toBeGreaterThan(40))
  it('the $30,000 loan at the comparison rate repays what the fee-loaded loan costs at the advertised rate (within rounding)', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 25, noNaN: true }), fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 20 }), (rate, fee, monthly) => {
        const c = comparisonRate(rate, { establishment: fee, monthlyAdmin: monthly })
        const at = (principal: number, r: number) => periodicRepayment(principal, 0, r / 1200, 60)
        expect(Math.abs(at(30000, c) - (at(30000 + fee, rate) + monthly))).toBeLessThan(1)
        expect(c).toBeGreaterThanOrEqual(Math.round(rate * 100) / 100 - 0.005)
        if (fee >= 100 || monthly >= 1) expect(c).toBeGreaterThan(rate)
      }),
    )
  })
})

describe('localQuote (the local default)', () => {
  const rates = defaultQuoteRates(10, { establishment: 0 })
  it('default rates: the calculator rate for GREAT, +3 DECENT, +6 POOR; the FIN §9 default fee when none is named', () => {
    expect(rates).toEqual({ rates: { GREAT: 10, DECENT: 13, POOR: 16 }, fees: { establishment: 0 } })
    expect(SCORE_RATE_STEP).toEqual({ GREAT: 0, DECENT: 3, POOR: 6 })
    expect(defaultQuoteRates(8.5, { establishment: 395 }).fees).toEqual({ establishment: 395 })
    expect(defaultQuoteRates(8.5, null).fees).toEqual({ establishment: 1300 })
  })
  it('a site that names no fee never shows a comparison rate equal to the advertised rate (issue 46)', () => {
    const q = localQuote({ purchasePrice: 30000, loanTerm: 5, selfAssessedCreditScore: 'GREAT' }, defaultQuoteRates(10, null))
    expect(q.comparisonRate).toBeGreaterThan(q.advertisedRate)
  })
  it('the monthly fee adds its weekly share', () => {
    const plain = localQuote({ purchasePrice: 30000, loanTerm: 5, selfAssessedCreditScore: 'GREAT' }, rates)
    const fee = localQuote({ purchasePrice: 30000, loanTerm: 5, selfAssessedCreditScore: 'GREAT' }, { ...rates, fees: { establishment: 0, monthlyAdmin: 52 } })
    expect(fee.weeklyRepaymentAmount - plain.weeklyRepaymentAmount).toBeCloseTo(12, 1)
    expect(fee.comparisonRate).toBeGreaterThan(plain.comparisonRate)
  })
  it('an amortised weekly repayment of price plus fee over the term at the score’s rate', () => {
    const q = localQuote({ purchasePrice: 30000, loanTerm: 5, selfAssessedCreditScore: 'GREAT' }, rates)
    expect(q.advertisedRate).toBe(10)
    expect(q.comparisonRate).toBe(10)
    expect(q.weeklyRepaymentAmount).toBeCloseTo(periodicRepayment(30000, 0, 0.1 / 52, 260), 2)
    expect(q.weeklyRepaymentAmount).toBeGreaterThan(140)
    expect(q.weeklyRepaymentAmount).toBeLessThan(150)
    const fee = localQuote({ purchasePrice: 30000, loanTerm: 5, selfAssessedCreditScore: 'GREAT' }, { ...rates, fees: { establishment: 1000 } })
    expect(fee.weeklyRepaymentAmount).toBeGreaterThan(q.weeklyRepaymentAmount)
    expect(fee.comparisonRate).toBeGreaterThan(10)
  })
  it('follows the inputs: a higher price, a worse history or a shorter term costs more a week', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10000, max: 199000 }), fc.integer({ min: 1, max: 7 }), fc.constantFrom(...CREDIT_SCORES), (price, term, score) => {
        const base = localQuote({ purchasePrice: price, loanTerm: term, selfAssessedCreditScore: score }, rates).weeklyRepaymentAmount
        expect(localQuote({ purchasePrice: price + 1000, loanTerm: term, selfAssessedCreditScore: score }, rates).weeklyRepaymentAmount).toBeGreaterThan(base)
        if (term > 1) expect(localQuote({ purchasePrice: price, loanTerm: term - 1, selfAssessedCreditScore: score }, rates).weeklyRepaymentAmount).toBeGreaterThan(base)
        if (score !== 'POOR') expect(localQuote({ purchasePrice: price, loanTerm: term, selfAssessedCreditScore: 'POOR' }, rates).weeklyRepaymentAmount).toBeGreaterThan(base)
      }),
    )
  })
})
