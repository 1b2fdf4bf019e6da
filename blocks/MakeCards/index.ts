import { defineBlock } from '../types'
import { MakeCards } from './Component'
import { definition } from './definition'

export const block = defineBlock({ ...definition, Component: MakeCards })
