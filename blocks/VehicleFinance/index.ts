import { defineBlock } from '../types'
import { VehicleFinance } from './Component'
import { definition } from './definition'

export const block = defineBlock({ ...definition, Component: VehicleFinance })
