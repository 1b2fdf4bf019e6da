import { cached } from '../cache/cached'
import { tags } from '../cache/tags'
import type { SiteView } from '../tenancy/siteView'
import { searchParamsSchema } from './protocol'
import { searchForSite } from './service'

export type FacetCounts = { make: Record<string, number>; body: Record<string, number> }

/** Listed-stock counts by make and by body for a site, from the site's search index. */
export function loadFacetCounts(site: SiteView): Promise<FacetCounts> {
  return cached(
    async () => {
      const params = searchParamsSchema.parse({ hitsPerPage: 0, facets: ['make', 'body'], maxValuesPerFacet: 1000 })
      const [result] = await searchForSite(site, [{ indexName: 'vehicles', params }])
      return { make: result?.facets.make ?? {}, body: result?.facets.body ?? {} }
    },
    ['facet-counts', String(site.id)],
    { tags: site.dealershipIds.map((d) => tags.dealership(d)), revalidate: 60 },
  )()
}
