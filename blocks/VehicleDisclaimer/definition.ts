import type { BlockMeta } from '../types'
import { vehicleDisclaimerDefaults, vehicleDisclaimerFields, vehicleDisclaimerSchema } from './config'

/** The block without its component: what validation and the editor need (no React, no client islands). */
export const definition = { name: 'VehicleDisclaimer', label: 'Disclaimer', category: 'vehicle', schema: vehicleDisclaimerSchema, defaults: vehicleDisclaimerDefaults, fields: vehicleDisclaimerFields } satisfies BlockMeta<typeof vehicleDisclaimerSchema>
