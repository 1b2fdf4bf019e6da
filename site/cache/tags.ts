/** The one place cache tags are spelled. Every tag carries the site, except host resolution. */
export const tags = {
  /** Host → site resolution, invalidated whenever any site changes. */
  siteDirectory: () => 'sites',
  site: (siteId: number | string) => `site:${siteId}`,
  page: (siteId: number | string, pageId: number | string) => `site:${siteId}:page:${pageId}`,
  /** A page as addressed by its path (so a new or moved page expires the right URL). */
  pagePath: (siteId: number | string, path: string) => `site:${siteId}:path:${path}`,
  /** A site's template page of a kind (the vehicle template lays out every /cars/{slug} page of the site). */
  pageKind: (siteId: number | string, kind: string) => `site:${siteId}:kind:${kind}`,
  /** The list of a site's pages (sitemap). */
  pageList: (siteId: number | string) => `site:${siteId}:pages`,
  inventory: (siteId: number | string) => `site:${siteId}:inventory`,
  /** Dealership-level data (vehicles, locations) shared by every site that lists the dealership. */
  dealership: (dealershipId: number | string) => `dealership:${dealershipId}`,
}
