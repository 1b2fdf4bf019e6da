import { z } from 'zod'
import type { PuckField } from '../types'

export const richTextSchema = z.object({
  body: z.string().trim().min(1, 'Text is required').max(20_000, 'At most 20,000 characters'),
  width: z.enum(['narrow', 'wide']).default('narrow'),
})

export const richTextDefaults: z.input<typeof richTextSchema> = {
  body: '## About us\n\nWe are a **family-owned** dealership. Read our [reviews](/about) or call us.\n\n- Quality checked cars\n- Finance on the spot',
  width: 'narrow',
}

export const richTextFields: Record<string, PuckField> = {
  body: { type: 'textarea', label: 'Text (## heading, ### subheading, - list, 1. list, **bold**, *italic*, [label](link))' },
  width: { type: 'radio', label: 'Width', options: [{ label: 'Narrow', value: 'narrow' }, { label: 'Wide', value: 'wide' }] },
}
