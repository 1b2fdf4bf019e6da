import { z } from 'zod'
import type { PuckField } from '../types'

const prize = z.object({
  label: z.string().trim().min(1, 'Name the prize').max(60),
  /** The prize's chance weight: a prize with 2 comes up twice as often as one with 1; 0 never. */
  chance: z.number().min(0, 'Cannot be negative').max(100).default(1),
})

/** Spin to Win (FIN §2.1): the dealer's prizes, where they are redeemed and the terms; the server draws (site/rules/spinToWin.ts). */
export const spinToWinSchema = z
  .object({
    heading: z.string().trim().min(1, 'Heading is required').max(120).default('Spin the wheel'),
    intro: z.string().max(1000).default('Enter your details and spin: every spin wins a prize to use at our dealership.'),
    prizes: z.array(prize).min(2, 'Add at least two prizes').max(12, 'At most 12 prizes fit on the wheel'),
    /** Where the prize is redeemed and whose lead the win becomes; blank: the site's primary location. */
    locationId: z.string().regex(/^\d*$/, 'Pick a location from the list').default(''),
    terms: z.string().trim().min(1, 'Terms are required').max(2000).default('One spin per mobile number. Prizes are redeemed at the dealership within 30 days and cannot be exchanged for cash.'),
  })
  .refine((p) => p.prizes.some((x) => x.chance > 0), { message: 'At least one prize needs a chance above 0', path: ['prizes'] })

export const spinToWinDefaults: z.input<typeof spinToWinSchema> = {
  heading: 'Spin the wheel',
  intro: 'Enter your details and spin: every spin wins a prize to use at our dealership.',
  prizes: [
    { label: '$50 fuel voucher', chance: 3 },
    { label: 'Free window tint', chance: 1 },
    { label: 'Free car detail', chance: 2 },
    { label: '10% off accessories', chance: 3 },
    { label: 'Free first service', chance: 1 },
    { label: '$100 off accessories', chance: 2 },
  ],
  locationId: '',
  terms: 'One spin per mobile number. Prizes are redeemed at the dealership within 30 days and cannot be exchanged for cash.',
}

export const spinToWinFields: Record<string, PuckField> = {
  heading: { type: 'text', label: 'Heading' },
  intro: { type: 'textarea', label: 'Introduction' },
  prizes: {
    type: 'array',
    label: 'Prizes (2 to 12)',
    arrayFields: { label: { type: 'text', label: 'Prize' }, chance: { type: 'number', label: 'Chance (weight; 0 never)', min: 0, max: 100 } },
    defaultItemProps: { label: 'New prize', chance: 1 },
  },
  locationId: { type: 'picker', label: 'Redeemed at', source: 'locations', emptyLabel: 'The primary location' },
  terms: { type: 'textarea', label: 'Terms' },
}
