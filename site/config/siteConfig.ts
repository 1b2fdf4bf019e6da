/**
 * SiteConfig: every per-dealer variant (shared/spec/site-config-variants.md) with its default.
 * Stored JSON may omit any key; parsing fills in defaults; unknown keys and bad values are
 * rejected with their dotted path.
 */
import { z } from 'zod'
import { siteFlagsSchema, type SiteFlags } from './flags'

const carType = z.enum(['new', 'used', 'demo'])

const inventory = z
  .strictObject({
    minPhotos: z.number().int().min(0).default(3),
    includeSoldCarsDays: z.number().int().min(0).default(3),
    onlyInStock: z.boolean().default(false),
    carTypes: z.array(carType).nullable().default(null),
    excludedStockNumbers: z.array(z.string()).default([]),
    excludedMakes: z.array(z.string()).default([]),
    extraFilter: z.string().nullable().default(null),
  })
  .prefault({})

const search = z
  .strictObject({
    layout: z.enum(['grid', 'carousel']).default('grid'),
    scrollToTopOnChange: z.boolean().default(false),
    promoCardPositions: z
      .union([z.array(z.number().int().min(1)), z.strictObject({ everyNth: z.number().int().min(1) }), z.strictObject({ random: z.number().int().min(0), plus: z.number().int().min(1) })])
      .default({ everyNth: 9 }),
    collapseConsecutiveSold: z.boolean().default(false),
    usedCarRoutes: z.boolean().default(false),
  })
  .prefault({})

const vehicleCard = z
  .strictObject({
    showFinanceButton: z.boolean().default(false),
    showReserveButton: z.boolean().default(false),
    tagColours: z.record(z.string(), z.enum(['green', 'red'])).default({}),
    labels: z
      .strictObject({
        enquire: z.string().default('Enquire Now'),
        finance: z.string().default('Get Finance'),
        details: z.string().default('View Details'),
        reserve: z.string().default('Reserve Now'),
      })
      .prefault({}),
  })
  .prefault({})

const vehiclePage = z
  .strictObject({
    stickyHeader: z.boolean().default(true),
    showUnregistered: z.boolean().default(false),
    revealPhoneOnLoad: z.boolean().default(false),
  })
  .prefault({})

const finance = z.strictObject({ provider: z.string().nullable().default(null), linkPath: z.string().default('/finance') }).prefault({})

const checkout = z
  .strictObject({
    enabled: z.boolean().default(false),
    mode: z.enum(['reserve', 'buyOnline']).default('reserve'),
    reserveAmount: z.number().min(0).nullable().default(200),
  })
  .prefault({})

const promos = z
  .strictObject({ shuffleUnpositioned: z.boolean().default(false), sliderHeight: z.union([z.literal(720), z.literal(1080)]).default(720) })
  .prefault({})

const labels = z
  .strictObject({
    newTag: z.string().default('New'),
    soldTag: z.string().default('JUST SOLD'),
    newArrival: z.string().default('New Arrival'),
    noPrice: z.string().default('Enquire for price.'),
    callDealer: z.string().default('Call the dealer'),
    dealerCommentsTitle: z.string().default('Dealer Comments'),
    vehicleNoun: z.string().default('vehicle'),
  })
  .prefault({})

export const siteConfigSchema = z.strictObject({ inventory, search, vehicleCard, vehiclePage, finance, checkout, promos, labels }).prefault({})

export type SiteConfig = z.output<typeof siteConfigSchema>
export type SiteConfigInput = z.input<typeof siteConfigSchema>

export type ConfigIssue = { path: string; message: string }

const issuesOf = (error: z.ZodError): ConfigIssue[] =>
  error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }))

export function safeParseSiteConfig(raw: unknown): { ok: true; config: SiteConfig } | { ok: false; issues: ConfigIssue[] } {
  const result = siteConfigSchema.safeParse(raw ?? {})
  return result.success ? { ok: true, config: result.data } : { ok: false, issues: issuesOf(result.error) }
}

export const parseSiteConfig = (raw: unknown): SiteConfig => siteConfigSchema.parse(raw ?? {})

export const defaultSiteConfig: SiteConfig = parseSiteConfig({})

/** Overlays a flag value at its dotted SiteConfig path. */
function setPath(target: Record<string, unknown>, dotted: string, value: unknown): void {
  const keys = dotted.split('.')
  const last = keys.pop() as string
  let node = target
  for (const key of keys) node = (node[key] ??= {}) as Record<string, unknown>
  node[last] = value
}

/** The one typed, fully defaulted settings object: stored config with the platform flags on top. */
export function resolveSiteSettings(config: unknown, flags: unknown): SiteConfig {
  const parsedFlags: SiteFlags = siteFlagsSchema.parse(flags ?? {})
  const merged = structuredClone((config ?? {}) as Record<string, unknown>)
  for (const [key, value] of Object.entries(parsedFlags)) if (value !== undefined) setPath(merged, key, value)
  return parseSiteConfig(merged)
}
