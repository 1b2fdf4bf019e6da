import { defineBlock } from '../types'
import { VehicleBreadcrumb } from './Component'
import { definition } from './definition'

export const block = defineBlock({ ...definition, Component: VehicleBreadcrumb })
