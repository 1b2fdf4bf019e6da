/** Variants §1: search and results. */
import { z } from 'zod'
import { carTypeSchema, pathSchema } from '../shared'

export const SORT_OPTIONS = ['relevance', 'latest', 'priceDesc', 'priceAsc'] as const

export const inventorySection = z
  .strictObject({
    minPhotos: z.number().int().min(0).default(3),
    includeSoldCarsDays: z.number().int().min(0).default(3),
    onlyInStock: z.boolean().default(false),
    carTypes: z.array(carTypeSchema).min(1).nullable().default(null),
    excludedStockNumbers: z.array(z.string()).default([]),
    excludedMakes: z.array(z.string()).default([]),
    extraFilter: z.string().nullable().default(null),
  })
  .prefault({})

const promoCardPositions = z.union([
  z.array(z.number().int().min(1)),
  z.strictObject({ everyNth: z.number().int().min(1) }),
  z.strictObject({ random: z.number().int().min(0), plus: z.number().int().min(1) }),
])

export const searchSection = z
  .strictObject({
    sortOptions: z.array(z.enum(SORT_OPTIONS)).min(1).default([...SORT_OPTIONS]),
    makeFilter: z.strictObject({ initialCount: z.number().int().min(1).default(7) }).prefault({}),
    layout: z.enum(['grid', 'carousel']).default('grid'),
    // default not in spec: N of "every Nth card" is not shown; 9 matches the group's [9] variant.
    promoCardPositions: promoCardPositions.default({ everyNth: 9 }),
    collapseConsecutiveSold: z.boolean().default(false),
    scrollToTopOnChange: z.boolean().default(false),
    priceAscExcludesZero: z.boolean().default(false),
    certifiedOnly: z.boolean().default(false),
    resultCacheSize: z.number().int().min(1).default(10),
    emptyOffersRefreshPath: pathSchema.default('/special-offers'),
    truckBodyMapsTo: z.enum(['lightTruck', 'ute']).default('lightTruck'),
    usedCarRoutes: z.boolean().default(false),
  })
  .prefault({})
