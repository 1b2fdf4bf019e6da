import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_BOUNDS,
  formatRange,
  openAtBounds,
  parseRange,
  RANGE_NOTES,
  rangeBounds,
  refineRange,
  sliderPosition,
  sliderStep,
  snapValue,
  SNAP_FACETS,
  SNAP_TO,
  rangeChipLabel,
} from '../../../site/rules/rangeSlider'

describe('range bounds (INV §5)', () => {
  it('defaults to 0–100000', () => {
    expect(DEFAULT_BOUNDS).toEqual({ min: 0, max: 100000 })
    expect(SNAP_FACETS).toEqual(['price', 'km'])
    expect(SNAP_TO).toBe(1000)
  })

  it.each([
    ['no stats', undefined, { min: 0, max: 100000 }],
    ['null stats', null, { min: 0, max: 100000 }],
    ['max missing', { min: 5 }, { min: 0, max: 100000 }],
    ['max null', { min: 5, max: null }, { min: 0, max: 100000 }],
    ['max 0', { min: 0, max: 0 }, { min: 0, max: 100000 }],
    ['max negative', { min: -5, max: -1 }, { min: 0, max: 100000 }],
    ['max NaN', { min: 0, max: Number.NaN }, { min: 0, max: 100000 }],
    ['max 1', { min: 0, max: 1 }, { min: 0, max: 1 }],
    ['year data', { min: 2001, max: 2025 }, { min: 2001, max: 2025 }],
    ['min missing', { max: 2025 }, { min: 0, max: 2025 }],
    ['min null', { min: null, max: 7 }, { min: 0, max: 7 }],
    ['min above max', { min: 9, max: 7 }, { min: 7, max: 7 }],
  ])('year: %s', (_, stats, expected) => expect(rangeBounds('year', stats)).toEqual(expected))

  it.each([
    ['price', { min: 12500, max: 237450 }, { min: 12000, max: 238000 }],
    ['price', { min: 12000, max: 238000 }, { min: 12000, max: 238000 }],
    ['km', { min: 999, max: 1001 }, { min: 0, max: 2000 }],
    ['km', { min: 1999, max: 1999 }, { min: 1000, max: 2000 }],
  ])('%s widens data bounds to whole thousands %j', (facet, stats, expected) => expect(rangeBounds(facet, stats)).toEqual(expected))

  it.each([
    [{ min: 0, max: 100000 }, 1000],
    [{ min: 0, max: 237450 }, 2375],
    [{ min: 0, max: 149 }, 1],
    [{ min: 0, max: 150 }, 2],
    [{ min: 0, max: 249 }, 2],
    [{ min: 2000, max: 2025 }, 1],
    [{ min: 5, max: 5 }, 1],
  ])('step of %j is %i', (bounds, step) => expect(sliderStep(bounds)).toBe(step))
})

describe('snapping (INV §5)', () => {
  it.each([
    ['price', 12499, 12000],
    ['price', 12500, 13000],
    ['price', 12501, 13000],
    ['km', 499, 0],
    ['km', 500, 1000],
    ['year', 2012, 2012],
    ['seats', 7.4, 7.4],
  ])('%s %d → %d', (facet, value, expected) => expect(snapValue(facet, value)).toBe(expected))
})

describe('refining (INV §5, §8)', () => {
  const bounds = { min: 0, max: 100000 }
  it('has the spec notes', () => {
    expect(RANGE_NOTES).toEqual({ belowMin: 'Cannot refine below the range minimum', aboveMax: 'Cannot refine above the range maximum' })
  })

  it.each([
    ['min below', { min: -1 }, 'Cannot refine below the range minimum'],
    ['max above', { max: 100001 }, 'Cannot refine above the range maximum'],
    ['min above max bound', { min: 100001 }, 'Cannot refine above the range maximum'],
    ['max below min bound', { max: -1 }, 'Cannot refine below the range minimum'],
    ['both out, min reported first', { min: -1, max: 100001 }, 'Cannot refine below the range minimum'],
  ])('year %s is ignored with its note', (_, next, note) => expect(refineRange('year', {}, next, bounds)).toEqual({ ok: false, note }))

  it('checks the snapped value: 100,400 snaps into range, 100,500 out of it', () => {
    expect(refineRange('price', {}, { max: 100400 }, bounds)).toEqual({ ok: true, value: {} })
    expect(refineRange('price', {}, { max: 100500 }, bounds)).toEqual({ ok: false, note: 'Cannot refine above the range maximum' })
    expect(refineRange('price', {}, { min: -500 }, bounds)).toEqual({ ok: true, value: {} })
    expect(refineRange('price', {}, { min: -501 }, bounds)).toEqual({ ok: false, note: 'Cannot refine below the range minimum' })
  })

  it.each([
    ['values inside', {}, { min: 10000, max: 30000 }, { min: 10000, max: 30000 }],
    ['snaps both sides', {}, { min: 10400, max: 29600 }, { min: 10000, max: 30000 }],
    ['bounds become open', {}, { min: 0, max: 100000 }, {}],
    ['open sides stay open', { min: 5000 }, {}, {}],
    ['only min', {}, { min: 1000 }, { min: 1000 }],
    ['only max', {}, { max: 1000 }, { max: 1000 }],
    ['min moved past max stops at max', { min: 10000, max: 20000 }, { min: 30000, max: 20000 }, { min: 20000, max: 20000 }],
    ['max moved below min stops at min', { min: 10000, max: 20000 }, { min: 10000, max: 5000 }, { min: 10000, max: 10000 }],
    ['both moved: min stops at max', { min: 10000, max: 20000 }, { min: 30000, max: 5000 }, { min: 5000, max: 5000 }],
    ['equal sides are fine', {}, { min: 7000, max: 7000 }, { min: 7000, max: 7000 }],
    ['max at the min bound stays a max', { min: 0, max: 3000 }, { min: 0, max: 0 }, { max: 0 }],
  ])('price: %s', (_, current, next, value) => expect(refineRange('price', current, next, bounds)).toStrictEqual({ ok: true, value }))

  it('year values do not snap', () => {
    expect(refineRange('year', {}, { min: 2012 }, { min: 2000, max: 2025 })).toStrictEqual({ ok: true, value: { min: 2012 } })
  })

  it('keeps min ≤ max for any slider input', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (a, b, c, d) => {
        const result = refineRange('year', { min: Math.min(a, b), max: Math.max(a, b) }, { min: c, max: d }, { min: 0, max: 100 })
        expect(result.ok).toBe(true)
        const value = result.ok ? sliderPosition(result.value, { min: 0, max: 100 }) : null
        expect(value!.min).toBeLessThanOrEqual(value!.max)
      }),
    )
  })

  it('opens sides at bounds only', () => {
    expect(openAtBounds({ min: 0, max: 5 }, { min: 0, max: 10 })).toStrictEqual({ max: 5 })
    expect(openAtBounds({ min: 1, max: 10 }, { min: 0, max: 10 })).toStrictEqual({ min: 1 })
    expect(openAtBounds({ min: 0, max: 10 }, { min: 0, max: 10 })).toStrictEqual({})
  })

  it('does not snap an open side onto a custom bound', () => {
    expect(refineRange('price', {}, { max: 3000 }, { min: 500, max: 9500 })).toStrictEqual({ ok: true, value: { max: 3000 } })
    expect(refineRange('price', {}, { min: 3000 }, { min: 500, max: 9500 })).toStrictEqual({ ok: true, value: { min: 3000 } })
  })

  it('fills open sides for the thumbs', () => {
    expect(sliderPosition({}, { min: 0, max: 10 })).toEqual({ min: 0, max: 10, isMinRange: true, isMaxRange: true })
    expect(sliderPosition({ min: 2, max: 8 }, { min: 0, max: 10 })).toEqual({ min: 2, max: 8, isMinRange: false, isMaxRange: false })
  })
})

describe('min:max text (INV §5)', () => {
  it.each([
    ['10000:30000', { min: 10000, max: 30000 }],
    [':30000', { max: 30000 }],
    ['10000:', { min: 10000 }],
    ['-5:5', { min: -5, max: 5 }],
    ['1.5:2.25', { min: 1.5, max: 2.25 }],
    ['1e3:2E3', { min: 1000, max: 2000 }],
    ['-0:0', { min: 0, max: 0 }],
    ['7:7', { min: 7, max: 7 }],
  ])('parses %s', (text, value) => expect(parseRange(text)).toStrictEqual(value))

  it('turns -0 into 0', () => {
    expect(Object.is(parseRange('-0:')?.min, 0)).toBe(true)
    expect(Object.is(snapValue('price', -499), 0)).toBe(true)
  })

  it.each([[':'], [''], ['5'], ['1:2:3'], ['a:5'], ['5:b'], ['5:3'], ['1,000:2000'], [' 5:6'], ['-5:b'], ['b:-5'], ['0x10:'], ['Infinity:'], ['NaN:'], ['.5:']])(
    'rejects %j',
    (text) => expect(parseRange(text)).toBeNull(),
  )

  it.each([
    [{ min: 10000, max: 30000 }, '10000:30000'],
    [{ max: 30000 }, ':30000'],
    [{ min: 10000 }, '10000:'],
    [{ min: 0 }, '0:'],
    [{}, null],
  ])('formats %j', (value, text) => expect(formatRange(value)).toBe(text))

  it('round-trips any valid range', () => {
    const side = fc.option(fc.oneof(fc.integer({ min: -1e9, max: 1e9 }), fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e25, max: 1e25 })), { nil: undefined })
    fc.assert(
      fc.property(side, side, (a, b) => {
        const [min, max] = a !== undefined && b !== undefined && a > b ? [b, a] : [a, b]
        const value = { ...(min === undefined ? {} : { min: min + 0 }), ...(max === undefined ? {} : { max: max + 0 }) }
        const text = formatRange(value)
        if (text === null) expect(value).toEqual({})
        else {
          expect(parseRange(text)).toEqual(value)
          expect(formatRange(parseRange(text)!)).toBe(text)
        }
      }),
    )
  })
})

describe('rangeChipLabel (FIN §9: $ with thousands separators, no decimals)', () => {
  it.each([
    ['price', { min: 19010, max: 39010 }, 'price $19,010 – $39,010'],
    ['price', { max: 30000 }, 'price – $30,000'],
    ['price', { min: 5000 }, 'price $5,000 –'],
    ['subscription_price', { min: 99.6 }, 'subscription price $100 –'],
    ['km', { max: 50000 }, 'km – 50,000 kms'],
    ['year', { min: 2018, max: 2022 }, 'year 2018 – 2022'],
  ] as const)('%s %j → %s', (facet, range, label) => expect(rangeChipLabel(facet, range)).toBe(label))
})
