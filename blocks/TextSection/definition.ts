import type { BlockMeta } from '../types'
import { textSectionDefaults, textSectionFields, textSectionSchema } from './config'

/** The block without its component: what validation and the editor need (no React, no client islands). */
export const definition = { name: 'TextSection', label: 'Text section', category: 'content', schema: textSectionSchema, defaults: textSectionDefaults, fields: textSectionFields } satisfies BlockMeta<typeof textSectionSchema>
