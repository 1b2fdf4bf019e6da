import type { BlockMeta } from '../types'
import { promoSliderDefaults, promoSliderFields, promoSliderSchema } from './config'

/** The block without its component: what validation and the editor need (no React, no client islands). */
export const definition = { name: 'PromoSlider', label: 'Promo slider', category: 'promo', schema: promoSliderSchema, defaults: promoSliderDefaults, fields: promoSliderFields, interactive: true } satisfies BlockMeta<typeof promoSliderSchema>
