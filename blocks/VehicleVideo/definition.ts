import type { BlockMeta } from '../types'
import { vehicleVideoDefaults, vehicleVideoFields, vehicleVideoSchema } from './config'

/** The block without its component: what validation and the editor need (no React, no client islands). */
export const definition = { name: 'VehicleVideo', label: 'External video', category: 'vehicle', schema: vehicleVideoSchema, defaults: vehicleVideoDefaults, fields: vehicleVideoFields } satisfies BlockMeta<typeof vehicleVideoSchema>
