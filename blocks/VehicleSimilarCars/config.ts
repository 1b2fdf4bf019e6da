import { z } from 'zod'
import type { PuckField } from '../types'

/** Similar cars: a section of the vehicle page, placed in the VehicleDetail block. */
export const vehicleSimilarCarsSchema = z.object({})

export const vehicleSimilarCarsDefaults: z.input<typeof vehicleSimilarCarsSchema> = {}

export const vehicleSimilarCarsFields: Record<string, PuckField> = {}
