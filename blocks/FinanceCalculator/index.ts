import { defineBlock } from '../types'
import { FinanceCalculator } from './Component'
import { definition } from './definition'

export const block = defineBlock({ ...definition, Component: FinanceCalculator })
