/**
 * The informational pages a dealer may offer (INV §2 Routes: "/terms-and-conditions, /dealer-locator,
 * /brands, /about-us, /finance-and-insurance | Informational pages"): each on by default, and shown
 * only where the site has something to put on it (site/rules/sitePages.ts).
 */
import { z } from 'zod'

export const pagesSection = z
  .strictObject({
    /** /dealer-locator: every location, nearest first from a postcode, by state; with two locations or more. */
    dealerLocator: z.boolean().default(true),
    /** /brands: the brands the site sells and the other makes in stock; with two brands or more. */
    brands: z.boolean().default(true),
    /** /finance-and-insurance: the site's finance (lender, calculator, pre-approval) and its protection products. */
    financeAndInsurance: z.boolean().default(true),
  })
  .prefault({})
