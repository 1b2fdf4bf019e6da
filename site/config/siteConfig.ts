/**
 * SiteConfig: every per-dealer variant of shared/spec/site-config-variants.md with its default.
 * Stored JSON may omit any key; parsing fills in defaults; unknown keys and bad values are
 * rejected with their dotted path. Code reads the parsed object, never raw JSON.
 */
import { z } from 'zod'
import { certifiedProgramsTableSchema } from './certifiedPrograms'
import { siteFlagsSchema } from './flags'
import { financeSection } from './sections/finance'
import { contactSection, formsSection, locationsSection, reviewsSection, signInSection, watchlistSection } from './sections/people'
import { inventorySection, searchSection } from './sections/search'
import { blogSection, brandSection, checkoutSection, imagesSection, labelsSection, miscFields, navigationSection, promosSection } from './sections/site'
import { pluginsSection, vehicleCardSection, vehiclePageSection } from './sections/vehicle'

export const siteConfigSchema = z
  .strictObject({
    inventory: inventorySection,
    search: searchSection,
    vehicleCard: vehicleCardSection,
    certifiedPrograms: certifiedProgramsTableSchema,
    vehiclePage: vehiclePageSection,
    plugins: pluginsSection,
    finance: financeSection,
    forms: formsSection,
    signIn: signInSection,
    watchlist: watchlistSection,
    locations: locationsSection,
    contact: contactSection,
    reviews: reviewsSection,
    navigation: navigationSection,
    brand: brandSection,
    blog: blogSection,
    promos: promosSection,
    checkout: checkoutSection,
    images: imagesSection,
    labels: labelsSection,
    ...miscFields,
  })
  .prefault({})

export type SiteConfig = z.output<typeof siteConfigSchema>
export type SiteConfigInput = z.input<typeof siteConfigSchema>
export type ConfigIssue = { path: string; message: string }

export const issuesOf = (error: z.ZodError): ConfigIssue[] =>
  error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }))

export function safeParseSiteConfig(raw: unknown): { ok: true; config: SiteConfig } | { ok: false; issues: ConfigIssue[] } {
  const result = siteConfigSchema.safeParse(raw ?? {})
  return result.success ? { ok: true, config: result.data } : { ok: false, issues: issuesOf(result.error) }
}

export const parseSiteConfig = (raw: unknown): SiteConfig => siteConfigSchema.parse(raw ?? {})

export const defaultSiteConfig: SiteConfig = parseSiteConfig({})

/** JSON Schema of the stored (input) form, for the admin's settings editor and documentation. */
export const siteConfigJsonSchema = () => z.toJSONSchema(siteConfigSchema, { io: 'input', unrepresentable: 'any' })

function setPath(target: Record<string, unknown>, dotted: string, value: unknown): void {
  const keys = dotted.split('.')
  const last = keys.pop() as string
  let node = target
  for (const key of keys) {
    const next = node[key]
    node = (node[key] = typeof next === 'object' && next !== null ? { ...next } : {}) as Record<string, unknown>
  }
  node[last] = value
}

/** The one typed, fully defaulted settings object: stored config with the platform flags on top. */
export function resolveSiteSettings(config: unknown, flags: unknown): SiteConfig {
  const parsedFlags = siteFlagsSchema.parse(flags ?? {})
  const merged = { ...((config ?? {}) as Record<string, unknown>) }
  for (const [key, value] of Object.entries(parsedFlags)) if (value !== undefined) setPath(merged, key, value)
  return parseSiteConfig(merged)
}
