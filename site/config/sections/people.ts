/** Variants §5–§7: forms, sign-in gating, watchlist, locations, contact and reviews. */
import { z } from 'zod'
import { carTypeSchema, locationTypeSchema, pathSchema } from '../shared'

export const formsSection = z
  .strictObject({
    enquiry: z
      .strictObject({
        buttonLabel: z.string().min(1).default('Enquire Now'),
        commentsRequired: z.boolean().default(true),
        postcodeRequired: z.boolean().default(false),
        termsCheckbox: z.boolean().default(false),
      })
      .prefault({}),
    moneyQuickPicks: z.strictObject({ min: z.number().min(0), max: z.number().positive() }).default({ min: 5000, max: 70000 }),
  })
  .prefault({})

export const signInSection = z
  .strictObject({
    gatedRoutes: z.array(z.enum(['checkout', 'finance', 'spinToWin', 'equifaxFinance'])).default([]),
    accountPages: z.array(pathSchema).default([]),
  })
  .prefault({})

export const watchlistSection = z.strictObject({ garage: z.enum(['inherit', 'on', 'off']).default('inherit') }).prefault({})

export const locationsSection = z
  .strictObject({
    cardLink: z.enum(['locationPage', 'contact']).default('locationPage'),
    showViewStockButton: z.boolean().default(false),
    contactButton: z.enum(['contact', 'bookService']).default('contact'),
    multiLayout: z.enum(['grid', 'carousel']).default('grid'),
    closedDayLinks: z.array(z.strictObject({ locationId: z.string(), label: z.string().min(1), url: pathSchema })).default([]),
    picker: z
      .strictObject({
        hiddenIds: z.array(z.string()).default([]),
        filter: z.strictObject({ makes: z.array(z.string()).optional(), types: z.array(locationTypeSchema).optional(), ids: z.array(z.string()).optional() }).nullable().default(null),
      })
      .prefault({}),
    overrideCity: z.string().nullable().default(null),
  })
  .prefault({})

export const contactSection = z
  .strictObject({
    phoneOverride: z.string().nullable().default(null),
    dealershipPhones: z.record(z.string(), z.partialRecord(carTypeSchema, z.string())).default({}),
  })
  .prefault({})

export const reviewsSection = z
  .strictObject({
    badgeMinRating: z.number().min(0).max(5).default(4),
    hidden: z.boolean().default(false),
    hiddenTitles: z.array(z.string()).default([]),
  })
  .prefault({})
