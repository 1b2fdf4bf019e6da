import { z } from 'zod'
import type { PuckField } from '../types'

/** The dealership offers block (INV §2 /special-offers, INV §7 dealership offers search): live offers of the site's dealerships. */
export const offerListSchema = z.object({
  heading: z.string().max(120).default('Current offers'),
  category: z.string().trim().max(60).default(''),
})

export const offerListDefaults: z.input<typeof offerListSchema> = { heading: 'Current offers', category: '' }

export const offerListFields: Record<string, PuckField> = {
  heading: { type: 'text', label: 'Heading' },
  category: { type: 'text', label: 'Only this category (empty = all)' },
}
