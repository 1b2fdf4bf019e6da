import type { BlockMeta } from '../types'
import { vehicleMediaDefaults, vehicleMediaFields, vehicleMediaSchema } from './config'

/** The block without its component: what validation and the editor need (no React, no client islands). */
export const definition = { name: 'VehicleMedia', label: 'Gallery and 360 spin', category: 'vehicle', schema: vehicleMediaSchema, defaults: vehicleMediaDefaults, fields: vehicleMediaFields, interactive: true } satisfies BlockMeta<typeof vehicleMediaSchema>
