import { defineBlock } from '../types'
import { SalesCounter } from './Component'
import { definition } from './definition'

export const block = defineBlock({ ...definition, Component: SalesCounter })
