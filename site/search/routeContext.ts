import { cache } from 'react'
import { cached } from '../cache/cached'
import { tags } from '../cache/tags'
import { getPayloadClient } from '../payload'
import { loadLocations } from '../locations/loadLocations'
import { slugify, type SearchRouteContext } from '../rules/searchUrl'
import type { SiteView } from '../tenancy/siteView'
import { searchParamsSchema } from './protocol'
import { searchForSite } from './service'

const entries = (names: string[]) => names.map((name) => ({ name, slug: slugify(name) }))

/** The site's dealerships by name (the `dealership_name` facet's values) and slug. */
function loadDealershipEntries(site: SiteView): Promise<Array<{ name: string; slug: string }>> {
  if (site.dealershipIds.length === 0) return Promise.resolve([])
  return cached(
    async () => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({ collection: 'dealerships', where: { id: { in: site.dealershipIds } }, sort: 'name', pagination: false, depth: 0, overrideAccess: false, select: { name: true, slug: true } })
      return docs.map((d) => ({ name: d.name, slug: d.slug }))
    },
    ['dealership-slugs', String(site.id)],
    { tags: [tags.site(site.id), ...site.dealershipIds.map((d) => tags.dealership(d))] },
  )()
}

/**
 * What path slugs can mean on this site: its makes, their models, locations, dealerships and bodies. Once per
 * request: the page's metadata and its SearchGrid both read it (React cache keys on the site object).
 */
export const routeContext = cache(async (site: SiteView): Promise<SearchRouteContext> => {
  const [catalogue] = await searchForSite(site, [{ indexName: 'vehicles', params: searchParamsSchema.parse({ hitsPerPage: 0, facets: ['make', 'make_model', 'body'], maxValuesPerFacet: 1000 }) }])
  const makes = Object.keys(catalogue?.facets.make ?? {})
  const models = Object.keys(catalogue?.facets.make_model ?? {}).flatMap((pair) => {
    const make = makes.find((m) => pair.startsWith(`${m} `))
    return make ? [{ make, name: pair.slice(make.length + 1), slug: slugify(pair.slice(make.length + 1)) }] : []
  })
  const [siteLocations, dealerships] = await Promise.all([loadLocations(site), loadDealershipEntries(site)])
  const locations = siteLocations.map((l) => ({ name: l.name, slug: l.slug }))
  return { makes: entries(makes), models, locations, dealerships, bodies: entries(Object.keys(catalogue?.facets.body ?? {})), usedCarRoutes: site.config.search.usedCarRoutes }
})
