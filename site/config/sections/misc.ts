/**
 * Variants §11: misc (`defaultState`, `images.*`, `labels.*`). `template`
 * stays on the site record (`sites.template`): it picks a layout set only.
 */
import { z } from 'zod'
import { auStateSchema } from '../shared'

export const imagesSection = z
  .strictObject({
    dealerImage: z
      .strictObject({ width: z.number().int().positive(), quality: z.number().int().min(1).max(100) })
      .default({ width: 640, quality: 75 }),
  })
  .prefault({})

const text = z.string().trim().min(1)

export const labelsSection = z
  .strictObject({
    newTag: text.default('New'),
    soldTag: text.default('JUST SOLD'),
    newArrival: text.default('New Arrival'),
    /** With the full stop, as FIN writes it (open question 15). */
    noPrice: text.default('Enquire for price.'),
    // default not in spec: the pre-order label text is not shown; 'Pre-order' names it plainly.
    preOrder: text.default('Pre-order'),
    callDealer: text.default('Call the dealer'),
    dealerCommentsTitle: text.default('Dealer Comments'),
    /** Follows the vehicle type ("vehicle Details"); may come from item_type (open question 14). */
    vehicleNoun: text.default('vehicle'),
  })
  .prefault({})

/** `offersSubscription` is not a setting: its effect is not shown (open question 12; issue 15 item 7). */
export const miscFields = {
  /** Where it is used is not shown (open question 12). */
  defaultState: auStateSchema.default('qld'),
}
