/** The /brands page's lists from the site's locations, stock, brand pages and the platform's make logos (site/rules/brandDirectory.ts). */
import { loadLocationCards } from '../locations/loadLocationCards'
import { brandDirectory, type BrandDirectory } from '../rules/brandDirectory'
import { locationPath } from '../rules/locationPath'
import { emptySearchState, formatSearchUrl, slugify, withRefinement } from '../rules/searchUrl'
import { loadFacetCounts } from '../search/facetCounts'
import type { SiteView } from '../tenancy/siteView'
import { loadBrandPages, loadManufacturers } from './loadBrands'

export async function loadBrandDirectory(site: SiteView): Promise<BrandDirectory> {
  const [locations, counts, brandPages, manufacturers] = await Promise.all([loadLocationCards(site), loadFacetCounts(site), loadBrandPages(site), loadManufacturers()])
  const makes = Object.keys(counts.make).map((name) => ({ name, slug: slugify(name) }))
  const ctx = { makes, models: [], locations: [], dealerships: [], bodies: [], usedCarRoutes: site.config.search.usedCarRoutes }
  const pattern = site.config.navigation.paths.location
  return brandDirectory({
    locations: locations.map((l) => ({ name: l.name, path: locationPath(pattern, l.slug), manufacturers: l.manufacturers })),
    stockByMake: counts.make,
    brandPages,
    manufacturers,
    stockPathOf: (make) => formatSearchUrl(withRefinement(emptySearchState(), 'make', [make]), ctx),
  })
}
