/** Variants §2 and §3: vehicle card and vehicle page. */
import { z } from 'zod'
import { pathSchema } from '../shared'

export const vehicleCardSection = z
  .strictObject({
    attributeChips: z.array(z.string().min(1)).default(['car_type', 'simple_body', 'km', 'simple_transmission', 'stocknum']),
    showViews: z.boolean().default(false),
    showWeeklyRepayment: z.boolean().default(true),
    showFinanceButton: z.boolean().default(false),
    showReserveButton: z.boolean().default(false),
    labels: z
      .strictObject({
        enquire: z.string().min(1).default('Enquire Now'),
        finance: z.string().min(1).default('Get Finance'),
        details: z.string().min(1).default('View Details'),
        reserve: z.string().min(1).default('Reserve Now'),
      })
      .prefault({}),
    detailsLinkBase: pathSchema.default('/cars/'),
    saveControl: z.enum(['favourite', 'compare', 'watchlist']).default('favourite'),
    saveControlRequires: z.array(z.enum(['priceAboveZero', 'hasImages', 'used'])).default([]),
    fuelTypeTag: z.boolean().default(false),
    tagColours: z.record(z.string(), z.enum(['green', 'red'])).default({}),
  })
  .prefault({})

export const vehiclePageSection = z
  .strictObject({
    stickyHeader: z.boolean().default(true),
    mobileStickyBar: z.strictObject({ messageButton: z.enum(['enquire', 'chat']).default('enquire') }).prefault({}),
    spin: z
      .strictObject({
        defaultView: z.enum(['spinner', 'gallery', 'interior']).default('spinner'),
        autoRotate: z.boolean().default(false),
        rotateIntervalMs: z.number().int().min(16).default(100),
      })
      .prefault({}),
    revealPhoneOnLoad: z.boolean().default(false),
    showUnregistered: z.boolean().default(false),
    hidePriceWhenNotInStock: z.boolean().default(false),
    caravanDimensionFactor: z.number().positive().nullable().default(null),
    similarCarsCount: z.number().int().min(0).max(6, 'At most 6 similar cars (INV §9)').default(6),
    printAction: z.enum(['printPage', 'pdf']).default('printPage'),
    labels: z
      .strictObject({
        financeButton: z.string().min(1).default('Get Finance Quote'),
        tradeInButton: z.string().min(1).default('Trade-In'),
      })
      .prefault({}),
  })
  .prefault({})

export const pluginsSection = z
  .strictObject({
    autogauge: z.strictObject({ enabled: z.boolean().default(false), baseUrl: z.string().url().optional() }).prefault({}),
    carAnalysis: z.boolean().default(false),
  })
  .prefault({})
