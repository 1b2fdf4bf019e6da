import type { BlockMeta } from '../types'
import { faqDefaults, faqFields, faqSchema } from './config'

/** The block without its component: what validation and the editor need (no React, no client islands). */
export const definition = { name: 'FAQ', label: 'FAQ accordion', category: 'content', schema: faqSchema, defaults: faqDefaults, fields: faqFields } satisfies BlockMeta<typeof faqSchema>
