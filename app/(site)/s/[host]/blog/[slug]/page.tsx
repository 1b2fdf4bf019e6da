import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { BlogList, PostArticle } from '@/site/components/blog/BlogViews'
import { blogMetadata, loadBlogRoute, postJsonLd } from '@/site/blog/blogRoute'
import { siteAndSlug } from '@/site/tenancy/requireSite'
import { jsonForScript } from '@/site/vehicles/vehicleJsonLd'

type Props = { params: Promise<{ host: string; slug: string }> }

/** Cached (ISR) like the CMS pages: expired by its loaders' tags or after 5 minutes; reads no request data. */
export const dynamic = 'force-static'
export const revalidate = 300
export async function generateStaticParams(): Promise<Array<{ host: string; slug: string }>> {
  return []
}

async function route(params: Props['params']) {
  const { site, slug } = await siteAndSlug(params, 'slug')
  return { site, blog: slug ? await loadBlogRoute(site, (await params).host, slug) : ({ kind: 'none' } as const) }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, blog } = await route(params)
  return blogMetadata(site, blog)
}

/** /blog/{category} lists a category's posts; /blog/{slug} is a post (a post may not take a category's slug). */
export default async function BlogSlugPage({ params }: Props) {
  const { site, blog } = await route(params)
  if (blog.kind === 'none') notFound()
  if (blog.kind === 'list') return <BlogList site={site} title={blog.title} posts={blog.posts} allPosts={blog.allPosts} current={blog.categorySlug} />
  return <PostArticle site={site} post={blog.post} jsonLd={jsonForScript(postJsonLd(site, blog.post, blog.origin))} />
}
