import { z } from 'zod'
import type { PuckField } from '../types'

/** External video: a section of the vehicle page, placed in the VehicleDetail block. */
export const vehicleVideoSchema = z.object({
  heading: z.string().trim().max(80, 'At most 80 characters').default(''),
})

export const vehicleVideoDefaults: z.input<typeof vehicleVideoSchema> = { heading: '' }

export const vehicleVideoFields: Record<string, PuckField> = {
  heading: { type: 'text', label: 'Heading (empty: the standard heading)' },
}
