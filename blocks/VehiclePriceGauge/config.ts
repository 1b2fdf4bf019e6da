import { z } from 'zod'
import type { PuckField } from '../types'

/** Price gauge: a section of the vehicle page, placed in the VehicleDetail block. */
export const vehiclePriceGaugeSchema = z.object({})

export const vehiclePriceGaugeDefaults: z.input<typeof vehiclePriceGaugeSchema> = {}

export const vehiclePriceGaugeFields: Record<string, PuckField> = {}
