import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { decodeParam } from '../site/http/decodeParam'
import { notFoundMetadata, routeOrigin } from '../site/seo/pageMetadata'
import { requireSite } from '../site/tenancy/requireSite'
import type { SiteView } from '../site/tenancy/siteView'
import { loadDraftPage, loadPage, type PageView } from './loadPage'

export type PageRoute = { site: SiteView; page: PageView | null; origin: string; preview: boolean; path: string }

/** Turns the catch-all segments into a page path ("/" for the home page) and loads it. */
export async function loadPageForRoute(params: Promise<{ host: string; path?: string[] }>): Promise<PageRoute> {
  const site = await requireSite(params)
  const { path, host } = await params
  const segments = (path ?? []).map(decodeParam)
  const pagePath = '/' + segments.map((p) => (p ?? '').toLowerCase()).join('/')
  // Draft mode reaches a page only on the host its preview link was opened on (proxy.ts).
  const preview = (await draftMode()).isEnabled
  const page = segments.includes(null) ? null : preview ? await loadDraftPage(site.id, pagePath) : await loadPage(site.id, pagePath)
  return { site, page, origin: routeOrigin(site, host), preview, path: pagePath }
}

export function pageMetadata({ site, page, origin }: PageRoute): Metadata {
  if (!page) return notFoundMetadata(site)
  const title = page.meta.title ?? (page.path === '/' ? site.name : `${page.title} | ${site.name}`)
  return {
    metadataBase: new URL(origin),
    title,
    // every page has a description (Lighthouse SEO); editors write their own in the page's SEO fields
    description: page.meta.description ?? `${page.title} at ${site.name}.`,
    alternates: { canonical: page.path },
    robots: page.meta.noIndex ? { index: false, follow: true } : undefined,
    openGraph: { title, siteName: site.name, type: 'website', locale: 'en_AU' },
  }
}
