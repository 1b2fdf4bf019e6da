import type { BlockMeta } from '../types'
import { buttonGroupDefaults, buttonGroupFields, buttonGroupSchema } from './config'

/** The block without its component: what validation and the editor need (no React, no client islands). */
export const definition = { name: 'ButtonGroup', label: 'Buttons', category: 'content', schema: buttonGroupSchema, defaults: buttonGroupDefaults, fields: buttonGroupFields } satisfies BlockMeta<typeof buttonGroupSchema>
