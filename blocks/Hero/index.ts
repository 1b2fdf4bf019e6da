import { defineBlock } from '../types'
import { Hero } from './Component'
import { definition } from './definition'

export const block = defineBlock({ ...definition, Component: Hero })
