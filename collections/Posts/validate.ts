import type { PayloadRequest, TextFieldSingleValidation } from 'payload'
import { safeParseStoredConfig } from '../../site/config/siteConfig'
import { DEFAULT_BLOG_CATEGORIES } from '../../site/config/sections/navigation'
import { postSlugProblem } from '../../site/rules/blog'
import { relationId } from '../revalidateHooks'
import { unusedInSite } from '../unusedInSite'

/** The site's `blog.categories` (the defaults when the site or its settings cannot be read). */
async function categoriesOf(req: PayloadRequest, site: number | null): Promise<readonly string[]> {
  if (site === null) return DEFAULT_BLOG_CATEGORIES
  // System read: only the site's blog settings are used, to check the value submitted.
  const doc = await req.payload.findByID({ collection: 'sites', id: site, depth: 0, overrideAccess: true, req, select: { config: true } }).catch(() => null)
  const parsed = safeParseStoredConfig(doc?.config ?? {})
  return parsed.ok ? parsed.config.blog.categories : DEFAULT_BLOG_CATEGORIES
}

const siteOf = (data: unknown) => relationId((data as { site?: unknown } | undefined)?.site)

/** A category is one of the post's site's `blog.categories`. */
export const validateCategory: TextFieldSingleValidation = async (value, { req, data }) => {
  if (value === null || value === undefined || value === '') return 'Choose a category.'
  const categories = await categoriesOf(req, siteOf(data))
  return categories.includes(value) ? true : `Choose one of this site's blog categories: ${categories.join(', ')}.`
}

/** Slugs are lower-case kebab, unique within the site, and not a category's slug (both live at /blog/{slug}). */
export const validatePostSlug: TextFieldSingleValidation = async (value, { req, data, id }) => {
  if (value === null || value === undefined || value === '') return 'Enter a slug.'
  const site = siteOf(data)
  const problem = postSlugProblem(value, await categoriesOf(req, site))
  if (problem) return problem
  return (await unusedInSite({ collection: 'posts', field: 'slug', value, data, id, req })) ? true : `Another post of this site already uses the slug ${value}.`
}
