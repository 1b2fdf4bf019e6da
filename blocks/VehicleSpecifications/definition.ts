import type { BlockMeta } from '../types'
import { vehicleSpecificationsDefaults, vehicleSpecificationsFields, vehicleSpecificationsSchema } from './config'

/** The block without its component: what validation and the editor need (no React, no client islands). */
export const definition = { name: 'VehicleSpecifications', label: 'All specifications', category: 'vehicle', schema: vehicleSpecificationsSchema, defaults: vehicleSpecificationsDefaults, fields: vehicleSpecificationsFields, interactive: true } satisfies BlockMeta<typeof vehicleSpecificationsSchema>
