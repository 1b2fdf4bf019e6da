import { defineBlock } from '../types'
import { VehicleDetail } from './Component'
import { definition } from './definition'

export const block = defineBlock({ ...definition, Component: VehicleDetail })
