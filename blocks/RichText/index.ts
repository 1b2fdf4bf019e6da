import { defineBlock } from '../types'
import { RichText } from './Component'
import { definition } from './definition'

export const block = defineBlock({ ...definition, Component: RichText })
