/**
 * Blog rules (issue 15 item 3; variants `blog.categories`): category slugs, post slugs, the public
 * window of a post, and excerpts. A category and a post share the `/blog/{slug}` address, so a post
 * may not take a category's slug.
 */
import { slugify } from './searchUrl'

export const POST_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const POST_SLUG_MESSAGE = 'Use lower-case letters, digits and single dashes, e.g. winter-driving-tips'
export const EXCERPT_LENGTH = 200

export type BlogCategory = { name: string; slug: string }

/** The site's categories with their `/blog/{slug}` slugs, in configured order; names that slug the same keep the first. */
export function blogCategories(names: readonly string[]): BlogCategory[] {
  const seen = new Set<string>()
  return names.flatMap((name) => {
    const slug = slugify(name)
    if (!slug || seen.has(slug)) return []
    seen.add(slug)
    return [{ name, slug }]
  })
}

export const categoryBySlug = (names: readonly string[], slug: string): BlogCategory | null => blogCategories(names).find((c) => c.slug === slug) ?? null

/** Why a post slug cannot be used on a site, or null when it can. */
export function postSlugProblem(slug: string, categoryNames: readonly string[]): string | null {
  if (!POST_SLUG_PATTERN.test(slug)) return POST_SLUG_MESSAGE
  if (blogCategories(categoryNames).some((c) => c.slug === slug)) return `The blog category ${slug} uses this address; choose another slug.`
  return null
}

/** A published post shows from its publish date on (a later date schedules it). */
export const isPostLive = (publishedAt: string | null | undefined, now: Date): boolean => {
  const at = publishedAt ? Date.parse(publishedAt) : Number.NaN
  return Number.isFinite(at) && at <= now.getTime()
}

/** The first `length` characters of the text, cut at a word with an ellipsis. */
export function excerptOf(text: string, length = EXCERPT_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= length) return clean
  const cut = clean.slice(0, length)
  const space = cut.lastIndexOf(' ')
  return `${(space > length / 2 ? cut.slice(0, space) : cut).replace(/[,.;:!?-]+$/, '')}…`
}

/** A post as the category cards read it: its category's slug (null when not a current category) and date. */
export type CategorisedPost = { categorySlug: string | null; publishedAt: string }

/** A category card of /blog (FIN §2.1 Blog: category cards; href, heading, image, description, date): its newest post stands for it. */
export type CategoryCard<P extends CategorisedPost> = BlogCategory & { href: string; count: number; latest: P }

/**
 * The category cards of the blog's front page (FIN §2.1): each configured category that has posts,
 * in configured order, with its post count and newest post (`posts` come newest first). A category
 * without posts gets no card: its page would be empty (the route answers 404).
 */
export function categoryCards<P extends CategorisedPost>(names: readonly string[], posts: readonly P[]): Array<CategoryCard<P>> {
  return blogCategories(names).flatMap((category) => {
    const mine = posts.filter((p) => p.categorySlug === category.slug)
    const latest = mine.reduce<P | undefined>((newest, p) => (!newest || Date.parse(p.publishedAt) > Date.parse(newest.publishedAt) ? p : newest), undefined)
    return latest ? [{ ...category, href: `/blog/${category.slug}`, count: mine.length, latest }] : []
  })
}
