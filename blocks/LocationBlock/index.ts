import { defineBlock } from '../types'
import { LocationBlock } from './Component'
import { definition } from './definition'

export const block = defineBlock({ ...definition, Component: LocationBlock })
