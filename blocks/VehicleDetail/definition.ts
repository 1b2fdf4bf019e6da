import type { BlockMeta } from '../types'
import { vehicleDetailDefaults, vehicleDetailFields, vehicleDetailSchema } from './config'

/** The block without its component: what validation and the editor need (no React, no client islands). */
export const definition = { name: 'VehicleDetail', label: 'Vehicle detail', category: 'vehicle', schema: vehicleDetailSchema, defaults: vehicleDetailDefaults, fields: vehicleDetailFields } satisfies BlockMeta<typeof vehicleDetailSchema>
