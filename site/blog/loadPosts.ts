import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { Post } from '../../payload-types'
import { cached } from '../cache/cached'
import { tags } from '../cache/tags'
import { loadMediaImage, type MediaImage } from '../media/loadMediaImage'
import { getPayloadClient } from '../payload'
import { blogCategories, excerptOf } from '../rules/blog'
import type { SiteView } from '../tenancy/siteView'
import { plainTextOf } from './lexicalText'

export type PostCard = {
  id: number
  slug: string
  title: string
  category: string
  categorySlug: string | null
  author: string
  publishedAt: string
  excerpt: string
  heroImageId: number | null
}

export type PostView = PostCard & { html: string; meta: { title: string | null; description: string | null; noIndex: boolean } }

const isEditorState = (value: unknown): value is SerializedEditorState => typeof value === 'object' && value !== null && 'root' in value

/** A post document as the pages show it (category slug from the site's current categories). */
function toPostView(doc: Post, categories: readonly string[]): PostView {
  const text = plainTextOf(doc.content)
  return {
    id: doc.id,
    slug: doc.slug,
    title: doc.title,
    category: doc.category,
    categorySlug: blogCategories(categories).find((c) => c.name === doc.category)?.slug ?? null,
    author: doc.author,
    publishedAt: doc.publishedAt,
    excerpt: doc.excerpt?.trim() || excerptOf(text),
    heroImageId: typeof doc.heroImage === 'object' ? (doc.heroImage?.id ?? null) : (doc.heroImage ?? null),
    html: isEditorState(doc.content) ? convertLexicalToHTML({ data: doc.content }) : '',
    meta: { title: doc.meta?.title ?? null, description: doc.meta?.description ?? null, noIndex: Boolean(doc.meta?.noIndex) },
  }
}

/**
 * The site's published posts whose date has come, newest first (a visitor's access). Cached per
 * site under the posts tag and for 5 minutes at most, so a scheduled post appears within minutes.
 */
export function loadPosts(site: SiteView): Promise<PostView[]> {
  return cached(
    async () => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({ collection: 'posts', where: { site: { equals: site.id } }, sort: '-publishedAt', limit: 500, depth: 0, overrideAccess: false })
      return docs.map((doc) => toPostView(doc, site.config.blog.categories))
    },
    ['posts', String(site.id)],
    { tags: [tags.site(site.id), tags.posts(site.id)], revalidate: 300 },
  )()
}

export const toCard = ({ html: _html, meta: _meta, ...card }: PostView): PostCard => card

export async function loadPostCards(site: SiteView, filter: { categorySlug?: string; limit?: number } = {}): Promise<PostCard[]> {
  const posts = (await loadPosts(site)).filter((p) => !filter.categorySlug || p.categorySlug === filter.categorySlug)
  return posts.slice(0, filter.limit ?? posts.length).map(toCard)
}

export const loadPost = async (site: SiteView, slug: string): Promise<PostView | null> => (await loadPosts(site)).find((p) => p.slug === slug) ?? null

export const siteHasPosts = async (site: SiteView): Promise<boolean> => (await loadPosts(site)).length > 0

export const heroImageOf = (site: SiteView, post: PostCard): Promise<MediaImage | null> => (post.heroImageId ? loadMediaImage(site.id, post.heroImageId) : Promise.resolve(null))
