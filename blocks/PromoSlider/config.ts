import { z } from 'zod'
import type { PuckField } from '../types'

/** FIN §2.9: slider heights 720 and 1080 px; 'site' follows `promos.sliderHeight`. */
export const promoSliderSchema = z.object({
  label: z.string().trim().min(1, 'Label is required').max(80).default('Latest offers'),
  height: z.enum(['site', '720', '1080']).default('site'),
  overlay: z.boolean().default(true),
  autoplay: z.boolean().default(true),
  intervalSeconds: z.number().int().min(3, 'At least 3 seconds').max(20, 'At most 20 seconds').default(6),
  promoId: z.string().regex(/^\d*$/, 'Pick a promo from the list').default(''),
})

export const promoSliderDefaults: z.input<typeof promoSliderSchema> = {
  label: 'Latest offers',
  height: 'site',
  overlay: true,
  autoplay: true,
  intervalSeconds: 6,
  promoId: '',
}

const yesNo = [{ label: 'On', value: true }, { label: 'Off', value: false }]

export const promoSliderFields: Record<string, PuckField> = {
  label: { type: 'text', label: 'Label (read by screen readers)' },
  height: { type: 'select', label: 'Height', options: [{ label: 'Site setting', value: 'site' }, { label: '720 px', value: '720' }, { label: '1080 px', value: '1080' }] },
  overlay: { type: 'radio', label: 'Text overlay', options: yesNo },
  autoplay: { type: 'radio', label: 'Autoplay', options: yesNo },
  intervalSeconds: { type: 'number', label: 'Seconds per slide', min: 3, max: 20 },
  promoId: { type: 'picker', label: 'Slides', source: 'promos', emptyLabel: 'All current slides' },
}
