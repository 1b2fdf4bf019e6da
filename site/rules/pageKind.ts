/**
 * The kind of shopper page a path shows, for figures kept per kind (the field Core Web Vitals): a
 * small fixed set, so a site's figures group its thousands of car pages as one kind and a path
 * sent by a browser cannot add rows of its own.
 *
 * Not in the specs (decided here): kinds follow the site's app routes (sitePaths.ts's table) and
 * the configured location path (`navigation.paths.location`); every other path is a page the
 * dealer builds (the CMS catch-all: /finance, /about-us, the locations list), one kind `page`.
 */

export const PAGE_KINDS = ['home', 'search', 'vehicle', 'trade-in', 'checkout', 'location', 'models', 'blog', 'my-garage', 'sign-in', 'page'] as const
export type PageKind = (typeof PAGE_KINDS)[number]

export const PAGE_KIND_LABELS: Readonly<Record<PageKind, string>> = {
  home: 'Home',
  search: 'Search',
  vehicle: 'Vehicle page',
  'trade-in': 'Trade-in',
  checkout: 'Reserve and buy online',
  location: 'Location page',
  models: 'New models',
  blog: 'Blog',
  'my-garage': 'My garage',
  'sign-in': 'Sign-in',
  page: 'Other pages',
}

/** First match wins: the path without its query, trailing slash or fragment. */
const KIND_PATTERNS: ReadonlyArray<[RegExp, PageKind]> = [
  [/^\/$/, 'home'],
  [/^\/search(\/.*)?$/, 'search'],
  [/^\/cars\/trade-in(\/.*)?$/, 'trade-in'],
  [/^\/cars\/[^/]+\/(buy-online|checkout)(\/.*)?$/, 'checkout'],
  [/^\/checkout-journey(\/.*)?$/, 'checkout'],
  [/^\/cars\/[^/]+$/, 'vehicle'],
  [/^\/locations\/[^/]+$/, 'location'],
  [/^\/models(\/[^/]+)?$/, 'models'],
  [/^\/[^/]+\/(overview|accessories)$/, 'models'],
  [/^\/blog(\/[^/]+)?$/, 'blog'],
  [/^\/my-garage(\/.*)?$/, 'my-garage'],
  [/^\/sign-in$/, 'sign-in'],
]

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A configured site-relative location path (`/our-location/{slug}`) as a pattern; null for a full address. */
function locationPattern(pattern: string): RegExp | null {
  if (!pattern.startsWith('/') || pattern.startsWith('//')) return null
  return new RegExp(`^${pattern.split('{slug}').map(escape).join('[^/]+')}$`)
}

/** The kind of page at `path` (a pathname, as the browser reports it), given the site's location path pattern. */
export function pageKindOf(path: string, locationPathPattern = '/locations/{slug}'): PageKind {
  const bare = path.split(/[?#]/, 1)[0] ?? ''
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare || '/'
  if (locationPattern(locationPathPattern)?.test(trimmed)) return 'location'
  return KIND_PATTERNS.find(([pattern]) => pattern.test(trimmed))?.[1] ?? 'page'
}

/** A stored kind's label; an unknown one (a kind since retired) reads as it is stored. */
export const pageKindLabel = (kind: string): string => (isPageKind(kind) ? PAGE_KIND_LABELS[kind] : kind)

export const isPageKind = (kind: string): kind is PageKind => (PAGE_KINDS as readonly string[]).includes(kind)
