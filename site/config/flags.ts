/**
 * Settings the specs call flags (variants "(flag)"): kept in the site's platform-staff-only
 * `flags`, keyed by their SiteConfig path, and laid over `config` by resolveSiteSettings.
 */
import { z } from 'zod'

export const siteFlagsSchema = z.strictObject({
  'search.scrollToTopOnChange': z.boolean().optional(),
  'finance.page.getFinanceNow': z.boolean().optional(),
  'signIn.gatedRoutes': z.array(z.enum(['checkout', 'finance', 'spinToWin', 'equifaxFinance'])).optional(),
  'checkout.onlinePurchase': z.boolean().optional(),
  /** Toyota Certified Pre-Owned badge (variants §2a "enabled (flag)"). */
  'certifiedPrograms.Toyota.enabled': z.boolean().optional(),
})

export type SiteFlags = z.output<typeof siteFlagsSchema>
