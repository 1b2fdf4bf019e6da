import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CREDIT_SCORES,
  carQuotePrice,
  creditScore,
  DEFAULT_CREDIT_SCORE,
  QUICK_QUOTE_DELAY_MS,
  QUICK_QUOTE_PRICE,
  QUICK_QUOTE_TERM,
  quickQuoteBounds,
  quickQuotePrice,
  quickQuoteTerm,
  vehicleQuoteRequest,
} from '../../../site/rules/quickQuote'
import { quickQuoteSchema } from '../../../site/rules/quickQuoteSchema'

describe('constants (FIN §5, §7, §9)', () => {
  it('has the spec values', () => {
    expect(QUICK_QUOTE_PRICE).toEqual({ min: 10000, max: 200000, default: 30000 })
    expect(QUICK_QUOTE_TERM).toEqual({ min: 1, max: 7, default: 5 })
    expect(CREDIT_SCORES).toEqual(['GREAT', 'DECENT', 'POOR'])
    expect(DEFAULT_CREDIT_SCORE).toBe('GREAT')
    expect(QUICK_QUOTE_DELAY_MS).toBe(500)
  })
})

describe('quickQuotePrice (FIN §5: digits only, 10000..200000, default 30000)', () => {
  it.each<[string | number | null | undefined, number]>([
    ['9999', 10000],
    ['10000', 10000],
    ['10001', 10001],
    ['45990', 45990],
    ['199999', 199999],
    ['200000', 200000],
    ['200001', 200000],
    ['$45,990', 45990],
    [' 45 990 ', 45990],
    ['12.5', 10000],
    ['1500.00', 150000],
    ['0', 10000],
    ['', 30000],
    ['abc', 30000],
    ['$', 30000],
    [null, 30000],
    [undefined, 30000],
    [45990, 45990],
    [45990.4, 45990],
    [45990.5, 45991],
    [9999, 10000],
    [200001, 200000],
    [-50000, 10000],
    [1e21, 200000],
    [Number.NaN, 30000],
    [Number.POSITIVE_INFINITY, 30000],
  ])('%j → %d', (raw, price) => expect(quickQuotePrice(raw)).toBe(price))
})

describe('quickQuoteTerm (FIN §5: 1..7, default 5)', () => {
  it.each<[string | number | null | undefined, number]>([
    [0, 1],
    [1, 1],
    [4, 4],
    [7, 7],
    [8, 7],
    ['3', 3],
    [2.4, 2],
    [2.5, 3],
    [null, 5],
    [undefined, 5],
    ['', 5],
    ['  ', 5],
    [' 6 ', 6],
    ['abc', 5],
    [Number.NaN, 5],
    [Number.POSITIVE_INFINITY, 5],
  ])('%j → %d', (raw, term) => expect(quickQuoteTerm(raw)).toBe(term))
})

describe('creditScore (FIN §5: GREAT, DECENT, POOR; default GREAT)', () => {
  it.each<[unknown, string]>([
    ['GREAT', 'GREAT'],
    ['DECENT', 'DECENT'],
    ['POOR', 'POOR'],
    [' poor ', 'POOR'],
    ['decent', 'DECENT'],
    ['BAD', 'GREAT'],
    ['', 'GREAT'],
    [null, 'GREAT'],
    [undefined, 'GREAT'],
    [3, 'GREAT'],
  ])('%j → %s', (raw, score) => expect(creditScore(raw)).toBe(score))
})

describe('quickQuoteSchema', () => {
  it('fills every default', () => expect(quickQuoteSchema.parse({})).toEqual({ purchasePrice: 30000, loanTerm: 5, selfAssessedCreditScore: 'GREAT' }))
  it('normalises given values', () => {
    expect(quickQuoteSchema.parse({ purchasePrice: '$5,000', loanTerm: '9', selfAssessedCreditScore: 'decent' })).toEqual({
      purchasePrice: 10000,
      loanTerm: 7,
      selfAssessedCreditScore: 'DECENT',
    })
    expect(quickQuoteSchema.parse({ purchasePrice: 250000, loanTerm: 3, selfAssessedCreditScore: 'POOR' })).toEqual({
      purchasePrice: 200000,
      loanTerm: 3,
      selfAssessedCreditScore: 'POOR',
    })
  })
  it('rejects a value of the wrong type', () => {
    expect(quickQuoteSchema.safeParse({ purchasePrice: true }).success).toBe(false)
    expect(quickQuoteSchema.safeParse({ loanTerm: {} }).success).toBe(false)
    expect(quickQuoteSchema.safeParse({ purchasePrice: Number.POSITIVE_INFINITY }).success).toBe(false)
  })
  const finite = fc.double({ noNaN: true, noDefaultInfinity: true })
  it('always yields values within bounds', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), finite), fc.oneof(fc.string(), finite), fc.anything(), (purchasePrice, loanTerm, score) => {
        const quote = quickQuoteSchema.parse({ purchasePrice, loanTerm, selfAssessedCreditScore: score })
        expect(quote.purchasePrice).toBeGreaterThanOrEqual(10000)
        expect(quote.purchasePrice).toBeLessThanOrEqual(200000)
        expect(Number.isInteger(quote.loanTerm) && quote.loanTerm >= 1 && quote.loanTerm <= 7).toBe(true)
        expect(CREDIT_SCORES).toContain(quote.selfAssessedCreditScore)
      }),
    )
  })
})

describe('vehicleQuoteRequest (FIN §7)', () => {
  const car = { price: 25990, year: 2021, vin: 'VIN1', nvic: 'NV1' }
  const on = { lenderTieIn: true, hasQuote: false }
  it('asks with GREAT, 5 years and nobody helping', () => {
    expect(vehicleQuoteRequest(car, on)).toEqual({ purchasePrice: 25990, loanTerm: 5, selfAssessedCreditScore: 'GREAT', year: 2021, vin: 'VIN1', nvic: 'NV1', whoIsHelping: '' })
  })
  it('sends nulls for missing car fields and clamps the price', () => {
    expect(vehicleQuoteRequest({ price: 250000 }, on)).toEqual({ purchasePrice: 200000, loanTerm: 5, selfAssessedCreditScore: 'GREAT', year: null, vin: null, nvic: null, whoIsHelping: '' })
  })
  it('a $4,980 car is quoted on $4,980, never on the $10,000 minimum (issue 46)', () => {
    expect(vehicleQuoteRequest({ price: 4980 }, on)?.purchasePrice).toBe(4980)
    expect(vehicleQuoteRequest({ price: 4980.6 }, on)?.purchasePrice).toBe(4980)
  })
  it('a price of 10 or less is no price: nothing is quoted', () => {
    expect(vehicleQuoteRequest({ price: 0.01 }, on)).toBeNull()
    expect(vehicleQuoteRequest({ price: 10 }, on)).toBeNull()
    expect(vehicleQuoteRequest({ price: 10.5 }, on)?.purchasePrice).toBe(10)
  })
  it.each<[string, { price?: number | null }, { lenderTieIn: boolean; hasQuote: boolean }]>([
    ['feature off', car, { lenderTieIn: false, hasQuote: false }],
    ['a quote is present', car, { lenderTieIn: true, hasQuote: true }],
    ['price 0', { price: 0 }, on],
    ['negative price', { price: -1 }, on],
    ['no price', { price: null }, on],
    ['price missing', {}, on],
    ['price NaN', { price: Number.NaN }, on],
  ])('not when %s', (_, quoteCar, state) => expect(vehicleQuoteRequest(quoteCar, state)).toBeNull())
})

describe('quickQuoteBounds and a car’s price (issue 46: never lend more than the car costs)', () => {
  it.each<[number | null | undefined, { min: number; max: number; default: number }]>([
    [null, { min: 10000, max: 200000, default: 30000 }],
    [undefined, { min: 10000, max: 200000, default: 30000 }],
    [0, { min: 10000, max: 200000, default: 30000 }],
    [10, { min: 10000, max: 200000, default: 30000 }],
    [4980, { min: 4980, max: 4980, default: 4980 }],
    [10000, { min: 10000, max: 10000, default: 10000 }],
    [45990, { min: 10000, max: 45990, default: 45990 }],
    [45990.99, { min: 10000, max: 45990, default: 45990 }],
    [250000, { min: 10000, max: 200000, default: 200000 }],
  ])('car price %j → %j', (price, bounds) => expect(quickQuoteBounds(price)).toEqual(bounds))

  it.each<[string | number | null, number | null, number]>([
    ['10000', 4980, 4980],
    [null, 4980, 4980],
    ['', 45990, 45990],
    ['60000', 45990, 45990],
    ['20000', 45990, 20000],
    ['5000', 45990, 10000],
    [300000, 250000, 200000],
    ['60000', null, 60000],
  ])('%j for a car of %j → %d', (raw, price, expected) => expect(carQuotePrice(raw, price)).toBe(expected))

  it('for every car price and every typed price, the quote never lends more than the car costs', () => {
    fc.assert(
      fc.property(fc.double({ min: 10.01, max: 1_000_000, noNaN: true }), fc.oneof(fc.string(), fc.double(), fc.constant(null)), (price, raw) => {
        const amount = carQuotePrice(raw, price)
        expect(amount).toBeLessThanOrEqual(price)
        expect(amount).toBeGreaterThan(0)
        expect(vehicleQuoteRequest({ price }, { lenderTieIn: true, hasQuote: false })?.purchasePrice).toBeLessThanOrEqual(price)
      }),
    )
  })
})
