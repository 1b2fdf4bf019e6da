import { z } from 'zod'
import type { PuckField } from '../types'

/** Gallery and 360 spin: a section of the vehicle page, placed in the VehicleDetail block. */
export const vehicleMediaSchema = z.object({})

export const vehicleMediaDefaults: z.input<typeof vehicleMediaSchema> = {}

export const vehicleMediaFields: Record<string, PuckField> = {}
