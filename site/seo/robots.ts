import { resolveSite } from '../tenancy/resolveSite'
import { hostFromParam } from '../tenancy/requireSite'
import { siteOrigin } from '../tenancy/siteOrigin'

/** robots.txt of the site answering to the host; unknown hosts get a 404. */
export async function robotsTxt(params: Promise<{ host: string }>): Promise<Response> {
  const host = hostFromParam((await params).host)
  const site = await resolveSite(host)
  if (!site) return new Response('Not found', { status: 404 })
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', 'Disallow: /print', `Sitemap: ${siteOrigin(site, host)}/sitemap.xml`, ''].join('\n')
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } })
}
