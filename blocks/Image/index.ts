import { defineBlock } from '../types'
import { Image } from './Component'
import { definition } from './definition'

export const block = defineBlock({ ...definition, Component: Image })
