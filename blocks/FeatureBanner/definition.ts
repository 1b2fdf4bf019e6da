import type { BlockMeta } from '../types'
import { featureBannerDefaults, featureBannerFields, featureBannerSchema } from './config'

/** The block without its component: what validation and the editor need (no React, no client islands). */
export const definition = { name: 'FeatureBanner', label: 'Feature banner', category: 'promo', schema: featureBannerSchema, defaults: featureBannerDefaults, fields: featureBannerFields } satisfies BlockMeta<typeof featureBannerSchema>
