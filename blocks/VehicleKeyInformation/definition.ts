import type { BlockMeta } from '../types'
import { vehicleKeyInformationDefaults, vehicleKeyInformationFields, vehicleKeyInformationSchema } from './config'

/** The block without its component: what validation and the editor need (no React, no client islands). */
export const definition = { name: 'VehicleKeyInformation', label: 'Key information', category: 'vehicle', schema: vehicleKeyInformationSchema, defaults: vehicleKeyInformationDefaults, fields: vehicleKeyInformationFields, interactive: true } satisfies BlockMeta<typeof vehicleKeyInformationSchema>
