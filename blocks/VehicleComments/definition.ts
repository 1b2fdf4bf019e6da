import type { BlockMeta } from '../types'
import { vehicleCommentsDefaults, vehicleCommentsFields, vehicleCommentsSchema } from './config'

/** The block without its component: what validation and the editor need (no React, no client islands). */
export const definition = { name: 'VehicleComments', label: 'Dealer comments', category: 'vehicle', schema: vehicleCommentsSchema, defaults: vehicleCommentsDefaults, fields: vehicleCommentsFields, interactive: true } satisfies BlockMeta<typeof vehicleCommentsSchema>
