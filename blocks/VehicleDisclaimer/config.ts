import { z } from 'zod'
import { VEHICLE_DISCLAIMER } from '../../site/vehicles/pageModel'
import type { PuckField } from '../types'

/** Disclaimer: a section of the vehicle page, placed in the VehicleDetail block. */
export const vehicleDisclaimerSchema = z.object({
  text: z.string().trim().min(1, 'Text is required').max(600, 'At most 600 characters').default(VEHICLE_DISCLAIMER),
})

export const vehicleDisclaimerDefaults: z.input<typeof vehicleDisclaimerSchema> = { text: VEHICLE_DISCLAIMER }

export const vehicleDisclaimerFields: Record<string, PuckField> = {
  text: { type: 'textarea', label: 'Disclaimer text' },
}
