import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dateInWords, isReviewHidden, REVIEWS_PER_PAGE, reviewPageNumber, reviewSummary, summariesByLocation, visibleReviews } from '../../../site/rules/reviews'
import { showReviewBadge } from '../../../site/rules/rating'

const now = new Date('2026-11-25T12:00:00Z')

describe('review summary (FIN §3 Review summary, §9 sample average 4.6)', () => {
  it('averages the 1–5 ratings to one decimal and counts them', () => {
    expect(reviewSummary([{ rating: 5 }, { rating: 4 }, { rating: 5 }])).toEqual({ averageRating: 4.7, count: 3 })
    expect(reviewSummary([{ rating: 5 }, { rating: 5 }, { rating: 5 }, { rating: 5 }, { rating: 3 }])).toEqual({ averageRating: 4.6, count: 5 })
  })

  it('has no average without reviews, and ignores ratings outside 1–5', () => {
    expect(reviewSummary([])).toEqual({ averageRating: null, count: 0 })
    expect(reviewSummary([{ rating: null }, { rating: 0 }, { rating: 6 }, { rating: Number.NaN }, { rating: 2 }])).toEqual({ averageRating: 2, count: 1 })
  })

  it('the average always lies between the lowest and highest rating', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 50 }), (ratings) => {
        const { averageRating, count } = reviewSummary(ratings.map((rating) => ({ rating })))
        expect(count).toBe(ratings.length)
        expect(averageRating).toBeGreaterThanOrEqual(Math.min(...ratings))
        expect(averageRating).toBeLessThanOrEqual(Math.max(...ratings))
      }),
    )
  })
})

describe('reviews.hiddenTitles', () => {
  it('hides a review whose title or customer name is listed, ignoring case and spaces', () => {
    expect(isReviewHidden({ title: 'Test review', customerName: 'Ann' }, [' test REVIEW '])).toBe(true)
    expect(isReviewHidden({ title: null, customerName: 'Spam Bot' }, ['spam bot'])).toBe(true)
    expect(isReviewHidden({ title: 'Great service', customerName: 'Ann' }, ['Test review'])).toBe(false)
  })

  it('hides nothing with no titles listed, and an empty title matches nothing', () => {
    expect(isReviewHidden({ title: 'Anything', customerName: 'Ann' }, [])).toBe(false)
    expect(isReviewHidden({ title: '', customerName: '' }, ['', '  '])).toBe(false)
  })

  it('visibleReviews drops hidden ones and orders the rest newest first, stable for equal dates', () => {
    const reviews = [
      { id: 1, title: null, customerName: 'A', reviewDate: '2026-01-01' },
      { id: 2, title: 'Hide me', customerName: 'B', reviewDate: '2026-06-01' },
      { id: 3, title: null, customerName: 'C', reviewDate: '2026-03-01' },
      { id: 4, title: null, customerName: 'D', reviewDate: '2026-03-01' },
    ]
    expect(visibleReviews(reviews, ['hide me']).map((r) => r.id)).toEqual([3, 4, 1])
  })
})

describe('review badge (FIN §5 Other: exceeds the minimum, reviews not hidden)', () => {
  it('shows above the minimum only, never when hidden or without a rating', () => {
    const settings = { badgeMinRating: 4, hidden: false }
    expect(showReviewBadge(reviewSummary([{ rating: 5 }, { rating: 4 }]).averageRating, settings)).toBe(true)
    expect(showReviewBadge(reviewSummary([{ rating: 4 }, { rating: 4 }]).averageRating, settings)).toBe(false)
    expect(showReviewBadge(4.6, { badgeMinRating: 4.6, hidden: false })).toBe(false)
    expect(showReviewBadge(4.6, { badgeMinRating: 4, hidden: true })).toBe(false)
    expect(showReviewBadge(reviewSummary([]).averageRating, { badgeMinRating: 0, hidden: false })).toBe(false)
  })
})

describe('date in words (FIN §3 review_date_in_words)', () => {
  it('says how long ago', () => {
    expect(dateInWords('2026-08-20T12:00:00Z', now)).toBe('3 months ago')
    expect(dateInWords('2026-11-20T12:00:00Z', now)).toBe('5 days ago')
    expect(dateInWords('2024-11-01T00:00:00Z', now)).toBe('2 years ago')
    expect(dateInWords('2026-11-25T06:00:00Z', now)).toBe('today')
  })

  it('is null for a missing or unreadable date', () => {
    expect(dateInWords(null, now)).toBeNull()
    expect(dateInWords('', now)).toBeNull()
    expect(dateInWords('not a date', now)).toBeNull()
  })
})

describe('/pages/reviews paging', () => {
  it('reads ?page= as a whole page number within the pages', () => {
    expect(reviewPageNumber(undefined, 50)).toEqual({ page: 1, pages: 3 })
    expect(reviewPageNumber('3', 50)).toEqual({ page: 3, pages: 3 })
    expect(reviewPageNumber(['2', '3'], 50)).toEqual({ page: 2, pages: 3 })
    expect(reviewPageNumber(undefined, 0)).toEqual({ page: 1, pages: 1 })
    expect(reviewPageNumber('1', REVIEWS_PER_PAGE)).toEqual({ page: 1, pages: 1 })
  })

  it('refuses anything else (the route answers 404)', () => {
    for (const bad of ['0', '4', '-1', '1.5', 'two', '', '9999999']) expect(reviewPageNumber(bad, 50)).toBeNull()
  })
})

describe('summariesByLocation (the ratings a site shows once reviews.hiddenTitles hid some)', () => {
  it("summarises each location's shown reviews, leaving out those with no location", () => {
    const shown = visibleReviews([
      { rating: 5, locationId: 1, title: null, customerName: 'A', reviewDate: '2026-01-01' },
      { rating: 4, locationId: 1, title: null, customerName: 'B', reviewDate: '2026-01-02' },
      { rating: 1, locationId: 1, title: 'Test review', customerName: 'Staff', reviewDate: '2026-01-03' },
      { rating: 3, locationId: 2, title: null, customerName: 'C', reviewDate: '2026-01-04' },
      { rating: 1, locationId: null, title: null, customerName: 'D', reviewDate: '2026-01-05' },
    ], ['test review'])
    const summaries = summariesByLocation(shown)
    expect(summaries.get(1)).toEqual({ averageRating: 4.5, count: 2 })
    expect(summaries.get(2)).toEqual({ averageRating: 3, count: 1 })
    expect([...summaries.keys()].sort()).toEqual([1, 2])
  })

  it('gives no entry for a location whose every review is hidden', () => {
    const shown = visibleReviews([{ rating: 1, locationId: 7, title: 'Test review', customerName: 'Staff', reviewDate: '2026-01-03' }], ['Test review'])
    expect(summariesByLocation(shown).has(7)).toBe(false)
  })
})
