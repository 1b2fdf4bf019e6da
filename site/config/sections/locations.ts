/** Variants §7: locations, contact and reviews (`locations.*`, `contact.*`, `reviews.*`). */
import { z } from 'zod'
import { carTypeSchema, locationTypeSchema, pathSchema } from '../shared'

const id = z.string().min(1)

export const locationsSection = z
  .strictObject({
    /** 'contact' sends every location card to /contact. */
    cardLink: z.enum(['locationPage', 'contact']).default('locationPage'),
    /** "View Our Stock" on location cards. */
    showViewStockButton: z.boolean().default(false),
    contactButton: z.enum(['contact', 'bookService']).default('contact'),
    /** 'carousel' shows a Swipe hint. */
    multiLayout: z.enum(['grid', 'carousel']).default('grid'),
    /** A link shown instead of "Closed" for one location (e.g. Enquire Now to an external booking page). */
    closedDayLinks: z.array(z.strictObject({ locationId: id, label: z.string().trim().min(1), url: pathSchema })).default([]),
    picker: z
      .strictObject({
        hiddenIds: z.array(id).default([]),
        /** null = every location; otherwise by make, by type or a fixed list. */
        filter: z
          .strictObject({ makes: z.array(id).optional(), types: z.array(locationTypeSchema).optional(), ids: z.array(id).optional() })
          .nullable()
          .default(null),
      })
      .prefault({}),
    /** FIN §3 `override_city`; effect not shown (open question 12). */
    overrideCity: z.string().trim().min(1).nullable().default(null),
    /** Implied, not confirmed: the location-card button reads View Details, View Location Details or View Location (FIN §2.8). */
    detailsLabel: z.string().trim().min(1).default('View Details'),
  })
  .prefault({})

export const contactSection = z
  .strictObject({
    /** First in the phone selection order (INV §4 Phone reveal). */
    phoneOverride: z.string().trim().min(1).nullable().default(null),
    /** Numbers by dealership slug and car type that differ on this site only. */
    dealershipPhones: z.record(id, z.partialRecord(carTypeSchema, z.string().trim().min(1))).default({}),
  })
  .prefault({})

export const reviewsSection = z
  .strictObject({
    /** A review badge shows only when the average rating exceeds this. */
    badgeMinRating: z.number().min(0).max(5).default(4),
    hidden: z.boolean().default(false),
    hiddenTitles: z.array(z.string().min(1)).default([]),
  })
  .prefault({})
