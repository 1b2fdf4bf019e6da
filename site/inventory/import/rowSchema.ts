/**
 * One feed row (feed field names, INV §3) validated and mapped onto the vehicles collection.
 * CSV gives every value as text and JSON gives typed values, so each field accepts both. Columns
 * the platform does not store are ignored. Lists (images, categories, features, standard
 * equipment) are JSON arrays, or `|`-separated text in CSV.
 */
import { z } from 'zod'
import { inertComments } from './comments'

export const FEED_STATUSES = ['in_stock', 'coming_soon', 'sold', 'others'] as const
const CAR_TYPES = ['new', 'used', 'demo'] as const
const ITEM_TYPES = ['car', 'caravan', 'motorcycle', 'truck'] as const

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v)
const trimmed = (v: unknown) => {
  const b = blankToUndefined(v)
  return typeof b === 'number' ? String(b) : typeof b === 'string' ? b.trim() : b
}
const got = (input: unknown) => (input === undefined ? 'is required' : `got ${JSON.stringify(input)}`)

const text = (max = 200) => z.preprocess(trimmed, z.string().max(max, `must be at most ${max} characters`).optional())
const requiredText = (max = 200) => z.preprocess(trimmed, z.string({ error: (i) => got(i.input) }).max(max, `must be at most ${max} characters`))

/** Dollars as digits with optional cents ("12990", "12990.50"); no symbols or separators. */
const toNumber = (v: unknown) => {
  const b = trimmed(v)
  return typeof b === 'string' && /^-?\d+(\.\d+)?$/.test(b) ? Number(b) : b
}
const numberField = (what: string) => z.number({ error: (i) => (i.input === undefined ? 'is required' : `must be ${what}, ${got(i.input)}`) })
const money = numberField('a number of dollars such as 12990').min(0, 'must not be negative')
/** A measure or mass in its unit (mm, kg, L, cc; caravan dimensions in the feed's feet or metres). */
const measure = (max: number) => z.preprocess(toNumber, numberField('a number').min(0, 'must not be negative').max(max, `must be at most ${max}`).optional())
const count = (max: number) => numberField('a whole number').int('must be a whole number').min(0, 'must not be negative').max(max, `must be at most ${max}`)

const bool = z.preprocess((v) => {
  const b = trimmed(v)
  if (typeof b !== 'string') return b
  if (/^(true|yes|y|1)$/i.test(b)) return true
  if (/^(false|no|n|0)$/i.test(b)) return false
  return b
}, z.boolean({ error: (i) => `must be true or false, ${got(i.input)}` }).optional())

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (typeof trimmed(v) === 'string' ? (trimmed(v) as string).toLowerCase() : trimmed(v)), z.enum(values, { error: (i) => `must be one of ${values.join(', ')}, ${got(i.input)}` }))

const list = (item: z.ZodType<string>) => z.preprocess((v) => {
  const b = blankToUndefined(v)
  return typeof b === 'string' ? b.split('|').map((s) => s.trim()).filter(Boolean) : b
}, z.array(item).optional())

const url = z.string().trim().refine((u) => /^(https?:\/\/|\/)[^\s"<>]+$/i.test(u), { message: 'must be an http(s) or site-relative URL' })
const image = z.union([url, z.object({ url, thumb: url.optional() })]).transform((i) => (typeof i === 'string' ? { url: i, thumb: i } : { url: i.url, thumb: i.thumb ?? i.url }))
const images = z.preprocess((v) => {
  const b = blankToUndefined(v)
  return typeof b === 'string' ? b.split('|').map((s) => s.trim()).filter(Boolean) : b
}, z.array(image).max(200, 'at most 200 images').optional())

const date = z.preprocess(trimmed, z.string().refine((d) => !Number.isNaN(Date.parse(d)), { message: 'must be a date such as 2026-11-23' }).optional())

const comments = z.preprocess(trimmed, z.string().max(20_000, 'must be at most 20000 characters').optional()).transform((raw, ctx) => {
  if (raw === undefined) return undefined
  const result = inertComments(raw)
  if (!result.ok) {
    ctx.addIssue({ code: 'custom', message: result.reason })
    return z.NEVER
  }
  return result.text
})

export const feedRowSchema = z
  .object({
    stocknum: requiredText(40),
    vin: z.preprocess(trimmed, z.string().regex(/^[A-HJ-NPR-Z0-9]{5,17}$/i, 'must be 5 to 17 letters and digits (no I, O or Q)').optional()),
    make: requiredText(60),
    model: requiredText(80),
    year: z.preprocess(toNumber, numberField('a year').int('must be a whole number').min(1900, 'must be 1900 or later').max(2100, 'must be 2100 or earlier').optional()),
    name: text(200),
    slug: z.preprocess(trimmed, z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens').optional()),
    badge: text(),
    series: text(),
    item_type: choice(ITEM_TYPES).optional(),
    car_type: choice(CAR_TYPES),
    status: choice(FEED_STATUSES).optional(),
    reserved: bool,
    certified: bool,
    tag: text(),
    show_on_dealer_website: bool,
    created_at: date,
    price: z.preprocess(toNumber, money),
    before_price: z.preprocess(toNumber, money.optional()),
    offer_price: z.preprocess(toNumber, money.optional()),
    subscription_price: z.preprocess(toNumber, money.optional()),
    price_type: text(),
    preorder: bool,
    km: z.preprocess(toNumber, count(5_000_000).optional()),
    colour: text(),
    interior_colour: text(),
    body: text(),
    simple_body: text(),
    doors: z.preprocess(toNumber, count(10).optional()),
    seats: z.preprocess(toNumber, count(100).optional()),
    drive: text(),
    trans: text(),
    simple_transmission: text(),
    fuel: text(),
    simple_fuel: text(),
    engine_size: text(),
    engine_size_litres: measure(20),
    // Variant specifications (INV §3) and the caravan lines (INV §2), read by the vehicle-type table.
    cylinders: z.preprocess(toNumber, count(16).optional()),
    enginesize: measure(10_000),
    induction: text(),
    torque: measure(10_000),
    geartype: text(),
    fuelconsumptioncombined: measure(100),
    fuelcapacity: measure(2_000),
    grossvehiclemass: measure(100_000),
    towingcapacitybraked: measure(100_000),
    vehiclelength: measure(30_000),
    vehicleheight: measure(10_000),
    vehiclewidth: measure(5_000),
    ancaprating: z.preprocess(toNumber, count(5).optional()),
    body_width: measure(100),
    body_length: measure(100),
    tare_weight: measure(50_000),
    axle_type: text(40),
    sleeps: z.preprocess(toNumber, count(20).optional()),
    aggregate_trailer_mass: measure(50_000),
    regplate: text(20),
    nvic: text(20),
    build_date: text(20),
    compliance_date: text(20),
    city: text(),
    state: text(20),
    dealercomments: comments,
    images,
    primary_image_url: z.preprocess(trimmed, url.optional()),
    video_url: z.preprocess(trimmed, url.optional()),
    categories: list(z.string().max(100)),
    features: list(z.string().max(100)),
    standard_equipment: list(z.string().max(200)),
  })
  .loose()

export type FeedRow = z.output<typeof feedRowSchema>
