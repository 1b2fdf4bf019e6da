import { defineBlock } from '../types'
import { VehicleSimilarCars } from './Component'
import { definition } from './definition'

export const block = defineBlock({ ...definition, Component: VehicleSimilarCars })
