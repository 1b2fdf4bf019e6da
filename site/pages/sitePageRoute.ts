/**
 * The routes of the informational and payment pages (site/rules/sitePages.ts): the site, or the
 * 404 page where the site does not have the page; and their metadata.
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { SITE_PAGE_PATHS, type SitePageId } from '../rules/sitePages'
import { notFoundMetadata, routeOrigin, shopperPageMetadata } from '../seo/pageMetadata'
import { requireSite } from '../tenancy/requireSite'
import type { SiteView } from '../tenancy/siteView'
import { loadSitePages } from './loadSitePages'

/** The site when it has page `id`; the 404 page otherwise. */
export async function requireSitePage(params: Promise<{ host: string }>, id: SitePageId): Promise<SiteView> {
  const site = await requireSite(params)
  if (!(await loadSitePages(site))[id]) notFound()
  return site
}

/** Title, description and canonical of page `id`; the not-found title where the site does not have it. */
export async function sitePageMetadata(params: Promise<{ host: string }>, id: SitePageId, text: (site: SiteView) => { title: string; description: string }): Promise<Metadata> {
  const site = await requireSite(params)
  if (!(await loadSitePages(site))[id]) return notFoundMetadata(site)
  const { title, description } = text(site)
  return shopperPageMetadata(routeOrigin(site, (await params).host), { title: `${title} | ${site.name}`, description, path: SITE_PAGE_PATHS[id] })
}
