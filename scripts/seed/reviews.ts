/**
 * Demo reviews (FIN §9 Reviews: "12 Google reviews at full quantity"; sample average 4.6): fifteen
 * per location that has a rating in sites.ts, with fives and fours mixed to that average, some with
 * the dealer's reply; City Used Cars also gets a review its `reviews.hiddenTitles` hides. The
 * summaries are refreshed once at the end from what was written.
 */
import { createLocalReq, type Payload } from 'payload'
import { refreshReviewSummaries } from '../../site/reviews/reviewSummaries'
import { seededRandom } from './random'
import type { SeededSite } from './seedSites'

const PER_LOCATION = 15
const DAY = 24 * 60 * 60 * 1000
const NAMES = ['Sarah M.', 'James T.', 'Priya K.', 'Liam O.', 'Chloe W.', 'Noah B.', 'Mia R.', 'Jack H.', 'Olivia P.', 'Ethan L.', 'Grace N.', 'Lucas D.', 'Ava S.', 'Henry C.', 'Zoe F.']
const TEXTS = {
  5: ['Friendly, no-pressure sales team and a great price on our new car.', 'The whole process took under two hours, paperwork included. Highly recommend.', 'They found exactly the car we wanted and had it detailed for pickup.', 'Honest advice on the trade-in and finance. Will be back.', 'Service was done on time and they explained everything clearly.'],
  4: ['Good experience overall; the handover took a little longer than planned.', 'Helpful staff and a fair deal, though the wait for the service was long.', 'Car was as described. Communication could have been quicker.'],
  3: ['Car is fine but I had to chase the paperwork twice.'],
  1: ['Ignore, this was a test entry.'],
} as const
const REPLY = 'Thank you for your review, we look forward to seeing you again.'

/** Fives and fours (one decimal) that average `average` over `n` reviews. */
const ratingsFor = (average: number, n: number) => Array.from({ length: n }, (_, i) => (i < Math.round((average - 4) * n) ? 5 : 4))

export async function seedReviews(payload: Payload, sites: SeededSite[], now: Date): Promise<number> {
  const random = seededRandom(4242)
  const req = await createLocalReq({}, payload)
  const touched = { dealerships: [] as number[], locations: [] as number[] }
  let count = 0
  const create = async (data: Record<string, unknown> & { dealership: number }) => {
    await payload.create({ collection: 'reviews', data: data as never, context: { disableRevalidate: true, skipReviewSummary: true }, req })
    count++
  }
  for (const site of sites) {
    for (const d of site.dealerships) {
      for (const [i, l] of d.seed.locations.entries()) {
        const location = d.locationIds[i] as number
        if (!l.rating) continue
        touched.locations.push(location)
        touched.dealerships.push(d.id)
        for (const [k, rating] of ratingsFor(l.rating[0], PER_LOCATION).entries()) {
          const reviewDate = new Date(now.getTime() - (3 + k * 23 + random.int(0, 9)) * DAY).toISOString()
          const replied = k % 3 === 0
          await create({ dealership: d.id, location, customerName: NAMES[k % NAMES.length], rating, text: random.pick(TEXTS[rating as 4 | 5]), reviewDate, replyText: replied ? REPLY : null, replyDate: replied ? new Date(new Date(reviewDate).getTime() + DAY).toISOString() : null, source: 'admin', published: true })
        }
      }
      // A listed title hides this one on sites with it in reviews.hiddenTitles.
      const hiddenTitles = (site.seed.config.reviews as { hiddenTitles?: string[] } | undefined)?.hiddenTitles ?? []
      if (hiddenTitles[0] && d.locationIds[0]) await create({ dealership: d.id, location: d.locationIds[0], customerName: 'Staff', title: hiddenTitles[0], rating: 1, text: TEXTS[1][0], reviewDate: new Date(now.getTime() - DAY).toISOString(), source: 'admin', published: true })
    }
  }
  await refreshReviewSummaries(req, touched)
  return count
}
