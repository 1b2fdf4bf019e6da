import { defineBlock } from '../types'
import { VehicleUsedCheck } from './Component'
import { definition } from './definition'

export const block = defineBlock({ ...definition, Component: VehicleUsedCheck })
