import type { BlockMeta } from '../types'
import { vehicleFuelCalculatorDefaults, vehicleFuelCalculatorFields, vehicleFuelCalculatorSchema } from './config'

/** The block without its component: what validation and the editor need (no React, no client islands). */
export const definition = { name: 'VehicleFuelCalculator', label: 'Fuel and delivery calculators', category: 'vehicle', schema: vehicleFuelCalculatorSchema, defaults: vehicleFuelCalculatorDefaults, fields: vehicleFuelCalculatorFields, interactive: true } satisfies BlockMeta<typeof vehicleFuelCalculatorSchema>
