/** Variants §2: vehicle card (`vehicleCard.*`). Certified programmes (§2a) are in ../certifiedPrograms.ts. */
import { z } from 'zod'
import { pathSchema } from '../shared'

/**
 * Car fields that make sense as an attribute chip (scalar fields of INV §3 Car). A list, so that a
 * typo in the admin is rejected instead of showing an empty chip.
 */
export const CHIP_FIELDS = [
  'car_type', 'simple_body', 'body', 'km', 'simple_transmission', 'trans', 'stocknum', 'year', 'make', 'model',
  'badge', 'series', 'colour', 'interior_colour', 'doors', 'seats', 'drive', 'gearnum', 'simple_fuel', 'fuel',
  'engine_size', 'engine_size_litres', 'cylinders', 'induction', 'fuelconsumptioncombined', 'ancaprating',
  'regplate', 'rego_expiry', 'build_date', 'compliance_date', 'vin', 'nvic', 'item_type', 'city', 'state',
] as const

const label = z.string().trim().min(1)

export const vehicleCardSection = z
  .strictObject({
    attributeChips: z.array(z.enum(CHIP_FIELDS)).default(['car_type', 'simple_body', 'km', 'simple_transmission', 'stocknum']),
    showViews: z.boolean().default(false),
    /** Still needs `finance.provider` set and the lender rules passing. */
    showWeeklyRepayment: z.boolean().default(true),
    /** Off by default: FIN §2.6 "for some dealers" (variants open question 4). */
    showFinanceButton: z.boolean().default(false),
    /** Still needs checkout enabled for the car. */
    showReserveButton: z.boolean().default(false),
    labels: z
      .strictObject({
        enquire: label.default('Enquire Now'),
        finance: label.default('Get Finance'),
        details: label.default('View Details'),
        /** The amount is appended; with `checkout.mode: 'buyOnline'` the button reads Buy Online. */
        reserve: label.default('Reserve Now'),
      })
      .prefault({}),
    /** Only /cars/ serves a car on this site: another site path would send every card to a 404; a full address (another site of the group) may serve its own. */
    detailsLinkBase: pathSchema.refine((p) => p === '/cars/' || /^https?:\/\//.test(p), 'Use /cars/ or a full address (https://…) whose {slug} pages show the cars').default('/cars/'),
    saveControl: z.enum(['favourite', 'compare', 'watchlist']).default('favourite'),
    /** In stock is always required; these are extra. */
    saveControlRequires: z.array(z.enum(['priceAboveZero', 'hasImages', 'used'])).default([]),
    /** Electric or Hybrid tag (card-tag rule 2). */
    fuelTypeTag: z.boolean().default(false),
    /** Free-text tag colour by tag text; a tag not listed is red (card-tag rule 5). */
    tagColours: z.record(z.string().min(1), z.enum(['green', 'red'])).default({}),
  })
  .prefault({})
