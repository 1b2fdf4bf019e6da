import { defineBlock } from '../types'
import { FeatureBanner } from './Component'
import { definition } from './definition'

export const block = defineBlock({ ...definition, Component: FeatureBanner })
