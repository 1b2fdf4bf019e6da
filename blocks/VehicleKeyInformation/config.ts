import { z } from 'zod'
import type { PuckField } from '../types'

/** Key information: a section of the vehicle page, placed in the VehicleDetail block. */
export const vehicleKeyInformationSchema = z.object({
  heading: z.string().trim().max(80, 'At most 80 characters').default(''),
})

export const vehicleKeyInformationDefaults: z.input<typeof vehicleKeyInformationSchema> = { heading: '' }

export const vehicleKeyInformationFields: Record<string, PuckField> = {
  heading: { type: 'text', label: 'Heading (empty: the standard heading)' },
}
