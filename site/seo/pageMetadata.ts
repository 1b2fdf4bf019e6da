/**
 * The metadata every shopper page carries: its title, a description, and a canonical URL that is
 * absolute on the site's own origin (issue 16, finding 12: never the Host header's). Lighthouse's
 * SEO audit fails a page without a description or with a relative canonical; the location, blog,
 * brand and model pages had one or both missing.
 */
import type { Metadata } from 'next'
import { hostFromParam } from '../tenancy/requireSite'
import { siteOrigin } from '../tenancy/siteOrigin'
import type { SiteView } from '../tenancy/siteView'

export type PageMeta = {
  title: string
  description: string
  /** The page's own path (and query, where the query makes it a page of its own), from the site root. */
  path: string
}

/** The site's public origin for a route's `[host]` parameter. */
export const routeOrigin = (site: SiteView, hostParam: string): string => siteOrigin(site, hostFromParam(hostParam))

export function shopperPageMetadata(origin: string, { title, description, path }: PageMeta): Metadata {
  return { metadataBase: new URL(origin), title, description, alternates: { canonical: path }, openGraph: { title, description, type: 'website', locale: 'en_AU' } }
}

/** The title of a page the site does not have (its body is the 404 page). */
export const notFoundMetadata = (site: SiteView): Metadata => ({ title: `Page not found | ${site.name}` })
