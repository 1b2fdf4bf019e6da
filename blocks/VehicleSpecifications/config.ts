import { z } from 'zod'
import type { PuckField } from '../types'

/** All specifications: a section of the vehicle page, placed in the VehicleDetail block. */
export const vehicleSpecificationsSchema = z.object({
  heading: z.string().trim().max(80, 'At most 80 characters').default(''),
})

export const vehicleSpecificationsDefaults: z.input<typeof vehicleSpecificationsSchema> = { heading: '' }

export const vehicleSpecificationsFields: Record<string, PuckField> = {
  heading: { type: 'text', label: 'Heading (empty: the standard heading)' },
}
