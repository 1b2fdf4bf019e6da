import { z } from 'zod'
import type { PuckField } from '../types'

export const textSectionSchema = z.object({
  heading: z.string().max(120).default(''),
  body: z.string().max(5000).default(''),
})

export const textSectionDefaults: z.input<typeof textSectionSchema> = {
  heading: 'About us',
  body: 'Family owned and operated.',
}

export const textSectionFields: Record<string, PuckField> = {
  heading: { type: 'text', label: 'Heading' },
  body: { type: 'textarea', label: 'Text (blank line = new paragraph)' },
}
