/** Variants §1: search and results (`inventory.*`, `search.*`). */
import { z } from 'zod'
import { carTypeSchema, pathSchema } from '../shared'

const count = z.number().int().min(0)

/**
 * FIN §3 `search_filters` is not a setting of its own (issue 15 item 7): its contents are not shown,
 * and every filter the specs name (photos, sold window, stock, car types, stock numbers, makes) is a
 * structured key below that the SQL, memory and Algolia backends all apply.
 */
export const inventorySection = z
  .strictObject({
    /** Photo-count threshold of the base filter (INV §9); listed values 0, 1, 2, 3, 4, 5, 7, 14. */
    minPhotos: count.default(3),
    includeSoldCarsDays: count.default(3),
    onlyInStock: z.boolean().default(false),
    /** null = every car type. */
    carTypes: z.array(carTypeSchema).min(1).nullable().default(null),
    excludedStockNumbers: z.array(z.string().min(1)).default([]),
    excludedMakes: z.array(z.string().min(1)).default([]),
  })
  .prefault({})

export const SORT_OPTIONS = ['relevance', 'latest', 'priceDesc', 'priceAsc'] as const

const position = z.number().int().min(1)

/** Card positions count from 1 (variants open question 1, resolved: 1-based like "positions 8 and 17"). */
export const promoCardPositionsSchema = z.union(
  [
    z.array(position),
    z.strictObject({ everyNth: z.number().int().min(2, 'everyNth below 2 would make every card a promo') }),
    z.strictObject({ random: count, plus: position }),
  ],
  { error: 'Use a list of positions like [8, 17], { everyNth: N } or { random: N, plus: P }' },
)

export const searchSection = z
  .strictObject({
    sortOptions: z
      .array(z.enum(SORT_OPTIONS))
      .min(1)
      .refine((list) => new Set(list).size === list.length, 'A sort option is listed twice')
      .default([...SORT_OPTIONS]),
    makeFilter: z.strictObject({ initialCount: z.number().int().min(1).default(7) }).prefault({}),
    layout: z.enum(['grid', 'carousel']).default('grid'),
    // default not in spec: the N of "every Nth card" is not shown (open question 1); 9 matches the one group's [9].
    promoCardPositions: promoCardPositionsSchema.default({ everyNth: 9 }),
    collapseConsecutiveSold: z.boolean().default(false),
    /** (flag) — overlaid from the site's flags, see flags.ts. */
    scrollToTopOnChange: z.boolean().default(false),
    priceAscExcludesZero: z.boolean().default(false),
    certifiedOnly: z.boolean().default(false),
    // default not in spec: "other limit from config" is not shown; 10 is the catalogue and offers value.
    resultCacheSize: z.number().int().min(1).default(10),
    emptyOffersRefreshPath: pathSchema.default('/special-offers'),
    truckBodyMapsTo: z.enum(['lightTruck', 'ute']).default('lightTruck'),
    usedCarRoutes: z.boolean().default(false),
  })
  .prefault({})
