import type { Payload, PayloadRequest } from 'payload'
import { createLocalReq } from 'payload'
import { refreshReviewSummaries } from './reviewSummaries'
import type { ProviderReview, ReviewsProvider } from './providers'

export type ImportReport = { provider: string; locations: number; created: number; updated: number; message?: string }

const context = { skipReviewSummary: true }

async function store(req: PayloadRequest, location: { id: number; dealership: number }, review: ProviderReview): Promise<'created' | 'updated'> {
  const data = { ...review, source: 'google' as const, dealership: location.dealership, location: location.id }
  // System access: the importer runs as the platform (no user); it writes only provider reviews.
  const { docs } = await req.payload.find({ collection: 'reviews', where: { and: [{ source: { equals: 'google' } }, { externalId: { equals: review.externalId } }] }, limit: 1, depth: 0, overrideAccess: true, req })
  const existing = docs[0]
  if (existing) {
    // An editor's choice to unpublish an imported review survives the next import.
    await req.payload.update({ collection: 'reviews', id: existing.id, data, context, overrideAccess: true, req })
    return 'updated'
  }
  await req.payload.create({ collection: 'reviews', data: { ...data, published: true }, context, overrideAccess: true, req })
  return 'created'
}

/**
 * Imports the reviews of every location that names a Google Business Profile location, creating new
 * ones and updating known ones (by the provider's review id), then refreshes the summaries once.
 * The admin provider fetches nothing: the report says so.
 */
export async function importReviews(payload: Payload, provider: ReviewsProvider): Promise<ImportReport> {
  const report: ImportReport = { provider: provider.name, locations: 0, created: 0, updated: 0 }
  const req = await createLocalReq({}, payload)
  const { docs: locations } = await payload.find({ collection: 'locations', where: { googleBusinessLocation: { exists: true } }, pagination: false, depth: 0, overrideAccess: true, req, select: { dealership: true, googleBusinessLocation: true } })
  const touched = { dealerships: [] as number[], locations: [] as number[] }
  for (const location of locations) {
    if (!location.googleBusinessLocation) continue
    const reviews = await provider.listLocationReviews(location.googleBusinessLocation)
    if (reviews === null) return { ...report, message: 'Reviews are entered in the admin (REVIEWS_PROVIDER is not google): nothing to import.' }
    const target = { id: location.id, dealership: Number(typeof location.dealership === 'object' ? location.dealership.id : location.dealership) }
    for (const review of reviews) report[await store(req, target, review)]++
    report.locations++
    touched.locations.push(target.id)
    touched.dealerships.push(target.dealership)
  }
  await refreshReviewSummaries(req, touched)
  return report
}
