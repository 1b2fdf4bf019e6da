import { z } from 'zod'
import type { PuckField } from '../types'

/** Features: a section of the vehicle page, placed in the VehicleDetail block. */
export const vehicleFeaturesSchema = z.object({
  heading: z.string().trim().max(80, 'At most 80 characters').default(''),
})

export const vehicleFeaturesDefaults: z.input<typeof vehicleFeaturesSchema> = { heading: '' }

export const vehicleFeaturesFields: Record<string, PuckField> = {
  heading: { type: 'text', label: 'Heading (empty: the standard heading)' },
}
