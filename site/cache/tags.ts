/**
 * The one place cache tags are spelled: one helper per kind of data, each scoped to its site or
 * dealership (host resolution excepted). Loaders read these tags and collection hooks expire them;
 * tests/unit/cache/tagMap.test.ts checks that every kind read is expired by some change and every
 * kind expired is read by some loader.
 */
export const tags = {
  /** The platform's manufacturers (logos and names on every site), expired when one changes. */
  manufacturers: () => 'manufacturers',
  /** Host → site resolution, expired whenever any site changes. */
  siteDirectory: () => 'sites',
  /** A site's settings and everything shown from them (brands, promos, the dealerships it lists). */
  site: (siteId: number | string) => `site:${siteId}`,
  /** A page as addressed by its path (so a new or moved page expires the right URL). */
  pagePath: (siteId: number | string, path: string) => `site:${siteId}:path:${path}`,
  /** A site's template page of a kind (the vehicle template lays out every /cars/{slug} page of the site). */
  pageKind: (siteId: number | string, kind: string) => `site:${siteId}:kind:${kind}`,
  /** The list of a site's pages (sitemap). */
  pageList: (siteId: number | string) => `site:${siteId}:pages`,
  /** The paths of a site's published pages: the dealer's links are shown only where they reach one (site/tenancy/reachableLinks.ts). Expired only when a page's path or status changes or a page goes, not on every edit. */
  pagePaths: (siteId: number | string) => `site:${siteId}:page-paths`,
  /** A site's blog posts (lists, post pages, feed, sitemap, navigation's Blog link). */
  posts: (siteId: number | string) => `site:${siteId}:posts`,
  /** A site's uploads. */
  media: (siteId: number | string) => `site:${siteId}:media`,
  /** Dealership-level data (vehicles, locations, delivery regions) shared by every site that lists the dealership. */
  dealership: (dealershipId: number | string) => `dealership:${dealershipId}`,
}

export type TagKind = keyof typeof tags
