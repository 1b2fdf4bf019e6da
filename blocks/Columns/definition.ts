import type { BlockMeta } from '../types'
import { columnsDefaults, columnsFields, columnsSchema } from './config'

/** The block without its component: what validation and the editor need (no React, no client islands). */
export const definition = { name: 'Columns', label: 'Columns', category: 'content', schema: columnsSchema, defaults: columnsDefaults, fields: columnsFields } satisfies BlockMeta<typeof columnsSchema>
