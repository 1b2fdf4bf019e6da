import type { BlockMeta } from '../types'
import { vehicleUsedCheckDefaults, vehicleUsedCheckFields, vehicleUsedCheckSchema } from './config'

/** The block without its component: what validation and the editor need (no React, no client islands). */
export const definition = { name: 'VehicleUsedCheck', label: 'Used-car check', category: 'vehicle', schema: vehicleUsedCheckSchema, defaults: vehicleUsedCheckDefaults, fields: vehicleUsedCheckFields } satisfies BlockMeta<typeof vehicleUsedCheckSchema>
