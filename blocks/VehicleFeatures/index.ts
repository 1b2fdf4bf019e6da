import { defineBlock } from '../types'
import { VehicleFeatures } from './Component'
import { definition } from './definition'

export const block = defineBlock({ ...definition, Component: VehicleFeatures })
