import type { BlockMeta } from '../types'
import { locationListDefaults, locationListFields, locationListSchema } from './config'

/** The block without its component: what validation and the editor need (no React, no client islands). */
export const definition = { name: 'LocationList', label: 'Location list', category: 'dealer', schema: locationListSchema, defaults: locationListDefaults, fields: locationListFields } satisfies BlockMeta<typeof locationListSchema>
