import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { GAUGE_BANDS, GAUGE_LABELS, GAUGE_MIN_CONFIDENCE, gaugeBand, gaugeLabel, gaugeView, GREAT_DEAL_FROM } from '../../../site/rules/gauge'

const reply = { fill: 0.5, listing_price: 30000, market_range_min: 28000, market_range_max: 34000, confidence: 0.8, description: null }

describe('gaugeView (INV §4 Price gauge, INV §8)', () => {
  it('has the spec constants', () => {
    expect([GAUGE_MIN_CONFIDENCE, GREAT_DEAL_FROM, GAUGE_BANDS, GAUGE_LABELS]).toEqual([0.2, 0.65, { medium: 0.3, high: 0.6 }, { good: 'Good Deal', great: 'Great Deal' }])
  })

  it('shows a complete, confident reply', () => {
    expect(gaugeView(reply)).toEqual({ fill: 0.5, label: 'Good Deal', band: 'medium', marketRange: { min: 28000, max: 34000 }, listingPrice: 30000 })
  })

  it.each([
    ['confidence 0.2', { confidence: 0.2 }, false],
    ['confidence 0.2000001', { confidence: 0.2000001 }, true],
    ['confidence 0', { confidence: 0 }, false],
    ['max below listing', { market_range_max: 29999 }, false],
    ['max equal to listing', { market_range_max: 30000 }, true],
    ['description missing', { description: undefined }, true],
    ['fill as text', { fill: '0.5' }, false],
    ['fill NaN', { fill: Number.NaN }, false],
    ['confidence null', { confidence: null }, false],
    ['listing price missing', { listing_price: undefined }, false],
    ['min missing', { market_range_min: undefined }, false],
    ['max infinite', { market_range_max: Number.POSITIVE_INFINITY }, false],
    ['description a number', { description: 5 }, false],
  ])('%s → shown %s', (_, over, shown) => expect(gaugeView({ ...reply, ...over }) !== null).toBe(shown))

  it.each([null, undefined, {}, [], 'error', 0])('hides an empty or failed reply %j', (bad) => expect(gaugeView(bad)).toBeNull())

  it('clamps the fill to 0..1', () => {
    expect(gaugeView({ ...reply, fill: 1.4 })).toMatchObject({ fill: 1, label: 'Great Deal', band: 'high' })
    expect(gaugeView({ ...reply, fill: -0.2 })).toMatchObject({ fill: 0, label: 'Good Deal', band: 'low' })
  })

  it('uses a supplied description as the label', () => expect(gaugeView({ ...reply, description: 'Fair price' })).toMatchObject({ label: 'Fair price' }))
})

describe('gaugeLabel (INV §4: below 0.65 Good Deal, else Great Deal)', () => {
  it.each<[number, string | null | undefined, string]>([
    [0.6499, null, 'Good Deal'],
    [0.65, null, 'Great Deal'],
    [0, undefined, 'Good Deal'],
    [1, '', 'Great Deal'],
    [0.7, '   ', 'Great Deal'],
    [0.1, ' Priced to sell ', 'Priced to sell'],
  ])('fill %s, description %j → %s', (fill, description, label) => expect(gaugeLabel(fill, description)).toBe(label))
})

describe('gaugeBand (INV §4: 0.3 and 0.6)', () => {
  it.each([
    [0, 'low'],
    [0.2999, 'low'],
    [0.3, 'medium'],
    [0.5999, 'medium'],
    [0.6, 'high'],
    [1, 'high'],
  ])('%s → %s', (fill, band) => expect(gaugeBand(fill)).toBe(band))

  it('bands never go down as the fill goes up', () => {
    const rank = { low: 0, medium: 1, high: 2 }
    fc.assert(fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (a, b) => (a <= b ? rank[gaugeBand(a)] <= rank[gaugeBand(b)] : true)))
  })
})
