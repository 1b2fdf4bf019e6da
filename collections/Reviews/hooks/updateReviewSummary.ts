import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { reviewSummary } from '../../../site/rules/reviews'
import { relationId } from '../../revalidateHooks'

type Target = { collection: 'locations' | 'dealerships'; field: 'location' | 'dealership'; id: number }

/** Recomputes one location's or dealership's stored summary from its published reviews. */
async function refresh(req: PayloadRequest, target: Target): Promise<void> {
  // System read and write: the summary is derived data every visitor may see; the write touches only it.
  const { docs } = await req.payload.find({
    collection: 'reviews',
    where: { and: [{ [target.field]: { equals: target.id } }, { published: { equals: true } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
    select: { rating: true },
  })
  const summary = reviewSummary(docs)
  await req.payload.update({
    collection: target.collection,
    id: target.id,
    data: { reviews: { averageRating: summary.averageRating, count: summary.count } },
    overrideAccess: true,
    req,
  })
}

function targetsOf(...docs: Array<Record<string, unknown> | undefined>): Target[] {
  const out = new Map<string, Target>()
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
 * `context.skipReviewSummary` and refresh once at the end (refreshReviewSummaries).
 */
export const updateReviewSummaryAfterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
  if (context.skipReviewSummary) return doc
  for (const target of targetsOf(previousDoc, doc)) await refresh(req, target)
  return doc
}

export const updateReviewSummaryAfterDelete: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
  if (context.skipReviewSummary) return doc
  for (const target of targetsOf(doc)) await refresh(req, target)
  return doc
}

/** After a bulk import: the summaries of these dealerships and locations. */
export async function refreshReviewSummaries(req: PayloadRequest, refs: { dealerships: number[]; locations: number[] }): Promise<void> {
  for (const id of new Set(refs.locations)) await refresh(req, { collection: 'locations', field: 'location', id })
  for (const id of new Set(refs.dealerships)) await refresh(req, { collection: 'dealerships', field: 'dealership', id })
}
