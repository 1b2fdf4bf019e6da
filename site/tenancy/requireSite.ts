import { notFound } from 'next/navigation'
import { cache } from 'react'
import { decodeParam } from '../http/decodeParam'
import { loadPagePaths } from '../pages/sitemapPaths'
import { withReachableLinks } from './reachableLinks'
import { resolveSite } from './resolveSite'
import type { SiteView } from './siteView'

/** The proxy passes the request host as the first segment (see proxy.ts). */
export const hostFromParam = (param: string): string => decodeParam(param) ?? ''

/** Once per render: the site, with the dealer's links that reach no page of it left out. */
const resolveOnce = cache(async (host: string): Promise<SiteView | null> => {
  const site = await resolveSite(host)
  return site ? withReachableLinks(site, new Set(await loadPagePaths(site.id))) : null
})

/** The site for the route's host, or null when no site claims it. */
export async function siteForParams(params: Promise<{ host: string }>): Promise<SiteView | null> {
  const { host } = await params
  return resolveOnce(hostFromParam(host))
}

/** The site for the route's host, or the 404 ("site not found") response. */
export async function requireSite(params: Promise<{ host: string }>): Promise<SiteView> {
  const site = await siteForParams(params)
  if (!site) notFound()
  return site
}

/** The site for the route's host and its `segment` parameter decoded once (null when malformed: the page answers 404). */
export async function siteAndSlug<K extends string>(params: Promise<{ host: string } & Record<K, string>>, segment: K): Promise<{ site: SiteView; slug: string | null }> {
  const site = await requireSite(params)
  return { site, slug: decodeParam((await params)[segment]) }
}
