import { z } from 'zod'
import type { PuckField } from '../types'

/** Block options "Facet cards block": by make or body; custom bodies lift the limit from 4 to 20. */
export const makeCardsSchema = z.object({
  heading: z.string().max(120).default('Shop by make'),
  by: z.enum(['make', 'body']).default('make'),
  customBodies: z.string().max(400).default(''),
})

export const makeCardsDefaults: z.input<typeof makeCardsSchema> = { heading: 'Shop by make', by: 'make', customBodies: '' }

export const makeCardsFields: Record<string, PuckField> = {
  heading: { type: 'text', label: 'Heading' },
  by: { type: 'radio', label: 'Cards by', options: [{ label: 'Make', value: 'make' }, { label: 'Body type', value: 'body' }] },
  customBodies: { type: 'text', label: 'Only these body types (comma separated)' },
}
