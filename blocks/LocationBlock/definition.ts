import type { BlockMeta } from '../types'
import { locationBlockDefaults, locationBlockFields, locationBlockSchema } from './config'

/** The block without its component: what validation and the editor need (no React, no client islands). */
export const definition = { name: 'LocationBlock', label: 'Locations', category: 'dealer', schema: locationBlockSchema, defaults: locationBlockDefaults, fields: locationBlockFields, interactive: true } satisfies BlockMeta<typeof locationBlockSchema>
