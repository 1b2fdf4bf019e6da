/** Variants §5 and §6: forms and leads (`forms.*`), sign-in gating (`signIn.*`), garage (`watchlist.*`). */
import { z } from 'zod'
import { pathSchema, rangeSchema } from '../shared'

export const formsSection = z
  .strictObject({
    enquiry: z
      .strictObject({
        buttonLabel: z.string().trim().min(1).default('Enquire Now'),
        commentsRequired: z.boolean().default(true),
        /** true: required, exactly 4 digits, placeholder 1234. */
        postcodeRequired: z.boolean().default(false),
        /** true: required, "*You must agree to the terms of use before submitting." */
        termsCheckbox: z.boolean().default(false),
      })
      .prefault({}),
    /** Range of the quick-pick amount buttons; the individual pick values are not shown. */
    moneyQuickPicks: rangeSchema.default({ min: 5000, max: 70000 }),
    /** Issue 51: the trade-in forms continue to an online valuation (rego lookup, condition questions, offer). */
    valuation: z
      .strictObject({
        /** false: "Get my valuation" ends on the thank-you page and the dealer values the car from the lead. */
        online: z.boolean().default(true),
        /** How long an online offer can be accepted. */
        offerValidDays: z.number().int().min(1).max(60).default(7),
      })
      .prefault({}),
  })
  .prefault({})

/** Routes gated for some dealers only (FIN §2.2); `car-finance` is in neither list (open question 10). */
export const GATEABLE_ROUTES = ['checkout', 'finance', 'spinToWin', 'equifaxFinance'] as const

export const signInSection = z
  .strictObject({
    /** (flag) — a route is gated only when its flag is on for that dealer. */
    gatedRoutes: z.array(z.enum(GATEABLE_ROUTES)).default([]),
    /** The dealer's my-* account pages, e.g. /mymotorama; always gated. */
    accountPages: z.array(pathSchema).default([]),
  })
  .prefault({})

export const watchlistSection = z
  .strictObject({
    /** 'inherit' follows the platform-wide flag (off unless set); 'off' wins over it (INV §5 Garage). */
    garage: z.enum(['inherit', 'on', 'off']).default('inherit'),
  })
  .prefault({})
