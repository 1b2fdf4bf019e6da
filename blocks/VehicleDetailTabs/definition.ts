import type { BlockMeta } from '../types'
import { vehicleDetailTabsDefaults, vehicleDetailTabsFields, vehicleDetailTabsSchema } from './config'

/** The block without its component: what validation and the editor need (no React, no client islands). */
export const definition = { name: 'VehicleDetailTabs', label: 'Detail tabs', category: 'vehicle', schema: vehicleDetailTabsSchema, defaults: vehicleDetailTabsDefaults, fields: vehicleDetailTabsFields, interactive: true } satisfies BlockMeta<typeof vehicleDetailTabsSchema>
