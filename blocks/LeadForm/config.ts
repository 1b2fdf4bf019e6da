import { z } from 'zod'
import { FORM_LABELS, FORM_TYPES } from '../../site/forms/leadFormModel'
import type { PuckField } from '../types'

export const leadFormSchema = z.object({
  type: z.enum(FORM_TYPES).default('contact'),
  /** Blank: the form's own title. */
  heading: z.string().max(120).default(''),
  intro: z.string().max(1000).default(''),
  /** h1 when the form is the page's main content. */
  headingLevel: z.enum(['h1', 'h2']).default('h2'),
})

export const leadFormDefaults: z.input<typeof leadFormSchema> = { type: 'contact', heading: '', intro: '', headingLevel: 'h2' }

export const leadFormFields: Record<string, PuckField> = {
  type: { type: 'select', label: 'Form', options: FORM_TYPES.map((value) => ({ value, label: FORM_LABELS[value] })) },
  heading: { type: 'text', label: 'Heading (blank: the form title)' },
  intro: { type: 'textarea', label: 'Introduction' },
  headingLevel: { type: 'radio', label: 'Heading level', options: [{ value: 'h1', label: 'Page heading (h1)' }, { value: 'h2', label: 'Section heading (h2)' }] },
}
