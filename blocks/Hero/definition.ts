import type { BlockMeta } from '../types'
import { heroDefaults, heroFields, heroSchema } from './config'

/** The block without its component: what validation and the editor need (no React, no client islands). */
export const definition = { name: 'Hero', label: 'Hero', category: 'hero', schema: heroSchema, defaults: heroDefaults, fields: heroFields } satisfies BlockMeta<typeof heroSchema>
