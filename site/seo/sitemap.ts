import { loadLocationCards } from '../locations/loadLocationCards'
import { loadSitemapPaths } from '../pages/loadPage'
import { locationPath } from '../rules/locationPath'
import type { SiteView } from '../tenancy/siteView'
import { resolveSite } from '../tenancy/resolveSite'
import { hostFromParam } from '../tenancy/requireSite'
import { siteOrigin } from '../tenancy/siteOrigin'

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

type SitemapEntry = { path: string; updatedAt: string | null }

/** Every indexable URL of the site: published pages, then location pages. */
async function sitemapEntries(site: SiteView): Promise<SitemapEntry[]> {
  const pages = await loadSitemapPaths(site.id)
  const locations = (await loadLocationCards(site)).map((l) => ({ path: locationPath(site.config.navigation.paths.location, l.slug), updatedAt: null }))
  return [...pages, ...locations]
}

const urlXml = (origin: string, e: SitemapEntry) =>
  `  <url><loc>${escapeXml(origin + e.path)}</loc>${e.updatedAt ? `<lastmod>${e.updatedAt.slice(0, 10)}</lastmod>` : ''}</url>`

/** sitemap.xml of the site answering to the host: its published, indexable pages. */
export async function sitemapXml(params: Promise<{ host: string }>): Promise<Response> {
  const host = hostFromParam((await params).host)
  const site = await resolveSite(host)
  if (!site) return new Response('Not found', { status: 404 })
  const origin = siteOrigin(site, host)
  const urls = (await sitemapEntries(site)).map((e) => urlXml(origin, e)).join('\n')
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=600' } })
}
