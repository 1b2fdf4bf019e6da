import type { BlockMeta } from '../types'
import { vehicleSummaryDefaults, vehicleSummaryFields, vehicleSummarySchema } from './config'

/** The block without its component: what validation and the editor need (no React, no client islands). */
export const definition = { name: 'VehicleSummary', label: 'Vehicle sidebar', category: 'vehicle', schema: vehicleSummarySchema, defaults: vehicleSummaryDefaults, fields: vehicleSummaryFields, interactive: true } satisfies BlockMeta<typeof vehicleSummarySchema>
