import { cache } from 'react'
import { loadLocations } from '../locations/loadLocations'
import { formatSearchUrl, parseSearchLocation, slugify, toggleRefinement, withPage, withRefinement, type SearchRouteContext, type SearchUrlState } from '../rules/searchUrl'
import type { SiteView } from '../tenancy/siteView'
import { INDEXES, searchParamsSchema, type IndexName, type SearchResult } from './protocol'
import { CAR_TYPE_LABELS, searchTitle } from './searchTitle'
import { searchForSite } from './service'

/** INV §9: search page size. */
export const SEARCH_PAGE_SIZE = 21

export type FacetLink = { label: string; count: number; href: string; active: boolean }

export type SearchPageView = {
  state: SearchUrlState
  index: IndexName
  result: SearchResult
  title: string
  canonical: string
  makes: FacetLink[]
  carTypes: FacetLink[]
  pageLinks: { previous: string | null; next: string | null }
}

const entries = (names: string[]) => names.map((name) => ({ name, slug: slugify(name) }))

/** What path slugs can mean on this site: its makes, their models, locations and bodies. */
/** Once per request: the page's metadata and its SearchGrid both read it (React cache keys on the site object). */
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

/** Algolia parameters for a URL state: one OR group per refined facet, ranges as numeric bounds. */
function queryParams(state: SearchUrlState) {
  const facetFilters = Object.entries(state.refinements).map(([facet, values]) => (values ?? []).map((v) => `${facet}:${v}`))
  const numericFilters = Object.entries(state.ranges).flatMap(([facet, range]) => [
    ...(range?.min !== undefined ? [`${facet}>=${range.min}`] : []),
    ...(range?.max !== undefined ? [`${facet}<=${range.max}`] : []),
  ])
  return searchParamsSchema.parse({ query: state.query ?? '', page: state.page - 1, hitsPerPage: SEARCH_PAGE_SIZE, facets: ['make', 'car_type'], facetFilters, numericFilters })
}

/** Everything the search results page renders, from the route and query string; null means 404. */
export async function loadSearchPage(site: SiteView, segments: string[], query: Record<string, string | string[] | undefined>): Promise<SearchPageView | null> {
  const context = await routeContext(site)
  const parsed = parseSearchLocation(segments, query, context)
  if (!parsed.ok) return null
  const state = parsed.state
  const index = INDEXES.find((i) => i === state.sortBy) ?? 'vehicles'
  const [result] = await searchForSite(site, [{ indexName: index, params: queryParams(state) }])
  if (!result) return null
  const href = (next: SearchUrlState) => formatSearchUrl(next, context)
  const selected = (facet: 'make' | 'car_type', value: string) => (state.refinements[facet] ?? []).includes(value)
  return {
    state,
    index,
    result,
    title: searchTitle(state, site.config.labels.vehicleNoun),
    canonical: href(state),
    makes: Object.entries(result.facets.make ?? {}).map(([label, count]) => ({ label, count, href: href(toggleRefinement(state, 'make', label)), active: selected('make', label) })),
    carTypes: Object.entries(result.facets.car_type ?? {}).map(([type, count]) => ({ label: CAR_TYPE_LABELS[type] ?? type, count, href: href(withRefinement(state, 'car_type', selected('car_type', type) ? [] : [type])), active: selected('car_type', type) })),
    pageLinks: {
      previous: state.page > 1 ? href(withPage(state, state.page - 1)) : null,
      next: state.page < result.nbPages ? href(withPage(state, state.page + 1)) : null,
    },
  }
}
