import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_RESERVE_AMOUNT,
  formatCurrency,
  groupThousands,
  monthlyFromWeekly,
  PRICE_SHOWN_ABOVE,
  priceDisplay,
  reserveLabel,
  wasPrice,
  WEEKS_PER_MONTH,
  weeklyRounded,
} from '../../../site/rules/pricing'

const labels = { preOrder: 'Pre-order', noPrice: 'Enquire for price.' }

describe('formatCurrency (FIN §9: $, thousands separators, no decimals)', () => {
  it.each([
    [0, '$0'],
    [10, '$10'],
    [999, '$999'],
    [1000, '$1,000'],
    [29990, '$29,990'],
    [1234567.49, '$1,234,567'],
    [1234567.5, '$1,234,568'],
    [0.5, '$1'],
    [0.49, '$0'],
    [-0.4, '$0'],
    [-1500, '-$1,500'],
    [-999, '-$999'],
    [1e9, '$1,000,000,000'],
  ])('%s → %s', (value, text) => expect(formatCurrency(value)).toBe(text))

  it('never shows decimals and always starts with $', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 1e12, noNaN: true }), (v) => formatCurrency(v).startsWith('$') && !formatCurrency(v).includes('.')))
  })

  it('matches Intl en-AU currency formatting for whole dollar amounts', () => {
    const intl = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 })
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (v) => formatCurrency(v) === intl.format(v)))
  })

  it('reads back as the rounded amount once separators are removed', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e12 }), (v) => Number(formatCurrency(v).replace(/[$,]/g, '')) === v))
  })
})

describe('groupThousands', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['999', '999'],
    ['1000', '1,000'],
    ['12345', '12,345'],
    ['123456', '123,456'],
    ['1234567', '1,234,567'],
  ])('%j → %j', (digits, expected) => expect(groupThousands(digits)).toBe(expected))
})

describe('priceDisplay (INV §5: shown only above 10)', () => {
  it('uses 10 as the threshold', () => expect(PRICE_SHOWN_ABOVE).toBe(10))
  it.each([
    [10.01, false, { kind: 'price', text: '$10' }],
    [11, false, { kind: 'price', text: '$11' }],
    [10, false, { kind: 'noPrice', text: 'Enquire for price.' }],
    [0, false, { kind: 'noPrice', text: 'Enquire for price.' }],
    [-5, false, { kind: 'noPrice', text: 'Enquire for price.' }],
    [null, false, { kind: 'noPrice', text: 'Enquire for price.' }],
    [undefined, false, { kind: 'noPrice', text: 'Enquire for price.' }],
    [10, true, { kind: 'preOrder', text: 'Pre-order' }],
    [null, true, { kind: 'preOrder', text: 'Pre-order' }],
    [5000, true, { kind: 'price', text: '$5,000' }],
  ])('price %s, preorder %s', (price, preorder, expected) => expect(priceDisplay(price, preorder, labels)).toEqual(expected))

  it('uses the site labels as given', () => {
    expect(priceDisplay(0, false, { preOrder: 'Order now', noPrice: 'POA' })).toEqual({ kind: 'noPrice', text: 'POA' })
    expect(priceDisplay(0, true, { preOrder: 'Order now', noPrice: 'POA' })).toEqual({ kind: 'preOrder', text: 'Order now' })
  })
})

describe('wasPrice (INV §2: before_price above the price)', () => {
  it.each([
    [20000, 22000, '$22,000'],
    [20000, 20000.01, '$20,000'],
    [20000, 20000, null],
    [20000, 19000, null],
    [20000, null, null],
    [20000, undefined, null],
    [10, 22000, null],
    [10.01, 22000, '$22,000'],
    [null, 22000, null],
    [undefined, 22000, null],
  ])('price %s before %s → %s', (price, before, expected) => expect(wasPrice(price, before)).toBe(expected))
})

describe('weeklyRounded (INV §5: whole dollars)', () => {
  it.each([
    [123.49, 123],
    [123.5, 124],
    [99.99, 100],
    [0, 0],
  ])('%s → %s', (weekly, expected) => expect(weeklyRounded(weekly)).toBe(expected))
  it('is always an integer within half a dollar', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (w) => Number.isInteger(weeklyRounded(w)) && Math.abs(weeklyRounded(w) - w) <= 0.5))
  })
})

describe('monthlyFromWeekly (INV §9: × 4.33)', () => {
  it('uses 4.33', () => expect(WEEKS_PER_MONTH).toBe(4.33))
  it.each([
    [100, 433],
    [1, 4.33],
    [123, 532.59],
    [0, 0],
    [99.99, 432.96],
  ])('%s a week → %s a month', (weekly, monthly) => expect(monthlyFromWeekly(weekly)).toBe(monthly))
  it('is within a cent of weekly × 4.33', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 100000 }), (w) => Math.abs(monthlyFromWeekly(w) - w * 4.33) <= 0.005 + 1e-9))
  })
})

describe('reserveLabel (INV §5, FIN §4, variants open question 6)', () => {
  it('defaults to $200', () => expect(DEFAULT_RESERVE_AMOUNT).toBe(200))
  it.each([
    [undefined, '$200'],
    [null, null],
    [0, null],
    [0.4, null],
    [0.5, '$1'],
    [-100, null],
    [1, '$1'],
    [500, '$500'],
    [1500, '$1,500'],
  ])('%s → %s', (amount, expected) => expect(reserveLabel(amount)).toBe(expected))
})
