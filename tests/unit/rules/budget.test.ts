import { describe, expect, it } from 'vitest'
import {
  BUDGET_INPUT_MAX,
  BUDGET_MIN_PRICE_EXCLUSIVE,
  BUDGET_FLOOR_PRICE_REFINEMENT,
  BUDGET_SLIDER,
  BUDGET_TERM_YEARS,
  budgetButton,
  budgetOf,
  budgetPriceRange,
  budgetSliderRange,
  DEFAULT_DEPOSIT,
  DEFAULT_REPAYMENT,
  defaultBudget,
  parseBudgetInput,
  PAYMENTS_PER_YEAR,
} from '../../../site/rules/budget'

describe('budget constants (FIN §9)', () => {
  it('has the spec values', () => {
    expect(BUDGET_TERM_YEARS).toBe(5)
    expect(PAYMENTS_PER_YEAR).toEqual({ weekly: 52, monthly: 12 })
    expect(DEFAULT_REPAYMENT).toEqual({ weekly: 200, monthly: 600 })
    expect(DEFAULT_DEPOSIT).toBe(2000)
    expect(BUDGET_INPUT_MAX).toBe(1000000)
    expect(BUDGET_SLIDER).toEqual({ min: 5000, max: 250000, step: 500, fallbackMax: 100000 })
    expect(BUDGET_MIN_PRICE_EXCLUSIVE).toBe(1000)
    // the lowest price the budget is compared with is over price>1000 (FIN §5, §7)
    expect(BUDGET_FLOOR_PRICE_REFINEMENT).toEqual({ '>': [1000] })
  })
})

describe('inputs (FIN §5: clamp 0..1,000,000, non-numeric 0)', () => {
  it.each<[string | number | null | undefined, number]>([
    ['600', 600],
    ['$1,200', 1200],
    [' 250.5 ', 250.5],
    ['', 0],
    ['abc', 0],
    ['12abc', 0],
    [null, 0],
    [undefined, 0],
    [-1, 0],
    ['-5', 0],
    [0, 0],
    [1000000, 1000000],
    ['1,000,001', 1000000],
    [Number.POSITIVE_INFINITY, 0],
    [Number.NaN, 0],
  ])('%j → %d', (raw, value) => expect(parseBudgetInput(raw)).toBe(value))
})

describe('budget (FIN §9: repayment × 12 or 52 × 5 + deposit)', () => {
  it.each<[number, 'weekly' | 'monthly', number, number]>([
    [600, 'monthly', 2000, 38000],
    [200, 'weekly', 2000, 54000],
    [0, 'weekly', 0, 0],
    [100, 'monthly', 0, 6000],
    [100, 'weekly', 0, 26000],
    [0, 'monthly', 5000, 5000],
    [-50, 'monthly', -10, 0],
    [2000000, 'monthly', 2000000, 61000000],
  ])('%d %s with deposit %d → %d', (repayment, frequency, deposit, budget) => expect(budgetOf(repayment, frequency, deposit)).toBe(budget))

  it('starts from the defaults', () => {
    expect(defaultBudget('monthly')).toBe(38000)
    expect(defaultBudget('weekly')).toBe(54000)
  })

  it('refines the price maximum', () => expect(budgetPriceRange(38000)).toEqual({ max: 38000 }))
})

describe('slider (FIN §5)', () => {
  it.each([
    ['defaults', {}, { min: 5000, max: 250000, step: 500 }],
    ['no argument', undefined, { min: 5000, max: 250000, step: 500 }],
    ['max given', { max: 80000 }, { min: 5000, max: 80000, step: 500 }],
    ['max null falls back', { max: null }, { min: 5000, max: 100000, step: 500 }],
    ['max 0 falls back', { max: 0 }, { min: 5000, max: 100000, step: 500 }],
    ['max undefined falls back', { max: undefined }, { min: 5000, max: 100000, step: 500 }],
    ['max 1 is kept', { max: 1 }, { min: 5000, max: 1, step: 500 }],
    ['min given', { min: 1000 }, { min: 1000, max: 250000, step: 500 }],
  ])('%s', (_, options, range) => expect(budgetSliderRange(options)).toEqual(range))
})

describe('budget button (FIN §2.10, §8)', () => {
  it.each([
    [9999, 10000, { disabled: true, label: '0 Used Cars Found', message: 'No Used Cars found for this budget' }],
    [10000, 10000, { disabled: false }],
    [10001, 10000, { disabled: false }],
    [0, null, { disabled: false }],
    [0, undefined, { disabled: false }],
    [5, 0, { disabled: false }],
  ])('budget %d, lowest price %s', (budget, minPrice, button) => expect(budgetButton(budget, minPrice, 'Used Car')).toEqual(button))
})
