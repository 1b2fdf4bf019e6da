import { defineBlock } from '../types'
import { TextSection } from './Component'
import { definition } from './definition'

export const block = defineBlock({ ...definition, Component: TextSection })
