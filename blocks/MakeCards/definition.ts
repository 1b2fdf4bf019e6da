import type { BlockMeta } from '../types'
import { makeCardsDefaults, makeCardsFields, makeCardsSchema } from './config'

/** The block without its component: what validation and the editor need (no React, no client islands). */
export const definition = { name: 'MakeCards', label: 'Make or body cards', category: 'inventory', schema: makeCardsSchema, defaults: makeCardsDefaults, fields: makeCardsFields } satisfies BlockMeta<typeof makeCardsSchema>
