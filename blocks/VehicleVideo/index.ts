import { defineBlock } from '../types'
import { VehicleVideo } from './Component'
import { definition } from './definition'

export const block = defineBlock({ ...definition, Component: VehicleVideo })
