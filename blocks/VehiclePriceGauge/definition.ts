import type { BlockMeta } from '../types'
import { vehiclePriceGaugeDefaults, vehiclePriceGaugeFields, vehiclePriceGaugeSchema } from './config'

/** The block without its component: what validation and the editor need (no React, no client islands). */
export const definition = { name: 'VehiclePriceGauge', label: 'Price gauge', category: 'vehicle', schema: vehiclePriceGaugeSchema, defaults: vehiclePriceGaugeDefaults, fields: vehiclePriceGaugeFields } satisfies BlockMeta<typeof vehiclePriceGaugeSchema>
