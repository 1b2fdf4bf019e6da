import { z } from 'zod'
import { GOOGLE_REVIEWS_FULL_QUANTITY } from '../../site/rules/rating'
import type { PuckField } from '../types'

/** A carousel of the site's newest reviews with the review badge (issue 15 item 4; FIN §9 Reviews). */
export const reviewsCarouselSchema = z.object({
  heading: z.string().trim().min(1, 'Heading is required').max(120).default('What our customers say'),
  count: z.number().int().min(1, 'Show at least 1 review').max(24, 'Show at most 24 reviews').default(GOOGLE_REVIEWS_FULL_QUANTITY),
  /** Only reviews of this rating or more (1 = every review). */
  minRating: z.number().int().min(1, 'Use 1 to 5 stars').max(5, 'Use 1 to 5 stars').default(1),
  /** A location id of the site (empty = every location of the site's dealerships). */
  locationId: z.string().regex(/^\d*$/, 'Pick a location from the list').default(''),
})

export const reviewsCarouselDefaults: z.input<typeof reviewsCarouselSchema> = { heading: 'What our customers say', count: GOOGLE_REVIEWS_FULL_QUANTITY, minRating: 1, locationId: '' }

export const reviewsCarouselFields: Record<string, PuckField> = {
  heading: { type: 'text', label: 'Heading' },
  count: { type: 'number', label: 'Number of reviews', min: 1, max: 24 },
  minRating: { type: 'number', label: 'Lowest star rating shown', min: 1, max: 5 },
  locationId: { type: 'picker', label: 'Location', source: 'locations', emptyLabel: 'Every location' },
}
