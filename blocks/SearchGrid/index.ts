import { defineBlock } from '../types'
import { SearchGrid } from './Component'
import { definition } from './definition'

export const block = defineBlock({ ...definition, Component: SearchGrid })
