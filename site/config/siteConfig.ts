/**
 * SiteConfig: every per-dealer variant of shared/spec/site-config-variants.md with its default.
 * Stored JSON may omit any key; parsing fills in every default, merges the rule tables (lenders,
 * make rules, certified programmes) by id and resolves the finance calculator through the active
 * lender. Unknown keys and bad values are rejected with their dotted path. Code reads the parsed
 * object (from resolveSiteSettings, which also lays the platform flags over it), never raw JSON.
 */
import { z } from 'zod'
import { certifiedProgramsTableSchema } from './certifiedPrograms'
import { analyticsSection } from './sections/analytics'
import { FLAG_KEYS, siteFlagsSchema, type SiteFlags } from './flags'
import { configIssues, type ConfigIssue } from './issues'
import { checkoutSection, promosSection } from './sections/commerce'
import { financeSection } from './sections/finance'
import { formsSection, signInSection, watchlistSection } from './sections/leads'
import { contactSection, locationsSection, reviewsSection } from './sections/locations'
import { imagesSection, labelsSection, miscFields } from './sections/misc'
import { blogSection, brandSection, navigationSection } from './sections/navigation'
import { pagesSection } from './sections/pages'
import { inventorySection, searchSection } from './sections/search'
import { vehicleCardSection } from './sections/vehicleCard'
import { pluginsSection, vehiclePageSection } from './sections/vehiclePage'

export type { ConfigIssue } from './issues'

/**
 * A section's tab title in the settings editor, and whether dealer staff may change it. Sections
 * that decide which cars are listed, money (finance, checkout), sign-in and plugins are for
 * platform staff only; copy, layout, contact and navigation are the dealer's own.
 */
const section = <S extends z.ZodType>(schema: S, title: string, dealerEditable: boolean) => schema.meta({ title, dealerEditable })

export const siteConfigSchema = z
  .strictObject({
    inventory: section(inventorySection, 'Inventory', false), // §1
    search: section(searchSection, 'Search', false), // §1
    vehicleCard: section(vehicleCardSection, 'Vehicle card', true), // §2
    certifiedPrograms: section(certifiedProgramsTableSchema, 'Certified programmes', false), // §2a
    vehiclePage: section(vehiclePageSection, 'Vehicle page', true), // §3
    plugins: section(pluginsSection, 'Plugins', false), // §3
    finance: section(financeSection, 'Finance', false), // §4, 4a, 4b
    forms: section(formsSection, 'Forms', true), // §5
    signIn: section(signInSection, 'Sign-in', false), // §6
    watchlist: section(watchlistSection, 'Watchlist', false), // §6
    locations: section(locationsSection, 'Locations', true), // §7
    contact: section(contactSection, 'Contact', true), // §7
    reviews: section(reviewsSection, 'Reviews', true), // §7
    navigation: section(navigationSection, 'Navigation', true), // §8
    brand: section(brandSection, 'Brand', false), // §8
    blog: section(blogSection, 'Blog', true), // §8
    pages: section(pagesSection, 'Site pages', true), // INV §2 Routes: informational pages
    promos: section(promosSection, 'Promos', true), // §9
    checkout: section(checkoutSection, 'Checkout', false), // §10
    images: section(imagesSection, 'Images', true), // §11
    labels: section(labelsSection, 'Labels', true), // §11
    analytics: section(analyticsSection, 'Analytics', false), // not in the spec: field Core Web Vitals
    ...miscFields, // §11 defaultState (platform staff only: no section metadata)
  })
  .prefault({})

export type SiteConfig = z.output<typeof siteConfigSchema>
export type SiteConfigInput = NonNullable<z.input<typeof siteConfigSchema>>
export type SiteConfigResult = { ok: true; config: SiteConfig } | { ok: false; issues: ConfigIssue[] }

/** Parses stored config (null and undefined count as {}); throws a ZodError on a bad value. */
export const parseSiteConfig = (raw: unknown): SiteConfig => siteConfigSchema.parse(raw ?? {})

/** Parses stored config; bad values come back as `{ path, message }` issues, never thrown. */
export function safeParseSiteConfig(raw: unknown): SiteConfigResult {
  const result = siteConfigSchema.safeParse(raw ?? {})
  return result.success ? { ok: true, config: result.data } : { ok: false, issues: configIssues(result.error) }
}

export const defaultSiteConfig: SiteConfig = parseSiteConfig({})

/** JSON Schema of the stored (input) form, for the admin's settings editor (sections carry `title` and `dealerEditable`). */
export const siteConfigJsonSchema = () => z.toJSONSchema(siteConfigSchema, { io: 'input' })

/** The top-level keys dealer staff may change (the sections marked `dealerEditable`); every other key is platform staff's. */
export function dealerEditableSections(): string[] {
  const properties = (siteConfigJsonSchema().properties ?? {}) as Record<string, { dealerEditable?: unknown }>
  return Object.entries(properties).filter(([, node]) => node.dealerEditable === true).map(([key]) => key)
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function valueAt(root: unknown, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), root)
}

/** A copy of `root` with `value` at the dotted path (copies only the objects on the path). */
function withValueAt(root: Record<string, unknown>, dotted: string, value: unknown): Record<string, unknown> {
  const dot = dotted.indexOf('.')
  if (dot < 0) return { ...root, [dotted]: value }
  const key = dotted.slice(0, dot)
  const child = root[key]
  return { ...root, [key]: withValueAt(isRecord(child) ? child : {}, dotted.slice(dot + 1), value) }
}

/**
 * Stored `config` as the admin should save it: SiteConfig, and no value at a flag's path (flags
 * are platform-staff-only and always win, so such a value would silently do nothing).
 */
export function safeParseStoredConfig(raw: unknown): SiteConfigResult {
  const flagged = FLAG_KEYS.filter((key) => valueAt(raw, key) !== undefined)
  if (flagged.length === 0) return safeParseSiteConfig(raw)
  return { ok: false, issues: flagged.map((path) => ({ path, message: 'This setting is a platform flag: set it in flags, not config' })) }
}

/** Lays every flag over the config at its SiteConfig path (the flag wins). */
export function applyFlags(config: SiteConfig, flags: SiteFlags): SiteConfig {
  const start: Record<string, unknown> = { ...config }
  return parseSiteConfig(FLAG_KEYS.reduce((node, key) => withValueAt(node, key, flags[key]), start))
}

/** The one typed, fully defaulted settings object: stored config with the platform flags on top. Throws on bad input. */
export function resolveSiteSettings(config: unknown, flags: unknown): SiteConfig {
  return applyFlags(parseSiteConfig(config), siteFlagsSchema.parse(flags ?? {}))
}
