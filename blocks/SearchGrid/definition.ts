import type { BlockMeta } from '../types'
import { searchGridDefaults, searchGridFields, searchGridSchema } from './config'

/** The block without its component: what validation and the editor need (no React, no client islands). */
export const definition = { name: 'SearchGrid', label: 'Search results', category: 'inventory', schema: searchGridSchema, defaults: searchGridDefaults, fields: searchGridFields, interactive: true } satisfies BlockMeta<typeof searchGridSchema>
