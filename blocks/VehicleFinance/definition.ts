import type { BlockMeta } from '../types'
import { vehicleFinanceDefaults, vehicleFinanceFields, vehicleFinanceSchema } from './config'

/** The block without its component: what validation and the editor need (no React, no client islands). */
export const definition = { name: 'VehicleFinance', label: 'Finance estimate', category: 'vehicle', schema: vehicleFinanceSchema, defaults: vehicleFinanceDefaults, fields: vehicleFinanceFields, interactive: true } satisfies BlockMeta<typeof vehicleFinanceSchema>
