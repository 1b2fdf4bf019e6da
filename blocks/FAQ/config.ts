import { z } from 'zod'
import type { PuckField } from '../types'

const item = z.object({
  question: z.string().trim().min(1, 'Question is required').max(200),
  answer: z.string().trim().min(1, 'Answer is required').max(2000),
})

export const faqSchema = z.object({
  heading: z.string().max(120).default('Frequently asked questions'),
  items: z.array(item).min(1, 'Add at least one question').max(30),
})

export const faqDefaults: z.input<typeof faqSchema> = {
  heading: 'Frequently asked questions',
  items: [
    { question: 'Can I trade in my current car?', answer: 'Yes. Bring it in or send us its details and we will value it.' },
    { question: 'Do you offer finance?', answer: 'Yes. Use the finance calculator for an estimate, then apply online.' },
  ],
}

export const faqFields: Record<string, PuckField> = {
  heading: { type: 'text', label: 'Heading' },
  items: {
    type: 'array',
    label: 'Questions',
    arrayFields: { question: { type: 'text', label: 'Question' }, answer: { type: 'textarea', label: 'Answer' } },
    defaultItemProps: { question: 'New question', answer: 'Answer' },
  },
}
