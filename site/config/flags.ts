/** Settings the spec calls flags: stored in the site's platform-staff-only `flags`, keyed by SiteConfig path. */
import { z } from 'zod'

export const siteFlagsSchema = z.strictObject({
  'search.scrollToTopOnChange': z.boolean().optional(),
})

export type SiteFlags = z.output<typeof siteFlagsSchema>
