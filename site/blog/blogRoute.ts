import type { Metadata } from 'next'
import { categoryBySlug } from '../rules/blog'
import { notFoundMetadata, routeOrigin } from '../seo/pageMetadata'
import type { SiteView } from '../tenancy/siteView'
import { loadPosts, toCard, type PostCard, type PostView } from './loadPosts'

export type BlogRoute =
  | { kind: 'none' }
  | { kind: 'list'; title: string; categorySlug: string | null; posts: PostCard[]; allPosts: PostCard[]; origin: string }
  | { kind: 'post'; post: PostView; origin: string }

/** What /blog (slug null) or /blog/{slug} shows: a list (all, or a category that has posts), a post, or nothing (404). */
export async function loadBlogRoute(site: SiteView, host: string, slug: string | null): Promise<BlogRoute> {
  const posts = await loadPosts(site)
  const allPosts = posts.map(toCard)
  if (allPosts.length === 0) return { kind: 'none' }
  const origin = routeOrigin(site, host)
  if (slug === null) return { kind: 'list', title: `${site.name} blog`, categorySlug: null, posts: allPosts, allPosts, origin }
  const category = categoryBySlug(site.config.blog.categories, slug)
  if (category) {
    const inCategory = allPosts.filter((p) => p.categorySlug === category.slug)
    return inCategory.length ? { kind: 'list', title: category.name, categorySlug: category.slug, posts: inCategory, allPosts, origin } : { kind: 'none' }
  }
  const post = posts.find((p) => p.slug === slug)
  return post ? { kind: 'post', post, origin } : { kind: 'none' }
}

/** Title, description and an absolute canonical on the site's own origin (issue 16, finding 12). */
export function blogMetadata(site: SiteView, route: BlogRoute): Metadata {
  if (route.kind === 'none') return notFoundMetadata(site)
  const rss = { types: { 'application/rss+xml': [{ url: '/blog/rss.xml', title: `${site.name} blog` }] } }
  const metadataBase = new URL(route.origin)
  if (route.kind === 'list') {
    const about = route.categorySlug ? `${route.title} articles` : 'News, reviews and advice'
    return {
      metadataBase,
      title: `${route.title} | ${site.name}`,
      description: `${about} from ${site.name}: ${route.posts.length} ${route.posts.length === 1 ? 'post' : 'posts'}, newest first.`,
      alternates: { canonical: route.categorySlug ? `/blog/${route.categorySlug}` : '/blog', ...rss },
    }
  }
  const { post } = route
  return {
    metadataBase,
    title: `${post.meta.title ?? post.title} | ${site.name}`,
    description: post.meta.description ?? post.excerpt,
    alternates: { canonical: `/blog/${post.slug}`, ...rss },
    robots: post.meta.noIndex ? { index: false, follow: true } : undefined,
    openGraph: { title: post.meta.title ?? post.title, type: 'article', publishedTime: post.publishedAt, siteName: site.name, locale: 'en_AU' },
  }
}

/** schema.org BlogPosting of a post. */
export const postJsonLd = (site: SiteView, post: PostView, origin: string) => ({
  '@context': 'https://schema.org',
  '@type': 'BlogPosting',
  headline: post.title,
  datePublished: post.publishedAt,
  author: { '@type': 'Person', name: post.author },
  publisher: { '@type': 'Organization', name: site.name },
  articleSection: post.category,
  description: post.meta.description ?? post.excerpt,
  url: `${origin}/blog/${encodeURIComponent(post.slug)}`,
})
