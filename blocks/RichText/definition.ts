import type { BlockMeta } from '../types'
import { richTextDefaults, richTextFields, richTextSchema } from './config'

/** The block without its component: what validation and the editor need (no React, no client islands). */
export const definition = { name: 'RichText', label: 'Rich text', category: 'content', schema: richTextSchema, defaults: richTextDefaults, fields: richTextFields } satisfies BlockMeta<typeof richTextSchema>
