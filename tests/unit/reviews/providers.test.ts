import { describe, expect, it } from 'vitest'
import { adminReviewsProvider, fromGoogleReview, GOOGLE_BUSINESS_API_URL, reviewsProviderFromEnv } from '../../../site/reviews/providers'

describe('Google review mapping', () => {
  it('maps stars, reviewer, comment and reply', () => {
    expect(fromGoogleReview({ reviewId: 'r1', reviewer: { displayName: ' Ann ' }, starRating: 'FOUR', comment: ' Nice ', createTime: '2026-01-02T03:04:05Z', reviewReply: { comment: 'Thanks', updateTime: '2026-01-03T00:00:00Z' } })).toEqual({
      externalId: 'r1', customerName: 'Ann', rating: 4, text: 'Nice', reviewDate: '2026-01-02T03:04:05.000Z', replyText: 'Thanks', replyDate: '2026-01-03T00:00:00.000Z',
    })
  })

  it('names an anonymous or nameless reviewer "A Google user"', () => {
    expect(fromGoogleReview({ reviewId: 'r2', reviewer: { displayName: 'Secret', isAnonymous: true }, starRating: 'ONE', createTime: '2026-01-02T00:00:00Z' })?.customerName).toBe('A Google user')
    expect(fromGoogleReview({ reviewId: 'r3', starRating: 'TWO', createTime: '2026-01-02T00:00:00Z' })?.customerName).toBe('A Google user')
  })

  it('drops a review without stars or with an unreadable shape', () => {
    expect(fromGoogleReview({ reviewId: 'r4', starRating: 'STAR_RATING_UNSPECIFIED', createTime: '2026-01-02T00:00:00Z' })).toBeNull()
    expect(fromGoogleReview({ reviewId: '', starRating: 'FIVE', createTime: '2026-01-02T00:00:00Z' })).toBeNull()
    expect(fromGoogleReview({ reviewId: 'r5', starRating: 'FIVE', createTime: 'yesterday' })).toBeNull()
    expect(fromGoogleReview(null)).toBeNull()
  })
})

describe('provider from the environment', () => {
  it('is the admin by default, which fetches nothing', async () => {
    const provider = reviewsProviderFromEnv({})
    expect(provider).toBe(adminReviewsProvider)
    expect(await provider.listLocationReviews('accounts/1/locations/2')).toBeNull()
  })

  it('is Google with a token, and refuses REVIEWS_PROVIDER=google without one', () => {
    expect(reviewsProviderFromEnv({ REVIEWS_PROVIDER: 'google', GOOGLE_BUSINESS_ACCESS_TOKEN: 't' }).name).toBe('google')
    expect(() => reviewsProviderFromEnv({ REVIEWS_PROVIDER: 'google' })).toThrow(/GOOGLE_BUSINESS_ACCESS_TOKEN/)
    expect(GOOGLE_BUSINESS_API_URL).toBe('https://mybusiness.googleapis.com/v4')
  })
})
