import { z } from 'zod'
import type { PuckField } from '../types'

/** Dealer comments: a section of the vehicle page, placed in the VehicleDetail block. */
export const vehicleCommentsSchema = z.object({
  heading: z.string().trim().max(80, 'At most 80 characters').default(''),
})

export const vehicleCommentsDefaults: z.input<typeof vehicleCommentsSchema> = { heading: '' }

export const vehicleCommentsFields: Record<string, PuckField> = {
  heading: { type: 'text', label: 'Heading (empty: the standard heading)' },
}
