/**
 * Generated sites for tests/int/generatedConfigs.int.test.ts: the shapes a site is made of (its
 * stored SiteConfig and flags, and the brand, dealership and location records of collections/*,
 * written as zod so the same walker derives them), one shared world of dealerships, locations and
 * vehicles of every type, and the cheap creation of a site from a generated value.
 */
import fc from 'fast-check'
import type { Payload } from 'payload'
import { z } from 'zod'
import { SITE_TEMPLATES, templatePages } from '@/layouts/templatePages'
import { FLAG_KEYS, siteFlagsSchema } from '@/site/config/flags'
import { auStateSchema, locationTypeSchema, pathSchema } from '@/site/config/shared'
import { defaultSiteConfig, siteConfigSchema } from '@/site/config/siteConfig'
import { validateBrandColour } from '@/site/theme/contrast'
import { insertBatch } from '@/scripts/seed/seedVehicles'
import { seededRandom } from '@/scripts/seed/random'
import { generateVehicle } from '@/scripts/seed/vehicles'
import { zodArbitrary } from '../../support/zodArbitrary'

const context = { disableRevalidate: true }
export const ITEM_TYPES = ['car', 'truck', 'motorcycle', 'caravan'] as const
const CATALOGUE = { car: 'cars', truck: 'trucks', motorcycle: 'motorcycles', caravan: 'caravans' } as const
const CAR_TYPES = ['new', 'used', 'demo'] as const
export const WORLD_DEALERSHIPS = 3
const LOCATIONS_PER_DEALERSHIP = 2

/** Realistic strings the walker draws from: the template's page paths, names that make copy awkward, lender ids, makes. */
export function stringPool(): string[] {
  const paths = templatePages('group', 'x').flatMap((p) => (p.path ? [p.path] : []))
  return [
    // Pages every site has (a dealer's link to a page its site lacks is the dealer's to fix, not a platform bug).
    ...paths, '/search/used-cars', '/search/new-used-and-demo-cars', '/sign-in', '/cars/trade-in',
    '/our-location/{slug}', '/contact-us/{slug}', '/locations/{slug}',
    'https://booking.example.com/service',
    ...Object.keys(defaultSiteConfig.finance.lenders), 'Toyota', 'Mazda', 'Kia', 'MG', 'Suzuki', 'Mercedes-Benz',
    'Harbourside Mazda', "City Used Cars", 'Southern Cross Group', 'Bob & Sons', 'O’Brien’s Motors', 'Outback Caravans',
    'runout sale', 'Enquire', 'Shop Now', '4x4 Adventures', '02 9999 0000', '1300 000 000',
  ]
}

const text = z.string().trim().min(1).max(60)
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/)

/** collections/Dealerships: what a shopper sees of a dealership. */
export const dealershipShape = z.strictObject({
  name: text,
  phones: z.strictObject({ override: text.optional(), new: text.optional(), used: text.optional(), demo: text.optional() }),
  licenceNumber: text.optional(),
  reviews: z.strictObject({ averageRating: z.number().min(0).max(5).optional(), count: z.number().int().min(0).optional() }),
})

/** collections/Locations: type, visibility, address, contact and weekly hours. */
export const locationShape = z.strictObject({
  name: text,
  type: locationTypeSchema,
  subtype: text.optional(),
  primary: z.boolean(),
  visible: z.boolean(),
  address: z.strictObject({ street: text.optional(), city: text.optional(), state: auStateSchema.optional(), postcode: z.string().regex(/^\d{4}$/).optional() }),
  contact: z.strictObject({ phone: text.optional() }),
  openingHours: z.array(z.strictObject({ weekday: z.enum(['0', '1', '2', '3', '4', '5', '6']), status: z.enum(['open', 'closed', 'appointment']), open: hhmm, close: hhmm })).max(7),
})

const link = z.strictObject({ label: text, url: pathSchema })

/** collections/Brands: the header menu, footer and notes a brand gives a site. */
export const brandShape = z.strictObject({
  name: text,
  tagline: text.optional(),
  primaryColour: z.string().refine((c) => validateBrandColour(c) === true),
  menu: z.array(link.extend({ children: z.array(link).max(2).optional() })).max(4),
  footer: z.strictObject({ columns: z.array(z.strictObject({ heading: text, links: z.array(link).max(3) })).max(2), text: text.optional() }),
  hoursNote: text.optional(),
})

/** Stored config as the admin saves it: the flag paths belong in `flags`, never in config. */
function withoutFlagPaths(config: Record<string, unknown>): Record<string, unknown> {
  const copy = structuredClone(config)
  for (const dotted of FLAG_KEYS) {
    const keys = dotted.split('.')
    let node: unknown = copy
    for (const key of keys.slice(0, -1)) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined
    if (node && typeof node === 'object') delete (node as Record<string, unknown>)[keys[keys.length - 1]!]
  }
  return copy
}

export type GeneratedSite = {
  name: string
  template: (typeof SITE_TEMPLATES)[number]
  config: Record<string, unknown>
  flags: Record<string, unknown>
  dealerships: number[]
  dealershipShapes: Array<z.input<typeof dealershipShape>>
  locationShapes: Array<z.input<typeof locationShape>>
  brand: z.input<typeof brandShape> | null
  /** Picks the page kinds this site renders (a share of them, so that many sites fit in CI's time). */
  pick: number
}

export function generatedSiteArbitrary(): fc.Arbitrary<GeneratedSite> {
  const options = { strings: stringPool(), numberRange: { min: 0, max: 20 } }
  const indexes = Array.from({ length: WORLD_DEALERSHIPS }, (_, i) => i)
  return fc.record({
    name: zodArbitrary(text, options),
    template: fc.constantFrom(...SITE_TEMPLATES),
    config: zodArbitrary(siteConfigSchema, options).map((c) => withoutFlagPaths((c ?? {}) as Record<string, unknown>)),
    flags: zodArbitrary(siteFlagsSchema, options).map((f) => (f ?? {}) as Record<string, unknown>),
    dealerships: fc.subarray(indexes, { minLength: 1 }),
    dealershipShapes: fc.array(zodArbitrary(dealershipShape, options), { minLength: WORLD_DEALERSHIPS, maxLength: WORLD_DEALERSHIPS }),
    locationShapes: fc.array(zodArbitrary(locationShape, options), { minLength: WORLD_DEALERSHIPS * LOCATIONS_PER_DEALERSHIP, maxLength: WORLD_DEALERSHIPS * LOCATIONS_PER_DEALERSHIP }),
    brand: fc.option(zodArbitrary(brandShape, options), { nil: null }),
    pick: fc.nat(),
  })
}

export type GenWorld = { dealershipIds: number[]; locationIds: number[][] }

/** Three dealerships with two locations each and, per dealership, a listed vehicle of every type and car type (shared by every generated site). */
export async function buildGenWorld(payload: Payload, prefix: string): Promise<GenWorld> {
  const random = seededRandom(4646)
  const now = new Date()
  const dealershipIds: number[] = []
  const locationIds: number[][] = []
  const rows: Array<Record<string, unknown>> = []
  for (let d = 0; d < WORLD_DEALERSHIPS; d++) {
    const slug = `${prefix}-dealer-${d}`
    const dealership = await payload.create({ collection: 'dealerships', context, data: { name: `Dealer ${d}`, slug } })
    const locations: number[] = []
    for (let l = 0; l < LOCATIONS_PER_DEALERSHIP; l++) {
      const location = await payload.create({ collection: 'locations', context, data: { name: `Yard ${d}-${l}`, slug: `${slug}-yard-${l}`, dealership: dealership.id, visible: true } })
      locations.push(location.id)
    }
    dealershipIds.push(dealership.id)
    locationIds.push(locations)
    for (const itemType of ITEM_TYPES) {
      for (const carType of CAR_TYPES) {
        const seed = { name: `Dealer ${d}`, slug, licence: 'L1', phones: {}, makes: 'all' as const, carTypes: [carType], catalogues: [CATALOGUE[itemType]], locations: [] }
        const row = generateVehicle(random, { dealership: seed, dealershipId: dealership.id, locationIds: locations, cities: [{ city: 'Brisbane', state: 'qld' }], now }, rows.length)
        const images = Array.from({ length: 14 }, (_, i) => ({ url: `/demo-images/x-${i}.svg`, thumb: `/demo-images/x-${i}.svg` }))
        rows.push({ ...row, slug: `${prefix}-${String(row.slug)}`, stock_number: `${prefix}-${rows.length}`, status: 'in_stock', sold_at: null, reserved: false, show_on_dealer_website: true, images, photos_count: images.length, item_type: itemType })
      }
    }
  }
  await insertBatch(payload, rows)
  return { dealershipIds, locationIds }
}

/** Writes the generated dealership and location records over the world's, then creates the site (with its template pages) and its brand. */
export async function createGeneratedSite(payload: Payload, world: GenWorld, gen: GeneratedSite, key: string): Promise<{ id: number; host: string }> {
  for (const [i, id] of world.dealershipIds.entries()) await payload.update({ collection: 'dealerships', id, depth: 0, context, data: gen.dealershipShapes[i]! })
  for (const [i, id] of world.locationIds.flat().entries()) await payload.update({ collection: 'locations', id, depth: 0, context, data: gen.locationShapes[i]! })
  const host = `${key}.gen.test`
  const site = await payload.create({
    collection: 'sites',
    depth: 0,
    context,
    data: { name: gen.name, slug: key, template: gen.template, domains: [{ domain: host }], dealerships: gen.dealerships.map((i) => world.dealershipIds[i]!), config: gen.config, flags: gen.flags },
  })
  if (gen.brand) {
    const brand = await payload.create({ collection: 'brands', depth: 0, context, data: { ...gen.brand, site: site.id, slug: `${key}-brand` } })
    await payload.update({ collection: 'sites', id: site.id, depth: 0, context, data: { brand: brand.id } })
  }
  return { id: site.id, host }
}
