import { z } from 'zod'
import type { PuckField } from '../types'

export const locationListSchema = z.object({
  heading: z.string().max(120).default('Our locations'),
})

export const locationListDefaults: z.input<typeof locationListSchema> = { heading: 'Our locations' }

export const locationListFields: Record<string, PuckField> = {
  heading: { type: 'text', label: 'Heading' },
}
