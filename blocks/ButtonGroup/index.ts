import { defineBlock } from '../types'
import { ButtonGroup } from './Component'
import { definition } from './definition'

export const block = defineBlock({ ...definition, Component: ButtonGroup })
