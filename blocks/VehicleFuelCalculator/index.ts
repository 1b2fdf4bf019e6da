import { defineBlock } from '../types'
import { VehicleFuelCalculator } from './Component'
import { definition } from './definition'

export const block = defineBlock({ ...definition, Component: VehicleFuelCalculator })
