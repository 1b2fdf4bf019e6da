/**
 * The settings the variants file marks "(flag)": they live in the site's platform-staff-only
 * `flags` JSON, keyed by their SiteConfig path, and resolveSiteSettings lays every one of them over
 * `config` (a flag always wins, so a dealer cannot switch these on through `config`).
 */
import { z } from 'zod'
import { GATEABLE_ROUTES } from './sections/leads'

const flagFields = z.strictObject({
  /** INV §4 Search: scroll resets to the top after a search change. */
  'search.scrollToTopOnChange': z.boolean().default(false),
  /** FIN §2.3: the Get Finance Now page when no car is selected. */
  'finance.page.getFinanceNow': z.boolean().default(false),
  /** FIN §2.2: "A route is gated only when its flag is on for that dealer". */
  'signIn.gatedRoutes': z.array(z.enum(GATEABLE_ROUTES)).default([]),
  /** FIN §4 Online purchase: /checkout-journey?car_id={slug}. */
  'checkout.onlinePurchase': z.boolean().default(false),
  /** Variants §2a: the Toyota Certified Pre-Owned badge's feature flag (INV §4 Other widgets). */
  'certifiedPrograms.Toyota.enabled': z.boolean().default(false),
})

export const siteFlagsSchema = flagFields.prefault({})

export type SiteFlags = z.output<typeof siteFlagsSchema>
export type SiteFlagKey = keyof SiteFlags

export const FLAG_KEYS: readonly SiteFlagKey[] = flagFields.keyof().options
