import { defineBlock } from '../types'
import { VehicleDisclaimer } from './Component'
import { definition } from './definition'

export const block = defineBlock({ ...definition, Component: VehicleDisclaimer })
