import { defineBlock } from '../types'
import { VehicleComments } from './Component'
import { definition } from './definition'

export const block = defineBlock({ ...definition, Component: VehicleComments })
