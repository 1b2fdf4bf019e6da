import { z } from 'zod'
import { isSafeLink, LINK_MESSAGES } from '../../site/rules/safeLink'
import type { PuckField } from '../types'

const path = z.string().refine((v) => isSafeLink(v, 'page'), LINK_MESSAGES.page)

/** FeatureBanner presets: latest offers, book a service online, sell your car; `all` shows the three side by side (FIN §2.6). */
export const FEATURE_PRESETS = {
  offers: { heading: 'Latest offers', text: 'See this month’s specials on new and used cars.', label: 'View offers', href: '/special-offers' },
  service: { heading: 'Book a service online', text: 'Pick a time that suits you; we will have you back on the road fast.', label: 'Book a service', href: '/service' },
  sell: { heading: 'Sell your car', text: 'Get a fair price for your car, with or without buying one from us.', label: 'Get a valuation', href: '/trade-in' },
} as const

export type FeaturePreset = keyof typeof FEATURE_PRESETS

/** The dealer feature banner's three items, in the spec's order (FIN §2.6). */
export const ALL_FEATURES: readonly FeaturePreset[] = ['offers', 'service', 'sell']

export const featureBannerSchema = z.object({
  preset: z.enum(['offers', 'service', 'sell', 'all']).default('offers'),
  heading: z.string().max(120).default(''),
  text: z.string().max(400).default(''),
  buttonLabel: z.string().max(40).default(''),
  buttonHref: path.or(z.literal('')).default(''),
})

export const featureBannerDefaults: z.input<typeof featureBannerSchema> = { preset: 'offers', heading: '', text: '', buttonLabel: '', buttonHref: '' }

export const featureBannerFields: Record<string, PuckField> = {
  preset: {
    type: 'select',
    label: 'Banner',
    options: [
      { label: 'Latest offers', value: 'offers' },
      { label: 'Book service online', value: 'service' },
      { label: 'Sell your car', value: 'sell' },
      { label: 'All three, side by side', value: 'all' },
    ],
  },
  heading: { type: 'text', label: 'Heading (empty: the banner’s own; one banner only)' },
  text: { type: 'textarea', label: 'Text (empty: the banner’s own; one banner only)' },
  buttonLabel: { type: 'text', label: 'Button label (empty: the banner’s own; one banner only)' },
  buttonHref: { type: 'text', label: 'Button link (empty: the banner’s own; one banner only)' },
}
