import { z } from 'zod'
import type { PuckField } from '../types'

/** Finance estimate: a section of the vehicle page, placed in the VehicleDetail block. */
export const vehicleFinanceSchema = z.object({
  heading: z.string().trim().max(80, 'At most 80 characters').default(''),
})

export const vehicleFinanceDefaults: z.input<typeof vehicleFinanceSchema> = { heading: '' }

export const vehicleFinanceFields: Record<string, PuckField> = {
  heading: { type: 'text', label: 'Heading (empty: the standard heading)' },
}
