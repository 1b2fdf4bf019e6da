import { groupColumns, type GroupColumn } from '../rules/groupLinks'
import type { SiteView } from '../tenancy/siteView'
import { loadSitemapPaths } from './sitemapPaths'

/** The footer's group and brand-page columns (`brand.groupPages`, `brand.brandPages`), linking only to published pages. */
export async function loadGroupColumns(site: SiteView): Promise<GroupColumn[]> {
  const { groupClaims, groupPages, brandPages } = site.config.brand
  if (groupPages.length === 0 && brandPages.length === 0) return []
  return groupColumns({ groupClaims, groupPages, brandPages }, await loadSitemapPaths(site.id))
}
