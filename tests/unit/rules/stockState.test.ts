import { describe, expect, it } from 'vitest'
import { FIND_SIMILAR_PREFILL, isInStock, NOT_IN_STOCK_CARD, soldMessage } from '../../../site/rules/stockState'

describe('stock state (INV §4)', () => {
  it.each([
    ['in_stock', true],
    ['coming_soon', true],
    ['sold', false],
    ['other', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%s in stock: %s', (status, expected) => expect(isInStock(status)).toBe(expected))

  it('words the sold message with the vehicle type', () => {
    expect(soldMessage('vehicle')).toBe("Unfortunately this vehicle recently sold. But don't worry, we can help you find a similar vehicle!")
    expect(soldMessage('caravan')).toBe("Unfortunately this caravan recently sold. But don't worry, we can help you find a similar caravan!")
  })

  it('has the spec texts for not-in-stock cards and their enquiry', () => {
    expect(FIND_SIMILAR_PREFILL).toEqual({ message: 'Can you please find me something similar?', subcategory: 'Find me something similar' })
    expect(NOT_IN_STOCK_CARD).toEqual({ prompt: 'Like this and want something similar?', button: 'Find Me Something Similar' })
  })
})
