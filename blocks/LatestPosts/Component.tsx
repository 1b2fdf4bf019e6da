import { Link } from '../../site/components/Link'
import type { z } from 'zod'
import { PostGrid } from '../../site/components/blog/BlogViews'
import { loadPostCards } from '../../site/blog/loadPosts'
import { blogCategories } from '../../site/rules/blog'
import type { RenderContext } from '../types'
import type { latestPostsSchema } from './config'

type Props = z.output<typeof latestPostsSchema> & { context: RenderContext }

/** The site's newest live posts with a link to the blog; nothing at all when there are none (no link to an empty blog). */
export async function LatestPosts({ heading, count, category, context }: Props) {
  const { site } = context
  const categorySlug = category ? (blogCategories([category])[0]?.slug ?? '') : undefined
  const posts = await loadPostCards(site, { categorySlug, limit: count })
  if (posts.length === 0) return null
  return (
    <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="latest-posts-heading" data-testid="latest-posts">
      <h2 id="latest-posts-heading" className="text-2xl font-bold">{heading}</h2>
      <PostGrid site={site} posts={posts} headingLevel="h3" />
      <p className="mt-6"><Link className="font-semibold text-brand-dark underline" href="/blog">All posts</Link></p>
    </section>
  )
}
