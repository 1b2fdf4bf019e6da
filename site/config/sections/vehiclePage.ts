/** Variants §3: vehicle page (`vehiclePage.*`) and plugins (`plugins.*`). */
import { z } from 'zod'

const label = z.string().trim().min(1)

export const vehiclePageSection = z
  .strictObject({
    stickyHeader: z.boolean().default(true),
    mobileStickyBar: z
      .strictObject({
        /** 'enquire' = Enquire Now, 'chat' = Instant Message. */
        messageButton: z.enum(['enquire', 'chat']).default('enquire'),
      })
      .prefault({}),
    spin: z
      .strictObject({
        defaultView: z.enum(['spinner', 'gallery', 'interior']).default('spinner'),
        /** Stops after one full turn. */
        autoRotate: z.boolean().default(false),
        rotateIntervalMs: z.number().int().min(1).default(100),
      })
      .prefault({}),
    /** false = masked until clicked. */
    revealPhoneOnLoad: z.boolean().default(false),
    /** true = a past rego expiry reads Unregistered; false shows nothing. */
    showUnregistered: z.boolean().default(false),
    /** Follows INV (price shown) by default (variants open question 3). */
    hidePriceWhenNotInStock: z.boolean().default(false),
    /** null = caravan dimensions as stored; 0.3048 converts feet to metres. */
    caravanDimensionFactor: z.number().positive().nullable().default(null),
    similarCarsCount: z.number().int().min(0).max(6, 'At most 6 similar cars (INV §9)').default(6),
    /** 'printPage' opens /print?car_id={slug} in a new tab; 'pdf' downloads. */
    printAction: z.enum(['printPage', 'pdf']).default('printPage'),
    labels: z
      .strictObject({
        financeButton: label.default('Get Finance Quote'),
        tradeInButton: label.default('Trade-In'),
      })
      .prefault({}),
  })
  .prefault({})

export const pluginsSection = z
  .strictObject({
    autogauge: z
      .strictObject({
        enabled: z.boolean().default(false),
        // default not in spec: the base address is not shown, so it stays unset.
        baseUrl: z.url({ protocol: /^https?$/ }).optional(),
      })
      .prefault({}),
    /** What it turns on is not shown (open question 12). */
    carAnalysis: z.boolean().default(false),
  })
  .prefault({})
