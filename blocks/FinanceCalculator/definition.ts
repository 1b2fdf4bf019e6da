import type { BlockMeta } from '../types'
import { financeCalculatorDefaults, financeCalculatorFields, financeCalculatorSchema } from './config'

/** The block without its component: what validation and the editor need (no React, no client islands). */
export const definition = { name: 'FinanceCalculator', label: 'Finance calculator', category: 'finance', schema: financeCalculatorSchema, defaults: financeCalculatorDefaults, fields: financeCalculatorFields, interactive: true } satisfies BlockMeta<typeof financeCalculatorSchema>
