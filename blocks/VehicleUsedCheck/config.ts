import { z } from 'zod'
import type { PuckField } from '../types'

/** Used-car check: a section of the vehicle page, placed in the VehicleDetail block. */
export const vehicleUsedCheckSchema = z.object({
  heading: z.string().trim().max(80, 'At most 80 characters').default(''),
})

export const vehicleUsedCheckDefaults: z.input<typeof vehicleUsedCheckSchema> = { heading: '' }

export const vehicleUsedCheckFields: Record<string, PuckField> = {
  heading: { type: 'text', label: 'Heading (empty: the standard heading)' },
}
