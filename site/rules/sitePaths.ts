/**
 * Whether a link a dealer typed (navigation links, the stock search path, the service booking
 * address, a brand's menu, quick links, footer and buttons) reaches a page of the site: "no button
 * or link leads to a 404". A site's pages are its app routes (the table below, the tree of
 * app/(site)/s/[host], checked by tests/unit/rules/sitePaths.test.ts), its published CMS pages
 * (each at its path, the configured `navigation.paths.*` among them) and its location pages at
 * `navigation.paths.location`.
 *
 * Not in the specs (decided here): an address of another site, mailto:, tel: and the platform's
 * own paths (/api, /admin, assets) are not judged; a route with a data segment (a car, a model, a
 * blog post) counts as a page, as its data is not the link's to know.
 */

/** The app routes of a site besides the CMS catch-all, as directories of app/(site)/s/[host]. */
export const SITE_ROUTES = [
  '/[model]/accessories',
  '/[model]/overview',
  '/blog',
  '/blog/[slug]',
  '/blog/rss.xml',
  '/brands',
  '/cars/[slug]',
  '/cars/[slug]/autogauge',
  '/cars/[slug]/buy-online',
  '/cars/[slug]/checkout',
  '/cars/[slug]/checkout/confirmation',
  '/cars/[slug]/gone',
  '/cars/[slug]/pdf',
  '/cars/trade-in',
  '/cars/trade-in/valuation',
  '/checkout-journey',
  '/checkout-journey/confirmation',
  '/dealer-locator',
  '/finance-and-insurance',
  '/locations/[slug]',
  '/models',
  '/models/[slug]',
  '/my-garage',
  '/my-garage/compare',
  '/online-payment',
  '/pages/reviews',
  '/personalised/finance',
  '/preview',
  '/print',
  '/robots.txt',
  '/search/[[...filters]]',
  '/sign-in',
  '/sitemap.xml',
  '/success',
] as const

import { hasPlaceholder } from './safeLink'

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A route directory as a pattern over a decoded pathname: `[x]` one segment, `[[...x]]` any (or none). */
function routePattern(route: string): RegExp {
  const source = route
    .split('/')
    .filter(Boolean)
    .map((segment) => (/^\[\[\.\.\.[^\]]+\]\]$/.test(segment) ? '(?:/[^/]+)*' : /^\[[^\]]+\]$/.test(segment) ? '/[^/]+' : `/${escape(segment)}`))
    .join('')
  return new RegExp(`^${source}$`)
}

const ROUTE_PATTERNS = SITE_ROUTES.map(routePattern)

/** Paths that are the platform's, not a page of the site: not judged here. */
const PLATFORM = /^\/(api|admin|_next|demo-images)(\/|$)/

/** What a site has beyond its app routes. */
export type SitePages = {
  /** The paths of the site's published CMS pages (`/`, `/finance`, the configured sell-car path…). */
  pagePaths: ReadonlySet<string>
  /** `navigation.paths.location`, e.g. `/our-location/{slug}`. */
  locationPath: string
}

/** The pathname of a site-relative link, decoded and without a trailing slash; null for anything else (another site, mailto:, #top). */
export function sitePathOf(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null
  const pathname = href.split(/[?#]/, 1)[0]!
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return pathname
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') || '/' : decoded
}

/** Whether the link reaches a page of the site (true for a link that is not a site path: not ours to judge). */
export function reachesPage(href: string, pages: SitePages): boolean {
  const path = sitePathOf(href)
  if (path === null || PLATFORM.test(path)) return true
  // A placeholder nothing filled in (`/locations/{slug}`) names no page, whichever route it would match.
  if (hasPlaceholder(path)) return false
  if (pages.pagePaths.has(path) || ROUTE_PATTERNS.some((pattern) => pattern.test(path))) return true
  return routePattern(pages.locationPath.replace(/\{slug\}/g, '[slug]')).test(path)
}

/** The dealer's link settings of a site config (`navigation.*`), each with its path in the config. */
export function navigationLinksOf(navigation: { links: ReadonlyArray<{ href: string }>; stockSearchPath: string; serviceBookingUrl: string }): Array<{ path: string; href: string }> {
  return [
    ...navigation.links.map((link, i) => ({ path: `navigation.links.${i}.href`, href: link.href })),
    { path: 'navigation.stockSearchPath', href: navigation.stockSearchPath },
    { path: 'navigation.serviceBookingUrl', href: navigation.serviceBookingUrl },
  ]
}

export const unreachableMessage = (href: string): string =>
  `No page of this site is at ${sitePathOf(href) ?? href}: publish a page there first, or link to a page the site has`

/**
 * The save-time check: each link setting that is new or changed (`before` holds the saved ones: an
 * older link whose page went is not the editor's to fix in this save, and is not shown) and reaches
 * no page, with its config path and a message naming the path.
 */
export function unreachableLinks(links: ReadonlyArray<{ path: string; href: string }>, before: ReadonlySet<string>, pages: SitePages): Array<{ path: string; message: string }> {
  return links.filter((l) => !before.has(l.href) && !reachesPage(l.href, pages)).map((l) => ({ path: l.path, message: unreachableMessage(l.href) }))
}
