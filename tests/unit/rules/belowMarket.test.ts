import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BELOW_MARKET_THRESHOLD, belowMarketBadge } from '../../../site/rules/belowMarket'

describe('belowMarketBadge (INV §5, §9: more than 499 below, and below the state average)', () => {
  it('uses 499', () => expect(BELOW_MARKET_THRESHOLD).toBe(499))

  it.each<[number | null | undefined, number | null | undefined, number | null | undefined, string | null]>([
    [20000, 20500, null, '$500 below market price'],
    [20000, 20499, null, null],
    [20000, 20499.5, null, '$500 below market price'],
    [20000, 20500, 25000, '$500 below market price'],
    [20000, null, 25000, '$5,000 below market price'],
    [20000, undefined, 20499, null],
    [20000, 0, 25000, '$5,000 below market price'],
    [20000, 19000, 30000, null],
    [20000, 20000, 30000, null],
    [20000, null, null, null],
    [20000, null, 0, null],
    [20000, null, -1, null],
    [20000, Number.NaN, 25000, '$5,000 below market price'],
    [20000, Number.POSITIVE_INFINITY, 25000, '$5,000 below market price'],
    [20000, null, Number.POSITIVE_INFINITY, null],
    [20000, null, Number.NaN, null],
    [Number.NaN, 25000, null, null],
    [10, 20000, null, null],
    [10.01, 20000, null, '$19,990 below market price'],
    [0, 20000, null, null],
    [null, 20000, null, null],
    [undefined, 20000, null, null],
    [45000, 52345, 60000, '$7,345 below market price'],
  ])('price %s, state %s, national %s → %s', (price, state, national, expected) => {
    expect(belowMarketBadge(price, { state_average_market_price: state, average_market_price: national })?.text ?? null).toBe(expected)
  })

  it('returns the amount', () => expect(belowMarketBadge(20000, { state_average_market_price: 21234 })).toEqual({ amount: 1234, text: '$1,234 below market price' }))
  it.each([null, undefined, {}])('no market data %j → none', (market) => expect(belowMarketBadge(20000, market)).toBeNull())

  it('a shown badge always means the price is more than 499 under the market used', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200000 }), fc.option(fc.integer({ min: -1, max: 200000 })), fc.option(fc.integer({ min: -1, max: 200000 })), (price, state, national) => {
        const badge = belowMarketBadge(price, { state_average_market_price: state, average_market_price: national })
        const market = state !== null && state > 0 ? state : national
        return badge === null || (market !== null && market - price > 499 && badge.amount === market - price)
      }),
    )
  })
})
