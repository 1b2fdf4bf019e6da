import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CALCULATOR_DEFAULTS, type FinanceCalculator } from '../../../site/config/sections/financeCalculator'
import {
  AMOUNT_STEP,
  amountBounds,
  amountMessage,
  calculatorDefaults,
  checkAmount,
  clamp,
  clampExtra,
  DEFAULT_AMOUNT,
  defaultAmount,
  EXTRAS_RANGE,
  INTEREST_STEP,
  interestBounds,
  positionOfTerm,
  TERM_MIN_YEARS,
  TERM_STEP_YEARS,
  termAtPosition,
  termBounds,
} from '../../../site/rules/calculatorBounds'

const calc = (over: Partial<FinanceCalculator> = {}): FinanceCalculator => ({ ...CALCULATOR_DEFAULTS, ...over })
/** The brand-variant purchase-price calculator (variants §4 `amountField`, `amountMax` 250000). */
const purchase = (over: Partial<FinanceCalculator> = {}) => calc({ amountField: 'purchasePrice', amountMax: 250000, ...over })
const fromPrice = { amountMaxFromPrice: { above: 100000, factor: 1.05 } }

describe('constants (FIN §5, §9)', () => {
  it('has the spec values', () => {
    expect(AMOUNT_STEP).toBe(500)
    expect(TERM_MIN_YEARS).toBe(1)
    expect(TERM_STEP_YEARS).toBe(0.5)
    expect(INTEREST_STEP).toBe(0.5)
    expect(EXTRAS_RANGE).toEqual({ min: 0, max: 250000 })
    expect(DEFAULT_AMOUNT).toBe(30000)
  })
})

describe('clamp', () => {
  it.each([
    [5, 5],
    [-1, 0],
    [0, 0],
    [10, 10],
    [11, 10],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 10],
    [Number.NEGATIVE_INFINITY, 0],
  ])('%d in 0..10 → %d', (value, expected) => expect(clamp(value, { min: 0, max: 10 })).toBe(expected))
})

describe('amountBounds (FIN §5)', () => {
  it.each<[string, Partial<FinanceCalculator>, number | null | undefined, { min: number; max: number; step: number }]>([
    ['defaults: never above the car price', {}, 45000, { min: 1000, max: 45000, step: 500 }],
    ['5000 minimum for one provider', { amountMin: 5000 }, 45000, { min: 5000, max: 45000, step: 500 }],
    ['price rule off ignores a dear car', {}, 150000, { min: 1000, max: 100000, step: 500 }],
    ['price rule: exactly 100000 is not above', fromPrice, 100000, { min: 1000, max: 100000, step: 500 }],
    ['price rule: 100001, capped at the price', fromPrice, 100001, { min: 1000, max: 100001, step: 500 }],
    ['price rule: 120000 lends up to the price, not 1.05 × it', fromPrice, 120000, { min: 1000, max: 120000, step: 500 }],
    ['a $4,980 car: at most $4,980', {}, 4980, { min: 1000, max: 4980, step: 500 }],
    ['a car cheaper than the minimum: min and max are its price', {}, 600, { min: 600, max: 600, step: 500 }],
    ['a price of 10 or less is not shown: the configured bounds', {}, 10, { min: 1000, max: 100000, step: 500 }],
    ['price rule: no price', fromPrice, null, { min: 1000, max: 100000, step: 500 }],
    ['price rule: undefined price', fromPrice, undefined, { min: 1000, max: 100000, step: 500 }],
    ['brand variant', { amountMax: 250000 }, null, { min: 1000, max: 250000, step: 500 }],
  ])('%s', (_, over, price, bounds) => expect(amountBounds(calc(over), price)).toEqual(bounds))
})

describe('checkAmount: loan amount clamps (FIN §5)', () => {
  it.each([
    [999, 1000],
    [1000, 1000],
    [30000, 30000],
    [100000, 100000],
    [100001, 100000],
    [-5, 1000],
    [Number.NaN, 1000],
  ])('%d → %d, no message', (raw, value) => expect(checkAmount(raw, calc(), null)).toEqual({ value, message: null }))

  it('clamps to the price-based maximum, never above the price', () => expect(checkAmount(200000, calc(fromPrice), 120000)).toEqual({ value: 120000, message: null }))
  it('a $4,980 car: asking $10,000 lends $4,980', () => expect(checkAmount(10000, calc(), 4980)).toEqual({ value: 4980, message: null }))
})

describe('checkAmount: purchase price keeps the value and warns at or beyond the bounds (FIN §5, §8)', () => {
  const MESSAGE = 'Cannot be less than $1,000 or more than $250,000'
  it.each<[number, number, string | null]>([
    [-1, 0, MESSAGE],
    [0, 0, MESSAGE],
    [999, 999, MESSAGE],
    [1000, 1000, MESSAGE],
    [1000.5, 1000.5, null],
    [1500, 1500, null],
    [249999, 249999, null],
    [250000, 250000, MESSAGE],
    [300000, 300000, MESSAGE],
    [Number.NaN, 0, MESSAGE],
  ])('%d → %d', (raw, value, message) => expect(checkAmount(raw, purchase(), null)).toEqual({ value, message }))

  it('a car: its own price is no warning, above it is', () => {
    expect(checkAmount(45990, purchase(), 45990)).toEqual({ value: 45990, message: null })
    expect(checkAmount(50000, purchase(), 45990)).toEqual({ value: 50000, message: 'Cannot be less than $1,000 or more than $45,990' })
  })
  it('formats a 5000 minimum', () => expect(checkAmount(4000, purchase({ amountMin: 5000 }), null).message).toBe('Cannot be less than $5,000 or more than $250,000'))
  it('the message follows the bounds', () => expect(amountMessage({ min: 1000, max: 100000 })).toBe('Cannot be less than $1,000 or more than $100,000'))
})

describe('termBounds (FIN §5)', () => {
  it('defaults to 1..7 step 0.5', () => expect(termBounds(calc())).toEqual({ kind: 'step', min: 1, max: 7, step: 0.5 }))
  it('5 years on one site', () => expect(termBounds(calc({ termMaxYears: 5 }))).toEqual({ kind: 'step', min: 1, max: 5, step: 0.5 }))
  it('by index over custom steps', () => expect(termBounds(calc({ termYearSteps: [1, 2, 3, 5] }))).toEqual({ kind: 'index', min: 0, max: 3, years: [1, 2, 3, 5] }))
  it('an empty list is plain steps', () => expect(termBounds(calc({ termYearSteps: [] })).kind).toBe('step'))
})

describe('term slider positions (FIN §5)', () => {
  // Built inside each test so that a throwing mutant fails a test rather than the collection.
  const step = () => termBounds(calc())
  const index = () => termBounds(calc({ termYearSteps: [1, 2, 3, 5] }))
  it.each([
    [0.5, 1],
    [1, 1],
    [3.5, 3.5],
    [7, 7],
    [8, 7],
  ])('step: position %d → %d years', (position, years) => {
    expect(termAtPosition(step(), position)).toBe(years)
    expect(positionOfTerm(step(), position)).toBe(years)
  })
  it.each([
    [0, 1],
    [2, 3],
    [2.4, 3],
    [2.6, 5],
    [3, 5],
    [-1, 1],
    [10, 5],
    [Number.NaN, 1],
  ])('index: position %d → %d years', (position, years) => expect(termAtPosition(index(), position)).toBe(years))
  it.each([
    [1, 0],
    [2, 1],
    [4, 2],
    [4.1, 3],
    [3.9, 2],
    [5, 3],
    [0, 0],
    [100, 3],
  ])('index: %d years → position %d (nearest, first on a tie)', (years, position) => expect(positionOfTerm(index(), years)).toBe(position))
})

describe('interestBounds (FIN §5)', () => {
  it('defaults to 0.5..15 step 0.5, editable', () => expect(interestBounds(calc())).toEqual({ min: 0.5, max: 15, step: 0.5, editable: true }))
  it.each([
    [{ min: 7.5, max: 14.5 }],
    [{ min: 4, max: 20 }],
    [{ min: 9.95, max: 19.95 }],
    [{ min: 5.99, max: 15.99 }],
  ])('range %j', (interestRange) => expect(interestBounds(calc({ interestRange }))).toEqual({ ...interestRange, step: 0.5, editable: true }))
  it('disabled on one site', () => expect(interestBounds(calc({ interestEditable: false })).editable).toBe(false))
})

describe('clampExtra: deposit, trade-in, residual 0..250000 (FIN §5)', () => {
  it.each([
    [-1, 0],
    [0, 0],
    [1234.5, 1234.5],
    [250000, 250000],
    [250001, 250000],
  ])('%d → %d', (value, expected) => expect(clampExtra(value)).toBe(expected))
})

describe('defaults (FIN §9)', () => {
  it.each<[number | null | undefined, number]>([
    [null, 30000],
    [undefined, 30000],
    [0, 30000],
    [10, 30000],
    [10.01, 10.01],
    [45990, 45990],
  ])('defaultAmount(%j) → %d', (price, amount) => expect(defaultAmount(price)).toBe(amount))

  it.each<[string, Partial<FinanceCalculator>, number | null, number]>([
    ['car price', {}, 45990, 45990],
    ['no price', {}, null, 30000],
    ['cheap car: its own price, not the minimum', {}, 500, 500],
    ['dear car clamped to the maximum', {}, 150000, 100000],
    ['dear car within the price-based maximum', fromPrice, 150000, 150000],
    ['a $4,980 car starts at $4,980', {}, 4980, 4980],
    ['purchase price is not clamped', { amountField: 'purchasePrice' }, 150000, 150000],
  ])('%s', (_, over, price, amount) => expect(calculatorDefaults(calc(over), price).amount).toBe(amount))

  it('starts weekly with the configured term and rate and nothing else', () => {
    expect(calculatorDefaults(calc({ defaultTermYears: 6, defaultInterestRate: 8.5 }), 45990)).toEqual({
      amount: 45990,
      termYears: 6,
      interestRate: 8.5,
      frequency: 'weekly',
      deposit: 0,
      tradeIn: 0,
      residual: 0,
    })
    expect(calculatorDefaults(calc(), null)).toMatchObject({ termYears: 5, interestRate: 10 })
  })
})

describe('properties', () => {
  it('a clamped loan amount is always within the bounds', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: false }), fc.option(fc.integer({ min: 0, max: 500000 })), (raw, price) => {
        const { value } = checkAmount(raw, calc(fromPrice), price)
        const bounds = amountBounds(calc(fromPrice), price)
        expect(value).toBeGreaterThanOrEqual(bounds.min)
        expect(value).toBeLessThanOrEqual(bounds.max)
      }),
    )
  })
  it('for every car price, the amount lent starts and stays at or below the price (issue 46)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 11, max: 1000000 }), fc.double({ noNaN: false }), fc.constantFrom<Partial<FinanceCalculator>>({}, fromPrice, { amountMin: 5000 }, { amountMax: 250000 }), (price, raw, over) => {
        const settings = calc(over)
        expect(calculatorDefaults(settings, price).amount).toBeLessThanOrEqual(price)
        expect(checkAmount(raw, settings, price).value).toBeLessThanOrEqual(price)
        const bounds = amountBounds(settings, price)
        expect(bounds.max).toBeLessThanOrEqual(price)
        expect(bounds.min).toBeLessThanOrEqual(bounds.max)
      }),
    )
  })
  it('an index slider always lands on a listed year', () => {
    const bounds = termBounds(calc({ termYearSteps: [1, 2, 3, 5] }))
    fc.assert(
      fc.property(fc.double(), (position) => {
        expect([1, 2, 3, 5]).toContain(termAtPosition(bounds, position))
      }),
    )
  })
})
