import { loadBrandPages } from '../brands/loadBrands'
import { groupColumns, type GroupColumn } from '../rules/groupLinks'
import type { SiteView } from '../tenancy/siteView'
import { loadSitemapPaths } from './sitemapPaths'

/**
 * The footer's group and brand-page columns (`brand.groupPages`, `brand.brandPages`), linking only
 * to pages that exist: published pages, and the brand pages a manufacturer or site brand stands behind.
 */
export async function loadGroupColumns(site: SiteView): Promise<GroupColumn[]> {
  const { groupClaims, groupPages, brandPages } = site.config.brand
  if (groupPages.length === 0 && brandPages.length === 0) return []
  const [published, brands] = await Promise.all([loadSitemapPaths(site.id), loadBrandPages(site)])
  return groupColumns({ groupClaims, groupPages, brandPages }, [...published, ...brands.map((b) => ({ path: b.path, title: b.name }))])
}
