import { z } from 'zod'
import type { PuckField } from '../types'

/** Fuel calculator: a section of the vehicle page, placed in the VehicleDetail block. */
export const vehicleFuelCalculatorSchema = z.object({
  heading: z.string().trim().max(80, 'At most 80 characters').default(''),
})

export const vehicleFuelCalculatorDefaults: z.input<typeof vehicleFuelCalculatorSchema> = { heading: '' }

export const vehicleFuelCalculatorFields: Record<string, PuckField> = {
  heading: { type: 'text', label: 'Heading (empty: the standard heading)' },
}
