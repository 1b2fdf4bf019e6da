import { z } from 'zod'
import { isSafeLink, LINK_MESSAGES } from '../../site/rules/safeLink'
import type { PuckField } from '../types'

export const heroSchema = z.object({
  heading: z.string().min(1, 'Heading is required').max(120),
  subheading: z.string().max(240).default(''),
  ctaLabel: z.string().max(40).default('Browse stock'),
  ctaHref: z.string().refine((v) => isSafeLink(v, 'page'), LINK_MESSAGES.page).default('/search/new-used-and-demo-cars'),
})

export const heroDefaults: z.input<typeof heroSchema> = {
  heading: 'Find your next car',
  subheading: 'Quality new, used and demo vehicles.',
  ctaLabel: 'Browse stock',
  ctaHref: '/search/new-used-and-demo-cars',
}

export const heroFields: Record<string, PuckField> = {
  heading: { type: 'text', label: 'Heading' },
  subheading: { type: 'textarea', label: 'Subheading' },
  ctaLabel: { type: 'text', label: 'Button label' },
  ctaHref: { type: 'text', label: 'Button link' },
}
