/** Variants §5 and §6: forms and leads (`forms.*`), sign-in gating (`signIn.*`), garage (`watchlist.*`). */
import { z } from 'zod'
import { pathSchema, rangeSchema } from '../shared'
import { unknownPlaceholders } from '../../rules/replyTemplate'

const templateText = (max: number) =>
  z.string().trim().min(1).max(max).refine((text) => unknownPlaceholders(text).length === 0, { message: 'Use only {firstName}, {name}, {car}, {location}, {hours}, {dealership} and {staffName}' })

/** The dealer's reply templates (issue 49): staff answer a lead from one of them, by email or SMS. */
export const DEFAULT_REPLY_TEMPLATES = [
  {
    name: 'Thanks for your enquiry',
    subject: 'Your enquiry about the {car}',
    body: 'Hi {firstName},\n\nThank you for your enquiry about the {car}. I would be glad to help: when suits you for a call or a visit? {location} is open {hours}.\n\nKind regards,\n{staffName}\n{dealership}',
  },
  {
    name: 'Book a test drive',
    subject: 'Test drive of the {car}',
    body: 'Hi {firstName},\n\nThe {car} is ready for a test drive at {location}. We are open {hours}: reply with a day and time that suits you and I will have it ready.\n\n{staffName}\n{dealership}',
  },
]

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
    /** Reply templates on the lead page, with placeholders (site/rules/replyTemplate.ts). */
    replyTemplates: z
      .array(z.strictObject({ name: z.string().trim().min(1).max(80), subject: templateText(200), body: templateText(4000) }))
      .max(20)
      .default(DEFAULT_REPLY_TEMPLATES),
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
