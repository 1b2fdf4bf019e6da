import type { PayloadRequest } from 'payload'
import { reviewSummary } from '../rules/reviews'

export type SummaryTarget = { collection: 'locations' | 'dealerships'; field: 'location' | 'dealership'; id: number }

/** Recomputes one location's or dealership's stored summary from its published reviews. */
export async function refreshReviewSummary(req: PayloadRequest, target: SummaryTarget): Promise<void> {
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

/** After a bulk import: the summaries of these dealerships and locations. */
export async function refreshReviewSummaries(req: PayloadRequest, refs: { dealerships: number[]; locations: number[] }): Promise<void> {
  for (const id of new Set(refs.locations)) await refreshReviewSummary(req, { collection: 'locations', field: 'location', id })
  for (const id of new Set(refs.dealerships)) await refreshReviewSummary(req, { collection: 'dealerships', field: 'dealership', id })
}
