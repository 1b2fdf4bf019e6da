import { z } from 'zod'
import { isSafeLink, LINK_MESSAGES } from '../../site/rules/safeLink'
import type { PuckField } from '../types'

const path = z.string().refine((v) => isSafeLink(v, 'page'), LINK_MESSAGES.page)

/** FeatureBanner presets: latest offers, book a service online, sell your car. */
export const FEATURE_PRESETS = {
  offers: { heading: 'Latest offers', text: 'See this month’s specials on new and used cars.', label: 'View offers', href: '/special-offers' },
  service: { heading: 'Book a service online', text: 'Pick a time that suits you; we will have you back on the road fast.', label: 'Book a service', href: '/service' },
  sell: { heading: 'Sell your car', text: 'Get a fair price for your car, with or without buying one from us.', label: 'Get a valuation', href: '/trade-in' },
} as const

export const featureBannerSchema = z.object({
  preset: z.enum(['offers', 'service', 'sell']).default('offers'),
  heading: z.string().max(120).default(''),
  text: z.string().max(400).default(''),
  buttonLabel: z.string().max(40).default(''),
  buttonHref: path.or(z.literal('')).default(''),
})

export const featureBannerDefaults: z.input<typeof featureBannerSchema> = { preset: 'offers', heading: '', text: '', buttonLabel: '', buttonHref: '' }

export const featureBannerFields: Record<string, PuckField> = {
  preset: { type: 'select', label: 'Banner', options: [{ label: 'Latest offers', value: 'offers' }, { label: 'Book service online', value: 'service' }, { label: 'Sell your car', value: 'sell' }] },
  heading: { type: 'text', label: 'Heading (empty: the banner’s own)' },
  text: { type: 'textarea', label: 'Text (empty: the banner’s own)' },
  buttonLabel: { type: 'text', label: 'Button label (empty: the banner’s own)' },
  buttonHref: { type: 'text', label: 'Button link (empty: the banner’s own)' },
}
