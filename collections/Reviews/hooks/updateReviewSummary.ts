import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { refreshReviewSummary, type SummaryTarget } from '../../../site/reviews/reviewSummaries'
import { relationId } from '../../revalidateHooks'

function targetsOf(...docs: Array<Record<string, unknown> | undefined>): SummaryTarget[] {
  const out = new Map<string, SummaryTarget>()
  for (const doc of docs) {
    if (!doc) continue
    const location = relationId(doc.location)
    const dealership = relationId(doc.dealership)
    if (location !== null) out.set(`l${location}`, { collection: 'locations', field: 'location', id: location })
    if (dealership !== null) out.set(`d${dealership}`, { collection: 'dealerships', field: 'dealership', id: dealership })
  }
  return [...out.values()]
}

/**
 * Keeps `locations.reviews` and `dealerships.reviews` (average and count) equal to the published
 * reviews, so location cards, the badge and AggregateRating show real reviews. Bulk imports pass
 * `context.skipReviewSummary` and refresh once at the end (site/reviews/reviewSummaries.ts).
 */
export const updateReviewSummaryAfterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
  if (context.skipReviewSummary) return doc
  for (const target of targetsOf(previousDoc, doc)) await refreshReviewSummary(req, target)
  return doc
}

export const updateReviewSummaryAfterDelete: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
  if (context.skipReviewSummary) return doc
  for (const target of targetsOf(doc)) await refreshReviewSummary(req, target)
  return doc
}
