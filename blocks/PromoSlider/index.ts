import { defineBlock } from '../types'
import { PromoSlider } from './Component'
import { definition } from './definition'

export const block = defineBlock({ ...definition, Component: PromoSlider })
