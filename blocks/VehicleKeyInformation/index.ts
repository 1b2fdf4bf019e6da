import { defineBlock } from '../types'
import { VehicleKeyInformation } from './Component'
import { definition } from './definition'

export const block = defineBlock({ ...definition, Component: VehicleKeyInformation })
