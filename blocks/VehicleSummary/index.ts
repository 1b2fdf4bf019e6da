import { defineBlock } from '../types'
import { VehicleSummary } from './Component'
import { definition } from './definition'

export const block = defineBlock({ ...definition, Component: VehicleSummary })
