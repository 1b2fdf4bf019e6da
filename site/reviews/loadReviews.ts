import type { Where } from 'payload'
import { cached } from '../cache/cached'
import { tags } from '../cache/tags'
import { getPayloadClient } from '../payload'
import { reviewSummary, visibleReviews, type ReviewSummary } from '../rules/reviews'
import type { SiteView } from '../tenancy/siteView'
import { relationId } from '../relationId'

export type ReviewView = {
  id: number
  customerName: string
  rating: number
  title: string | null
  text: string | null
  reviewDate: string
  replyText: string | null
  replyDate: string | null
  locationId: number | null
}

export type SiteReviews = { summary: ReviewSummary; reviews: ReviewView[] }

/** Enough for every review page of a dealer (the spec's sample has 587). */
const MAX_REVIEWS = 2000

/**
 * The published reviews of the site's dealerships (of one location when given) that the site shows
 * (`reviews.hiddenTitles`), newest first, with the summary of exactly those. Nothing when the
 * site hides reviews (`reviews.hidden`). Cached per site and scope under the dealerships' tags.
 */
export function loadReviews(site: SiteView, scope: { locationId?: number } = {}): Promise<SiteReviews> {
  const { hidden, hiddenTitles } = site.config.reviews
  if (hidden || site.dealershipIds.length === 0) return Promise.resolve({ summary: { averageRating: null, count: 0 }, reviews: [] })
  return cached(
    async () => {
      const payload = await getPayloadClient()
      const where: Where = { and: [{ dealership: { in: site.dealershipIds } }, ...(scope.locationId ? [{ location: { equals: scope.locationId } }] : [])] }
      const { docs } = await payload.find({
        collection: 'reviews',
        where,
        sort: '-reviewDate',
        limit: MAX_REVIEWS,
        depth: 0,
        overrideAccess: false, // visitor's eyes: published reviews only
        select: { customerName: true, rating: true, title: true, text: true, reviewDate: true, replyText: true, replyDate: true, location: true },
      })
      const reviews = visibleReviews(
        docs.map((d) => ({ id: d.id, customerName: d.customerName, rating: d.rating, title: d.title ?? null, text: d.text ?? null, reviewDate: d.reviewDate, replyText: d.replyText ?? null, replyDate: d.replyDate ?? null, locationId: relationId(d.location) })),
        hiddenTitles,
      )
      return { summary: reviewSummary(reviews), reviews }
    },
    ['reviews', String(site.id), String(scope.locationId ?? 'all'), JSON.stringify(hiddenTitles)],
    { tags: site.dealershipIds.map((id) => tags.dealership(id)), revalidate: 300 },
  )()
}
