import { z } from 'zod'
import type { PuckField } from '../types'

export const financeCalculatorSchema = z.object({
  heading: z.string().trim().min(1, 'Heading is required').max(120).default('Finance calculator'),
  price: z.number().min(0, 'Cannot be negative').max(1_000_000).nullable().default(null),
})

export const financeCalculatorDefaults: z.input<typeof financeCalculatorSchema> = { heading: 'Finance calculator', price: null }

export const financeCalculatorFields: Record<string, PuckField> = {
  heading: { type: 'text', label: 'Heading' },
  price: { type: 'number', label: 'Car price for the starting amount (empty: $30,000)', min: 0, max: 1_000_000 },
}
