import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_BADGE_MIN_RATING, GOOGLE_REVIEWS_FULL_QUANTITY, MAX_FULL_STARS, parseRating, showReviewBadge, starSplit } from '../../../site/rules/rating'

describe('star rating (FIN §2.8: up to 4 full stars plus a fractional star)', () => {
  it('has the spec constants', () => expect([MAX_FULL_STARS, DEFAULT_BADGE_MIN_RATING, GOOGLE_REVIEWS_FULL_QUANTITY]).toEqual([4, 4, 12]))

  it.each<[number | string, { full: number; fraction: number; empty: number }]>([
    [5, { full: 4, fraction: 1, empty: 0 }],
    [4.5, { full: 4, fraction: 0.5, empty: 0 }],
    [4.6, { full: 4, fraction: 0.6, empty: 0 }],
    ['4.6', { full: 4, fraction: 0.6, empty: 0 }],
    [4.0, { full: 4, fraction: 0, empty: 0 }],
    [4.99, { full: 4, fraction: 0.99, empty: 0 }],
    [3.7, { full: 3, fraction: 0.7, empty: 1 }],
    [3, { full: 3, fraction: 0, empty: 1 }],
    [0.25, { full: 0, fraction: 0.25, empty: 4 }],
    [0, { full: 0, fraction: 0, empty: 4 }],
    [6, { full: 4, fraction: 1, empty: 0 }],
    [-1, { full: 0, fraction: 0, empty: 4 }],
  ])('%j → %j', (rating, split) => expect(starSplit(rating)).toEqual(split))

  it.each([[null], [undefined], [''], ['  '], ['n/a'], [Number.NaN], [Number.POSITIVE_INFINITY]])('no stars for %j', (rating) => expect(starSplit(rating)).toBeNull())

  it.each<[number | string, number]>([
    ['4.6', 4.6],
    [' 3 ', 3],
    [0, 0],
  ])('parses %j', (value, rating) => expect(parseRating(value)).toBe(rating))

  it('always draws 5 stars whose fill adds up to the rating (to 2 decimals)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5, noNaN: true }), (rating) => {
        const split = starSplit(rating)!
        expect(split.full + 1 + split.empty).toBe(5)
        expect(split.full).toBeLessThanOrEqual(4)
        expect(split.fraction).toBeGreaterThanOrEqual(0)
        expect(split.fraction).toBeLessThanOrEqual(1)
        expect(Math.abs(split.full + split.fraction - rating)).toBeLessThanOrEqual(0.005 + 1e-9)
      }),
    )
  })
})

describe('review badge (FIN §5: shows only when the average exceeds the minimum and reviews are not hidden)', () => {
  const settings = { badgeMinRating: 4, hidden: false }
  it.each<[number | string | null | undefined, boolean]>([
    [3, false],
    [3.99, false],
    [4, false],
    ['4.0', false],
    [4.01, true],
    [4.5, true],
    ['4.6', true],
    [5, true],
    [null, false],
    [undefined, false],
    ['', false],
  ])('average %j with minimum 4 → %s', (rating, shown) => expect(showReviewBadge(rating, settings)).toBe(shown))

  it.each<[number, boolean]>([
    [3, true],
    [4, true],
    [4.4, true],
    [4.5, false],
    [5, false],
  ])('the minimum is configurable: 4.5 against minimum %d → %s', (badgeMinRating, shown) => expect(showReviewBadge(4.5, { badgeMinRating, hidden: false })).toBe(shown))

  it('no rating never shows, even against a minimum below 0', () => {
    expect(showReviewBadge(null, { badgeMinRating: -1, hidden: false })).toBe(false)
    expect(showReviewBadge('', { badgeMinRating: -1, hidden: false })).toBe(false)
    expect(showReviewBadge(0, { badgeMinRating: -1, hidden: false })).toBe(true)
  })

  it('never shows when reviews are hidden', () => {
    expect(showReviewBadge(5, { badgeMinRating: 4, hidden: true })).toBe(false)
    expect(showReviewBadge(5, { badgeMinRating: 0, hidden: true })).toBe(false)
  })
})
