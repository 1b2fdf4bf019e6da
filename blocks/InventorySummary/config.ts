import { z } from 'zod'
import type { PuckField } from '../types'

export const inventorySummarySchema = z.object({
  heading: z.string().max(120).default('Browse our stock'),
})

export const inventorySummaryDefaults: z.input<typeof inventorySummarySchema> = { heading: 'Browse our stock' }

export const inventorySummaryFields: Record<string, PuckField> = {
  heading: { type: 'text', label: 'Heading' },
}
