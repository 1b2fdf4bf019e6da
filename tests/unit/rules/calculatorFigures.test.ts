import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { CalculatorValues, TermBounds } from '../../../site/rules/calculatorBounds'
import { CALCULATOR_FIELDS, calculatorFigures, calculatorQuote, isCalculatorField, withField, type CalculatorTerms } from '../../../site/rules/calculatorFigures'
import { ENQUIRE_FOR_FINANCE, financeQuote } from '../../../site/rules/finance'

const start: CalculatorValues = { amount: 30000, termYears: 5, interestRate: 8.5, frequency: 'weekly', deposit: 0, tradeIn: 0, residual: 0 }
const terms: CalculatorTerms = { price: 31990, establishmentFee: 1300, monthlyFee: 0 }
const stepTerm: TermBounds = { kind: 'step', min: 1, max: 7, step: 0.5 }
const indexTerm: TermBounds = { kind: 'index', min: 0, max: 2, years: [3, 5, 7] }

describe('calculatorFigures (FIN §2.5, §9)', () => {
  it('formats the quote: repayment and total in whole dollars, the frequency in lower case', () => {
    const quote = financeQuote({ amount: 30000, price: 31990, establishmentFee: 1300, monthlyFee: 0, annualRatePercent: 8.5, termYears: 5, frequency: 'weekly', deposit: 0, tradeIn: 0, residual: 0 })
    expect(quote.kind).toBe('repayment')
    const figures = calculatorFigures(terms, start)
    // 31,300 over 260 weeks at 8.5 %: $147.87 a week, $38,446.16 in all
    expect(figures).toEqual({ kind: 'repayment', repayment: '$148', frequency: 'weekly', total: '$38,446' })
    expect(calculatorQuote(terms, start)).toEqual(quote)
  })

  it('is Enquire for Finance when the repayment is $25 or less', () => {
    expect(calculatorFigures(terms, { ...start, deposit: 30000 })).toEqual({ kind: 'enquire', label: ENQUIRE_FOR_FINANCE })
    expect(calculatorFigures({ ...terms, establishmentFee: 0 }, { ...start, amount: 1000, termYears: 7, frequency: 'weekly' })).toEqual({ kind: 'enquire', label: ENQUIRE_FOR_FINANCE })
  })

  it('names the frequency it was given', () => {
    expect(calculatorFigures(terms, { ...start, frequency: 'monthly' })).toMatchObject({ kind: 'repayment', frequency: 'monthly' })
    expect(calculatorFigures(terms, { ...start, frequency: 'fortnightly' })).toMatchObject({ kind: 'repayment', frequency: 'fortnightly' })
  })

  it('the figures are always the formatted quote', () => {
    fc.assert(fc.property(
      fc.record({ amount: fc.integer({ min: 0, max: 300000 }), termYears: fc.constantFrom(1, 2.5, 5, 7), interestRate: fc.double({ min: 0, max: 20, noNaN: true }), frequency: fc.constantFrom('weekly', 'fortnightly', 'monthly' as const), deposit: fc.integer({ min: 0, max: 250000 }), tradeIn: fc.integer({ min: 0, max: 250000 }), residual: fc.integer({ min: 0, max: 50000 }) }),
      (values) => {
        const quote = calculatorQuote(terms, values)
        const figures = calculatorFigures(terms, values)
        expect(figures.kind).toBe(quote.kind)
        if (quote.kind === 'repayment' && figures.kind === 'repayment') expect(figures.repayment).toBe(`$${Math.round(quote.repayment).toLocaleString('en-AU')}`)
      },
    ))
  })
})

describe('withField: a field the shopper set, read as the island and the early script both read it', () => {
  it('lists the fields answered at once (the amount is checked when left)', () => {
    expect(CALCULATOR_FIELDS).toEqual(['deposit', 'tradeIn', 'residual', 'term', 'interest', 'frequency'])
    expect(isCalculatorField('deposit')).toBe(true)
    expect(isCalculatorField('amount')).toBe(false)
    expect(isCalculatorField(undefined)).toBe(false)
  })

  it('clamps a deposit, trade-in and residual to 0..250,000; a blank or bad one is 0', () => {
    expect(withField(start, 'deposit', '5000', stepTerm).deposit).toBe(5000)
    expect(withField(start, 'tradeIn', '999999', stepTerm).tradeIn).toBe(250000)
    expect(withField(start, 'residual', '-4', stepTerm).residual).toBe(0)
    expect(withField(start, 'deposit', '', stepTerm).deposit).toBe(0)
    expect(withField(start, 'deposit', 'abc', stepTerm).deposit).toBe(0)
    // only that field changes
    expect(withField(start, 'deposit', '5000', stepTerm)).toEqual({ ...start, deposit: 5000 })
  })

  it('reads the term at the slider position, by steps or by listed years', () => {
    expect(withField(start, 'term', '3.5', stepTerm).termYears).toBe(3.5)
    expect(withField(start, 'term', '9', stepTerm).termYears).toBe(7)
    expect(withField(start, 'term', '2', indexTerm).termYears).toBe(7)
    expect(withField(start, 'term', '0', indexTerm).termYears).toBe(3)
  })

  it('takes a rate as set, and keeps the rate for a blank or non-number', () => {
    expect(withField(start, 'interest', '6.5', stepTerm).interestRate).toBe(6.5)
    expect(withField(start, 'interest', '', stepTerm)).toBe(start)
    expect(withField(start, 'interest', 'x', stepTerm)).toBe(start)
  })

  it('takes a frequency only when it is one', () => {
    expect(withField(start, 'frequency', 'monthly', stepTerm).frequency).toBe('monthly')
    expect(withField(start, 'frequency', 'daily', stepTerm)).toBe(start)
    expect(withField(start, 'frequency', 'toString', stepTerm)).toBe(start)
  })
})
