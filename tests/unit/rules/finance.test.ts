import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_FREQUENCY,
  ENQUIRE_AT_OR_BELOW,
  ENQUIRE_FOR_FINANCE,
  financeQuote,
  FREQUENCY_LABELS,
  type LoanInput,
  creditAmount,
  DEFAULT_LOAN_FEES,
  loanFees,
  loanPrincipal,
  periodicRepayment,
  upfrontFees,
  periodsOf,
  REPAYMENT_FREQUENCIES,
  type RepaymentFrequency,
} from '../../../site/rules/finance'

const ENQUIRE = { kind: 'enquire', label: 'Enquire for Finance', total: null }
const loan = (over: Partial<LoanInput> = {}): LoanInput => ({ amount: 30000, annualRatePercent: 10, termYears: 5, frequency: 'monthly', ...over })

describe('constants (FIN §2.5, §9)', () => {
  it('has the spec frequencies, labels and threshold', () => {
    expect(REPAYMENT_FREQUENCIES).toEqual({ weekly: 52, fortnightly: 26, monthly: 12 })
    expect(FREQUENCY_LABELS).toEqual({ weekly: 'Weekly', fortnightly: 'Fortnightly', monthly: 'Monthly' })
    expect(DEFAULT_FREQUENCY).toBe('weekly')
    expect(ENQUIRE_AT_OR_BELOW).toBe(25)
    expect(ENQUIRE_FOR_FINANCE).toBe('Enquire for Finance')
  })
})

describe('loanPrincipal (FIN §9: amount − deposit − trade-in + establishment fee; never more than the car costs, never below the fee)', () => {
  it.each<[Parameters<typeof loanPrincipal>[0], number]>([
    [{ amount: 30000 }, 30000],
    [{ amount: 30000, deposit: 3000 }, 27000],
    [{ amount: 30000, tradeIn: 2000 }, 28000],
    [{ amount: 30000, establishmentFee: 1300 }, 31300],
    [{ amount: 30000, deposit: 3000, tradeIn: 2000, establishmentFee: 1360.5 }, 26360.5],
    [{ amount: 1000, deposit: 5000 }, 0],
    [{ amount: 10000, price: 4980 }, 4980],
    [{ amount: 10000, price: 4980, deposit: 1000 }, 3980],
    [{ amount: 10000, price: 4980, deposit: 1000, establishmentFee: 1300 }, 5280],
    [{ amount: 3000, price: 4980 }, 3000],
    [{ amount: 30000, price: null }, 30000],
    [{ amount: 30000, price: 0 }, 30000],
  ])('%j → %d', (input, principal) => expect(loanPrincipal(input)).toBe(principal))
})

describe('periodsOf (FIN §9 frequencies, 0.5-year terms)', () => {
  it.each<[number, RepaymentFrequency, number]>([
    [5, 'weekly', 260],
    [5, 'fortnightly', 130],
    [5, 'monthly', 60],
    [0.5, 'weekly', 26],
    [0.5, 'fortnightly', 13],
    [0.5, 'monthly', 6],
    [1.5, 'monthly', 18],
    [7, 'weekly', 364],
    [0.04, 'monthly', 0],
    [0.05, 'monthly', 1],
  ])('%d years %s → %d', (years, frequency, periods) => expect(periodsOf(years, frequency)).toBe(periods))
})

describe('periodicRepayment (FIN §9 amortised loan with balloon)', () => {
  it('matches the textbook $30,000 at 10% over 60 months', () => expect(periodicRepayment(30000, 0, 0.1 / 12, 60)).toBeCloseTo(637.41, 2))
  it('zero interest spreads principal less balloon evenly', () => expect(periodicRepayment(12000, 2400, 0, 48)).toBe(200))
  it('stays exact for a tiny rate', () => expect(periodicRepayment(1000, 0, 1e-12, 12)).toBeCloseTo(1000 / 12, 6))
  it('a negative rate counts as no interest', () => expect(periodicRepayment(12000, 2400, -0.01, 48)).toBe(200))
  it('a balloon lowers the repayment by its discounted value', () => {
    const r = 0.085 / 12
    const expected = ((26300 - 9000 / (1 + r) ** 60) * r) / (1 - (1 + r) ** -60)
    expect(periodicRepayment(26300, 9000, r, 60)).toBeCloseTo(expected, 9)
    expect(periodicRepayment(26300, 9000, r, 60)).toBeCloseTo(418.686, 3)
  })
})

describe('financeQuote (FIN §2.5, §9)', () => {
  it.each<[string, Partial<LoanInput>, number, number, number]>([
    ['monthly', {}, 637.4113413380501, 60, 38244.680480283],
    ['weekly', { frequency: 'weekly' }, 146.73328994072742, 260, 38150.655384589125],
    ['fortnightly', { frequency: 'fortnightly' }, 293.6837122649396, 130, 38178.88259444215],
  ])('$30,000 at 10%% over 5 years, %s', (_, over, repayment, periods, total) => {
    const quote = financeQuote(loan(over))
    expect(quote).toEqual({ kind: 'repayment', frequency: loan(over).frequency, repayment: expect.closeTo(repayment, 9), periods, credit: 30000, principal: 30000, total: expect.closeTo(total, 6) })
  })

  it('deposit, trade-in, fee and balloon all count; total includes the balloon', () => {
    const quote = financeQuote(loan({ deposit: 3000, tradeIn: 2000, establishmentFee: 1300, residual: 9000, annualRatePercent: 8.5 }))
    expect(quote.kind).toBe('repayment')
    if (quote.kind !== 'repayment') return
    expect(quote.principal).toBe(26300)
    expect(quote.repayment).toBeCloseTo(418.6859919579867, 9)
    expect(quote.total).toBeCloseTo(418.6859919579867 * 60 + 9000, 6)
  })

  it('zero interest is (principal − balloon) / periods and total = principal', () => {
    expect(financeQuote(loan({ annualRatePercent: 0, amount: 13000, residual: 1000, termYears: 1 }))).toEqual({
      kind: 'repayment',
      frequency: 'monthly',
      repayment: 1000,
      periods: 12,
      credit: 13000,
      principal: 13000,
      total: 13000,
    })
  })

  it.each<[string, Partial<LoanInput>, boolean]>([
    ['exactly $25 a week', { amount: 1300, annualRatePercent: 0, termYears: 1, frequency: 'weekly' }, true],
    ['$25.01 a week', { amount: 1300.52, annualRatePercent: 0, termYears: 1, frequency: 'weekly' }, false],
    ['$24 a week', { amount: 1248, annualRatePercent: 0, termYears: 1, frequency: 'weekly' }, true],
    ['$0 (deposit covers the price)', { deposit: 30000 }, true],
    ['negative (deposit above the price)', { deposit: 40000 }, true],
    ['balloon above principal, no interest', { residual: 40000, annualRatePercent: 0 }, true],
    ['zero term', { termYears: 0 }, true],
    ['term shorter than one period', { termYears: 0.01 }, true],
    ['non-finite amount', { amount: Number.NaN }, true],
    ['only the fee is left to lend', { deposit: 30000, establishmentFee: 1300 }, true],
  ])('%s → enquire: %s', (_, over, enquire) => {
    const quote = financeQuote(loan(over))
    if (enquire) expect(quote).toEqual(ENQUIRE)
    else expect(quote.kind).toBe('repayment')
  })

  it('$25.01 keeps its exact figure', () => {
    const quote = financeQuote(loan({ amount: 1300.52, annualRatePercent: 0, termYears: 1, frequency: 'weekly' }))
    expect(quote).toMatchObject({ repayment: expect.closeTo(25.01, 9), periods: 52, total: 1300.52 })
  })

  it('a $4,980 car is never quoted on more than $4,980, whatever amount is asked', () => {
    const quote = financeQuote(loan({ amount: 10000, price: 4980, establishmentFee: 0 }))
    expect(quote).toMatchObject({ kind: 'repayment', credit: 4980, principal: 4980, repayment: expect.closeTo(periodicRepayment(4980, 0, 0.1 / 12, 60), 9) })
  })

  it('a car too cheap for a repayment above $25 reads Enquire for Finance (FIN §2.5), not a quote on a bigger loan', () => {
    expect(financeQuote(loan({ amount: 10000, price: 4980, frequency: 'weekly', establishmentFee: 0 }))).toEqual(ENQUIRE)
  })

  it('the monthly fee is added to every repayment pro rata', () => {
    const plain = financeQuote(loan())
    const withFee = financeQuote(loan({ monthlyFee: 8 }))
    if (plain.kind !== 'repayment' || withFee.kind !== 'repayment') throw new Error('expected repayments')
    expect(withFee.repayment - plain.repayment).toBeCloseTo(8, 9)
    const weekly = financeQuote(loan({ frequency: 'weekly', monthlyFee: 52 }))
    const weeklyPlain = financeQuote(loan({ frequency: 'weekly' }))
    if (weekly.kind !== 'repayment' || weeklyPlain.kind !== 'repayment') throw new Error('expected repayments')
    expect(weekly.repayment - weeklyPlain.repayment).toBeCloseTo(12, 9)
  })

  it('a negative rate reads as no interest', () => {
    expect(financeQuote(loan({ annualRatePercent: -5, amount: 12000 }))).toMatchObject({ repayment: 200, total: 12000 })
  })
})

const frequencyArb = fc.constantFrom<RepaymentFrequency>('weekly', 'fortnightly', 'monthly')
const termArb = fc.integer({ min: 2, max: 14 }).map((halves) => halves / 2)
const principalArb = fc.integer({ min: 1000, max: 250000 })

describe('properties (FIN §9)', () => {
  it('rate ≥ 0: repayments plus balloon repay at least the principal', () => {
    fc.assert(
      fc.property(principalArb, fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 30, noNaN: true }), termArb, frequencyArb, (principal, balloonShare, rate, term, frequency) => {
        const balloon = Math.floor(principal * balloonShare)
        const n = periodsOf(term, frequency)
        const repayment = periodicRepayment(principal, balloon, rate / 100 / REPAYMENT_FREQUENCIES[frequency], n)
        expect(repayment * n + balloon).toBeGreaterThanOrEqual(principal - 1e-6 * principal)
      }),
    )
  })

  it('rate 0: repayments are exactly principal − balloon', () => {
    fc.assert(
      fc.property(principalArb, fc.double({ min: 0, max: 1, noNaN: true }), termArb, frequencyArb, (principal, balloonShare, term, frequency) => {
        const balloon = Math.floor(principal * balloonShare)
        const n = periodsOf(term, frequency)
        expect(periodicRepayment(principal, balloon, 0, n) * n).toBeCloseTo(principal - balloon, 6)
      }),
    )
  })

  it('the discounted repayments and balloon equal the principal', () => {
    fc.assert(
      fc.property(principalArb, fc.double({ min: 0.5, max: 20, noNaN: true }), termArb, frequencyArb, (principal, rate, term, frequency) => {
        const r = rate / 100 / REPAYMENT_FREQUENCIES[frequency]
        const n = periodsOf(term, frequency)
        const balloon = principal / 4
        const repayment = periodicRepayment(principal, balloon, r, n)
        const presentValue = (repayment * (1 - (1 + r) ** -n)) / r + balloon * (1 + r) ** -n
        expect(presentValue).toBeCloseTo(principal, 4)
      }),
    )
  })

  it('a quote shows only above $25 and its total is repayment × periods + balloon', () => {
    fc.assert(
      fc.property(principalArb, fc.double({ min: 0, max: 20, noNaN: true }), termArb, frequencyArb, (amount, rate, termYears, frequency) => {
        const quote = financeQuote({ amount, annualRatePercent: rate, termYears, frequency, residual: 500 })
        if (quote.kind === 'enquire') return
        expect(quote.repayment).toBeGreaterThan(25)
        expect(quote.total).toBe(quote.repayment * quote.periods + 500)
      }),
    )
  })
})

describe('loan fees (FIN §9)', () => {
  it('defaults to the lender default establishment fee 1300 when none is named', () => {
    expect(DEFAULT_LOAN_FEES).toEqual({ establishment: 1300 })
    expect(loanFees(null)).toEqual({ establishment: 1300 })
    expect(loanFees(undefined)).toEqual({ establishment: 1300 })
    expect(loanFees({ establishment: 0 })).toEqual({ establishment: 0 })
  })
  it('upfront fees: establishment, security registration and agency (not the monthly fee)', () => {
    expect(upfrontFees({ establishment: 395, securityRegistration: 6, monthlyAdmin: 8, agency: 912.25 })).toBe(1313.25)
    expect(upfrontFees({ establishment: 1360.5 })).toBe(1360.5)
  })
})

describe('a quote never lends more than the car costs, less deposit and trade-in (issue 46)', () => {
  const priceArb = fc.integer({ min: 1, max: 500000 })
  it('for every price, amount, deposit and trade-in', () => {
    fc.assert(
      fc.property(priceArb, fc.integer({ min: 0, max: 600000 }), fc.integer({ min: 0, max: 250000 }), fc.integer({ min: 0, max: 250000 }), fc.integer({ min: 0, max: 3000 }), (price, amount, deposit, tradeIn, fee) => {
        const credit = creditAmount({ amount, price, deposit, tradeIn })
        expect(credit).toBeGreaterThanOrEqual(0)
        expect(credit).toBeLessThanOrEqual(Math.max(0, price - deposit - tradeIn))
        expect(loanPrincipal({ amount, price, deposit, tradeIn, establishmentFee: fee })).toBe(credit + fee)
        const quote = financeQuote({ amount, price, deposit, tradeIn, establishmentFee: fee, annualRatePercent: 9, termYears: 5, frequency: 'weekly' })
        if (quote.kind === 'repayment') expect(quote.credit).toBeLessThanOrEqual(price - deposit - tradeIn)
      }),
    )
  })
})
