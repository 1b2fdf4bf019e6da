import { defineBlock } from '../types'
import { LocationList } from './Component'
import { definition } from './definition'

export const block = defineBlock({ ...definition, Component: LocationList })
