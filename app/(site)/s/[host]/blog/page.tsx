import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { BlogList } from '@/site/components/blog/BlogViews'
import { blogMetadata, loadBlogRoute } from '@/site/blog/blogRoute'
import { requireSite } from '@/site/tenancy/requireSite'

type Props = { params: Promise<{ host: string }> }

/** Cached (ISR) like the CMS pages: expired by its loaders' tags or after 5 minutes; reads no request data. */
export const dynamic = 'force-static'
export const revalidate = 300
export async function generateStaticParams(): Promise<Array<{ host: string }>> {
  return []
}

async function route(params: Props['params']) {
  const site = await requireSite(params)
  return { site, blog: await loadBlogRoute(site, (await params).host, null) }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, blog } = await route(params)
  return blogMetadata(site, blog)
}

/** /blog: every post, newest first; a site without posts has no blog (404). */
export default async function BlogIndexPage({ params }: Props) {
  const { site, blog } = await route(params)
  if (blog.kind !== 'list') notFound()
  return <BlogList site={site} title={blog.title} posts={blog.posts} allPosts={blog.allPosts} current={null} />
}
