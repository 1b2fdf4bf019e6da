import { defineBlock } from '../types'
import { VehicleSpecifications } from './Component'
import { definition } from './definition'

export const block = defineBlock({ ...definition, Component: VehicleSpecifications })
