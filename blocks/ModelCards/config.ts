import { z } from 'zod'
import type { PuckField } from '../types'

/** The model cards block (FIN §2.8): the site's new-car range, optionally one body type (its slug, e.g. suv). */
export const modelCardsSchema = z.object({
  heading: z.string().max(120).default('Our range'),
  body: z.string().trim().max(60).regex(/^[a-z0-9-]*$/, 'Use the body type slug, e.g. suv').default(''),
})

export const modelCardsDefaults: z.input<typeof modelCardsSchema> = { heading: 'Our range', body: '' }

export const modelCardsFields: Record<string, PuckField> = {
  heading: { type: 'text', label: 'Heading' },
  body: { type: 'text', label: 'Only this body type (slug, e.g. suv; empty = all)' },
}
