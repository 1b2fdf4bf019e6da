import { defineBlock } from '../types'
import { VehicleMedia } from './Component'
import { definition } from './definition'

export const block = defineBlock({ ...definition, Component: VehicleMedia })
