import type { BlockMeta } from '../types'
import { inventorySummaryDefaults, inventorySummaryFields, inventorySummarySchema } from './config'

/** The block without its component: what validation and the editor need (no React, no client islands). */
export const definition = { name: 'InventorySummary', label: 'Stock summary', category: 'inventory', schema: inventorySummarySchema, defaults: inventorySummaryDefaults, fields: inventorySummaryFields } satisfies BlockMeta<typeof inventorySummarySchema>
