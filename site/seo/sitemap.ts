import { loadSitemapPaths } from '../pages/loadPage'
import { resolveSite } from '../tenancy/resolveSite'
import { hostFromParam } from '../tenancy/requireSite'
import { siteOrigin } from '../tenancy/siteOrigin'

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** sitemap.xml of the site answering to the host: its published, indexable pages. */
export async function sitemapXml(params: Promise<{ host: string }>): Promise<Response> {
  const host = hostFromParam((await params).host)
  const site = await resolveSite(host)
  if (!site) return new Response('Not found', { status: 404 })
  const origin = siteOrigin(site, host)
  const urls = (await loadSitemapPaths(site.id))
    .map((p) => `  <url><loc>${escapeXml(origin + p.path)}</loc><lastmod>${p.updatedAt.slice(0, 10)}</lastmod></url>`)
    .join('\n')
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=600' } })
}
