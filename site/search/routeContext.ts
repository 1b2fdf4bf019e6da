import { cache } from 'react'
import { loadLocations } from '../locations/loadLocations'
import { slugify, type SearchRouteContext } from '../rules/searchUrl'
import type { SiteView } from '../tenancy/siteView'
import { searchParamsSchema } from './protocol'
import { searchForSite } from './service'

const entries = (names: string[]) => names.map((name) => ({ name, slug: slugify(name) }))

/**
 * What path slugs can mean on this site: its makes, their models, locations and bodies. Once per
 * request: the page's metadata and its SearchGrid both read it (React cache keys on the site object).
 */
export const routeContext = cache(async (site: SiteView): Promise<SearchRouteContext> => {
  const [catalogue] = await searchForSite(site, [{ indexName: 'vehicles', params: searchParamsSchema.parse({ hitsPerPage: 0, facets: ['make', 'make_model', 'body'], maxValuesPerFacet: 1000 }) }])
  const makes = Object.keys(catalogue?.facets.make ?? {})
  const models = Object.keys(catalogue?.facets.make_model ?? {}).flatMap((pair) => {
    const make = makes.find((m) => pair.startsWith(`${m} `))
    return make ? [{ make, name: pair.slice(make.length + 1), slug: slugify(pair.slice(make.length + 1)) }] : []
  })
  const locations = (await loadLocations(site)).map((l) => ({ name: l.name, slug: l.slug }))
  return { makes: entries(makes), models, locations, bodies: entries(Object.keys(catalogue?.facets.body ?? {})), usedCarRoutes: site.config.search.usedCarRoutes }
})
