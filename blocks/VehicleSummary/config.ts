import { z } from 'zod'
import type { PuckField } from '../types'

/** Vehicle sidebar: a section of the vehicle page, placed in the VehicleDetail block. */
export const vehicleSummarySchema = z.object({})

export const vehicleSummaryDefaults: z.input<typeof vehicleSummarySchema> = {}

export const vehicleSummaryFields: Record<string, PuckField> = {}
