import { defineBlock } from '../types'
import { Columns } from './Component'
import { definition } from './definition'

export const block = defineBlock({ ...definition, Component: Columns })
