import type { BlockMeta } from '../types'
import { imageDefaults, imageFields, imageSchema } from './config'

/** The block without its component: what validation and the editor need (no React, no client islands). */
export const definition = { name: 'Image', label: 'Image', category: 'content', schema: imageSchema, defaults: imageDefaults, fields: imageFields } satisfies BlockMeta<typeof imageSchema>
