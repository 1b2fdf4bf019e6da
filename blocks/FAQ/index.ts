import { defineBlock } from '../types'
import { FAQ } from './Component'
import { definition } from './definition'

export const block = defineBlock({ ...definition, Component: FAQ })
