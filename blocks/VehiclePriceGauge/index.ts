import { defineBlock } from '../types'
import { VehiclePriceGauge } from './Component'
import { definition } from './definition'

export const block = defineBlock({ ...definition, Component: VehiclePriceGauge })
