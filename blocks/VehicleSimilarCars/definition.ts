import type { BlockMeta } from '../types'
import { vehicleSimilarCarsDefaults, vehicleSimilarCarsFields, vehicleSimilarCarsSchema } from './config'

/** The block without its component: what validation and the editor need (no React, no client islands). */
export const definition = { name: 'VehicleSimilarCars', label: 'Similar cars', category: 'vehicle', schema: vehicleSimilarCarsSchema, defaults: vehicleSimilarCarsDefaults, fields: vehicleSimilarCarsFields, interactive: true } satisfies BlockMeta<typeof vehicleSimilarCarsSchema>
