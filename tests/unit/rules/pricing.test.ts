import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatCurrency, priceDisplay, wasPrice } from '../../../site/rules/pricing'

const labels = { preOrder: 'Pre-order', noPrice: 'Enquire for price.' }

describe('formatCurrency (FIN §9)', () => {
  it.each([
    [0, '$0'],
    [10, '$10'],
    [999, '$999'],
    [1000, '$1,000'],
    [29990, '$29,990'],
    [1234567.49, '$1,234,567'],
    [1234567.5, '$1,234,568'],
  ])('%s → %s', (value, text) => expect(formatCurrency(value)).toBe(text))
  it('never shows decimals', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (v) => !formatCurrency(v).includes('.')))
  })
})

describe('priceDisplay (INV §5: shown only above 10)', () => {
  it.each([
    [10.01, false, { kind: 'price', text: '$10' }],
    [11, false, { kind: 'price', text: '$11' }],
    [10, false, { kind: 'noPrice', text: 'Enquire for price.' }],
    [0, false, { kind: 'noPrice', text: 'Enquire for price.' }],
    [null, false, { kind: 'noPrice', text: 'Enquire for price.' }],
    [undefined, false, { kind: 'noPrice', text: 'Enquire for price.' }],
    [10, true, { kind: 'preOrder', text: 'Pre-order' }],
    [5000, true, { kind: 'price', text: '$5,000' }],
  ])('price %s, preorder %s', (price, preorder, expected) => expect(priceDisplay(price, preorder, labels)).toEqual(expected))
})

describe('wasPrice', () => {
  it.each([
    [20000, 22000, '$22,000'],
    [20000, 20000, null],
    [20000, 19000, null],
    [20000, null, null],
    [10, 22000, null],
    [null, 22000, null],
  ])('price %s before %s → %s', (price, before, expected) => expect(wasPrice(price, before)).toBe(expected))
})
