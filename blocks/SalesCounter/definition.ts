import type { BlockMeta } from '../types'
import { salesCounterDefaults, salesCounterFields, salesCounterSchema } from './config'

/** The block without its component: what validation and the editor need (no React, no client islands). */
export const definition = { name: 'SalesCounter', label: 'Sales counter', category: 'dealer', schema: salesCounterSchema, defaults: salesCounterDefaults, fields: salesCounterFields, interactive: true } satisfies BlockMeta<typeof salesCounterSchema>
