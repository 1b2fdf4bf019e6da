import { z } from 'zod'
import type { PuckField } from '../types'

/** The newest posts of the site's blog, optionally of one category (issue 15 item 3). */
export const latestPostsSchema = z.object({
  heading: z.string().trim().min(1, 'Heading is required').max(120).default('Latest news'),
  count: z.number().int().min(1, 'Show at least 1 post').max(12, 'Show at most 12 posts').default(3),
  /** A category name from the site's blog.categories; empty = every category. */
  category: z.string().trim().max(80).default(''),
})

export const latestPostsDefaults: z.input<typeof latestPostsSchema> = { heading: 'Latest news', count: 3, category: '' }

export const latestPostsFields: Record<string, PuckField> = {
  heading: { type: 'text', label: 'Heading' },
  count: { type: 'number', label: 'Number of posts', min: 1, max: 12 },
  category: { type: 'text', label: 'Category (empty for all)' },
}
