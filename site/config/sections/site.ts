/** Variants §8–§11: navigation, brand, blog, promos, checkout and miscellaneous labels. */
import { z } from 'zod'
import { auStateSchema, pathSchema } from '../shared'

export const DEFAULT_NAV_LINKS = [
  { href: '/book-test-drive/', label: 'Test Drive' },
  { href: '/service', label: 'Service' },
  { href: '/finance', label: 'Finance' },
  { href: '/trade-in', label: 'Trade In' },
  { href: '/vehicle-parts-and-accessories', label: 'Parts' },
  { href: '/contact', label: 'Contact' },
]

export const navigationSection = z
  .strictObject({
    links: z.array(z.strictObject({ href: pathSchema, label: z.string().min(1) })).default(DEFAULT_NAV_LINKS),
    stockSearchPath: pathSchema.default('/search/new-used-and-demo-cars'),
    serviceBookingUrl: pathSchema.default('/service'),
  })
  .prefault({})

export const brandSection = z
  .strictObject({
    sellsCaravans: z.boolean().default(false),
    groupClaims: z.strictObject({ locations: z.string(), brands: z.string(), years: z.string() }).nullable().default(null),
    groupPages: z.array(pathSchema).default([]),
    brandPages: z.array(z.strictObject({ slug: z.string().min(1), kind: z.enum(['car', 'motorcycle', 'truck', 'own']) })).default([]),
  })
  .prefault({})

export const blogSection = z
  .strictObject({ categories: z.array(z.string().min(1)).default(['Vehicle Reviews', 'Buyer Advice', 'Motoring Tips', 'Servicing Insights']) })
  .prefault({})

export const promosSection = z
  .strictObject({
    shuffleUnpositioned: z.boolean().default(false),
    sliderHeight: z.union([z.literal(720), z.literal(1080)]).default(720),
    banners: z.array(z.strictObject({ name: z.string().min(1), start: z.iso.date(), expiry: z.iso.date() })).default([]),
  })
  .prefault({})

export const checkoutSection = z
  .strictObject({
    enabled: z.boolean().default(false),
    mode: z.enum(['reserve', 'buyOnline']).default('reserve'),
    // Unset means $200; an explicit 0 or null hides the reserve label (variants open question 6).
    reserveAmount: z.number().min(0).nullable().default(200),
    onlinePurchase: z.boolean().default(false),
    onlinePurchaseNewMakes: z.array(z.string()).default([]),
    moneyBackGuaranteeHours: z.number().int().positive().nullable().default(null),
  })
  .prefault({})

export const imagesSection = z
  .strictObject({ dealerImage: z.strictObject({ width: z.number().int().positive(), quality: z.number().int().min(1).max(100) }).default({ width: 640, quality: 75 }) })
  .prefault({})

export const labelsSection = z
  .strictObject({
    newTag: z.string().default('New'),
    soldTag: z.string().default('JUST SOLD'),
    newArrival: z.string().default('New Arrival'),
    noPrice: z.string().default('Enquire for price.'),
    // default not in spec: the pre-order label text is not shown.
    preOrder: z.string().default('Pre-order'),
    callDealer: z.string().default('Call the dealer'),
    dealerCommentsTitle: z.string().default('Dealer Comments'),
    vehicleNoun: z.string().min(1).default('vehicle'),
  })
  .prefault({})

export const miscFields = {
  defaultState: auStateSchema.default('qld'),
  offersSubscription: z.boolean().default(false),
}
