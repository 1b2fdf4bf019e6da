import { defineBlock } from '../types'
import { InventorySummary } from './Component'
import { definition } from './definition'

export const block = defineBlock({ ...definition, Component: InventorySummary })
