import { defineBlock } from '../types'
import { VehicleDetailTabs } from './Component'
import { definition } from './definition'

export const block = defineBlock({ ...definition, Component: VehicleDetailTabs })
