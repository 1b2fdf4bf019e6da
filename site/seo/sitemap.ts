import { loadPosts } from '../blog/loadPosts'
import { loadBrandPages } from '../brands/loadBrands'
import { loadLocationCards } from '../locations/loadLocationCards'
import { loadSitePages } from '../pages/loadSitePages'
import { loadSitemapPaths } from '../pages/sitemapPaths'
import { loadReviews } from '../reviews/loadReviews'
import { blogCategories } from '../rules/blog'
import { locationPath } from '../rules/locationPath'
import { REVIEWS_PATH } from '../rules/reviews'
import { SITE_PAGE_PATHS, type SitePageId } from '../rules/sitePages'
import type { SiteView } from '../tenancy/siteView'
import { resolveSite } from '../tenancy/resolveSite'
import { hostFromParam } from '../tenancy/requireSite'
import { siteOrigin } from '../tenancy/siteOrigin'

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

type SitemapEntry = { path: string; updatedAt: string | null }

/** The informational pages of site/rules/sitePages.ts (the content page /spin-to-win is among the published pages). */
const INDEXED_PAGES: readonly SitePageId[] = ['dealerLocator', 'brands', 'financeAndInsurance']

/**
 * Every indexable URL of the site: published pages, location pages, brand pages (`brand.brandPages`
 * with a record behind them), the informational pages the site has (site/rules/sitePages.ts; the
 * payment page is behind sign-in, so not listed), the reviews page when the site shows reviews, then
 * the blog (its categories with posts and its posts).
 */
async function sitemapEntries(site: SiteView): Promise<SitemapEntry[]> {
  const pages = await loadSitemapPaths(site.id)
  const locations = (await loadLocationCards(site)).map((l) => ({ path: locationPath(site.config.navigation.paths.location, l.slug), updatedAt: null }))
  const posts = (await loadPosts(site)).filter((p) => !p.meta.noIndex)
  const categories = blogCategories(site.config.blog.categories).filter((c) => posts.some((p) => p.categorySlug === c.slug))
  const blog = posts.length
    ? [{ path: '/blog', updatedAt: posts[0]!.publishedAt }, ...categories.map((c) => ({ path: `/blog/${c.slug}`, updatedAt: null })), ...posts.map((p) => ({ path: `/blog/${p.slug}`, updatedAt: p.publishedAt }))]
    : []
  const brands = (await loadBrandPages(site)).map((b) => ({ path: b.path, updatedAt: null }))
  const reviews = (await loadReviews(site)).reviews.length ? [{ path: REVIEWS_PATH, updatedAt: null }] : []
  const offered = await loadSitePages(site)
  const info = INDEXED_PAGES.filter((id) => offered[id]).map((id) => ({ path: SITE_PAGE_PATHS[id], updatedAt: null }))
  return [...pages, ...locations, ...brands, ...info, ...reviews, ...blog]
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
