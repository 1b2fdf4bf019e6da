/**
 * Reviews (FIN §3 Review summary, FIN §5 Other, FIN §9 Reviews; `reviews.hiddenTitles`).
 *
 * The summary's average is kept to one decimal (the spec's sample "average 4.6") and is null when
 * there is no review. `reviews.hiddenTitles` hides a review "by title"; what the title is matched
 * against is not shown (variants §7), so a hidden title matches, ignoring case and surrounding
 * spaces, either the review's title or its customer name.
 */
import { formatDistanceStrict } from 'date-fns'

export type RatedReview = { rating?: number | null }
export type TitledReview = { title?: string | null; customerName?: string | null }
export type ReviewSummary = { averageRating: number | null; count: number }

const isStars = (rating: number | null | undefined): rating is number => typeof rating === 'number' && Number.isFinite(rating) && rating >= 1 && rating <= 5

/** Average (one decimal) and count of the reviews that carry a 1–5 rating. */
export function reviewSummary(reviews: readonly RatedReview[]): ReviewSummary {
  const ratings = reviews.map((r) => r.rating).filter(isStars)
  if (ratings.length === 0) return { averageRating: null, count: 0 }
  const average = ratings.reduce((sum, r) => sum + r, 0) / ratings.length
  return { averageRating: Math.round(average * 10) / 10, count: ratings.length }
}

/**
 * Each location's summary from the reviews a site shows (already without those its
 * `reviews.hiddenTitles` hides): the stored per-location summary counts every published review, so
 * a site that hides some reads its ratings from here instead. Reviews without a location count for none.
 */
export function summariesByLocation(reviews: ReadonlyArray<RatedReview & { locationId: number | null }>): Map<number, ReviewSummary> {
  const byLocation = new Map<number, RatedReview[]>()
  for (const review of reviews) {
    if (review.locationId === null) continue
    byLocation.set(review.locationId, [...(byLocation.get(review.locationId) ?? []), review])
  }
  return new Map([...byLocation].map(([id, list]) => [id, reviewSummary(list)]))
}

const normalise = (text: string | null | undefined) => (text ?? '').trim().toLowerCase()

/** Whether `reviews.hiddenTitles` hides this review (reading in the file comment). */
export function isReviewHidden(review: TitledReview, hiddenTitles: readonly string[]): boolean {
  const hidden = new Set(hiddenTitles.map(normalise).filter(Boolean))
  if (hidden.size === 0) return false
  return [review.title, review.customerName].some((value) => hidden.has(normalise(value)))
}

/** The reviews a site shows: not hidden by title, newest first (stable for equal dates). */
export function visibleReviews<R extends TitledReview & { reviewDate: string | Date }>(reviews: readonly R[], hiddenTitles: readonly string[]): R[] {
  return reviews
    .filter((r) => !isReviewHidden(r, hiddenTitles))
    .map((r, i) => ({ r, i, t: new Date(r.reviewDate).getTime() }))
    .sort((a, b) => (b.t || 0) - (a.t || 0) || a.i - b.i)
    .map(({ r }) => r)
}

/** "3 months ago" (FIN §3 `review_date_in_words`); "today" within the day; null for an unreadable date. */
export function dateInWords(date: string | Date | null | undefined, now: Date): string | null {
  if (date === null || date === undefined || date === '') return null
  const time = new Date(date)
  if (!Number.isFinite(time.getTime())) return null
  if (now.getTime() - time.getTime() < 24 * 60 * 60 * 1000) return 'today'
  return `${formatDistanceStrict(time, now, { roundingMethod: 'floor' })} ago`
}

/** The reviews page: the badges link here and the sitemap lists it. */
export const REVIEWS_PATH = '/pages/reviews'

/** Reviews per page of /pages/reviews. */
export const REVIEWS_PER_PAGE = 24

/**
 * The page of /pages/reviews a `?page=` asks for: absent means 1; anything but a whole number from
 * 1 to the last page (at least 1, so an empty list has page 1) is null (the route answers 404).
 */
export function reviewPageNumber(requested: string | string[] | undefined, total: number, perPage: number = REVIEWS_PER_PAGE): { page: number; pages: number } | null {
  const pages = Math.max(1, Math.ceil(Math.max(0, total) / perPage))
  if (requested === undefined) return { page: 1, pages }
  const text = Array.isArray(requested) ? requested[0] : requested
  if (!/^\d{1,6}$/.test(text ?? '')) return null
  const page = Number(text)
  return page >= 1 && page <= pages ? { page, pages } : null
}
