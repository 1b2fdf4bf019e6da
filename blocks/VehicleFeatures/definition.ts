import type { BlockMeta } from '../types'
import { vehicleFeaturesDefaults, vehicleFeaturesFields, vehicleFeaturesSchema } from './config'

/** The block without its component: what validation and the editor need (no React, no client islands). */
export const definition = { name: 'VehicleFeatures', label: 'Features', category: 'vehicle', schema: vehicleFeaturesSchema, defaults: vehicleFeaturesDefaults, fields: vehicleFeaturesFields, interactive: true } satisfies BlockMeta<typeof vehicleFeaturesSchema>
