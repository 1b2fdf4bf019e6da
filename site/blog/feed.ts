import { resolveSite } from '../tenancy/resolveSite'
import { hostFromParam } from '../tenancy/requireSite'
import { siteOrigin } from '../tenancy/siteOrigin'
import { loadPostCards } from './loadPosts'
import { rssXml } from './rss'

export const FEED_SIZE = 20

/** /blog/rss.xml of the site answering to the host: its 20 newest live posts; 404 for a site without posts. */
export async function blogFeed(params: Promise<{ host: string }>): Promise<Response> {
  const host = hostFromParam((await params).host)
  const site = await resolveSite(host)
  const posts = site ? await loadPostCards(site, { limit: FEED_SIZE }) : []
  if (!site || posts.length === 0) return new Response('Not found', { status: 404 })
  const xml = rssXml({ title: `${site.name} blog`, origin: siteOrigin(site, host), description: `News and advice from ${site.name}` }, posts)
  return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'public, max-age=600' } })
}
