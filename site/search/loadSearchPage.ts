import { loadLocations } from '../locations/loadLocations'
import { formatSearchUrl, parseSearchLocation, slugify, toggleRefinement, withPage, withRefinement, type SearchRouteContext, type SearchUrlState } from '../rules/searchUrl'
import type { SiteView } from '../tenancy/siteView'
import { INDEXES, searchParamsSchema, type IndexName, type SearchResult } from './protocol'
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

const TYPE_LABELS: Record<string, string> = { new: 'New', used: 'Used', demo: 'Demo' }
const entries = (names: string[]) => names.map((name) => ({ name, slug: slugify(name) }))

/** What path slugs can mean on this site: its makes, their models, locations and bodies. */
async function routeContext(site: SiteView): Promise<SearchRouteContext> {
  const [catalogue] = await searchForSite(site, [{ indexName: 'vehicles', params: searchParamsSchema.parse({ hitsPerPage: 0, facets: ['make', 'make_model', 'body'], maxValuesPerFacet: 1000 }) }])
  const makes = Object.keys(catalogue?.facets.make ?? {})
  const models = Object.keys(catalogue?.facets.make_model ?? {}).flatMap((pair) => {
    const make = makes.find((m) => pair.startsWith(`${m} `))
    return make ? [{ make, name: pair.slice(make.length + 1), slug: slugify(pair.slice(make.length + 1)) }] : []
  })
  const locations = (await loadLocations(site)).map((l) => ({ name: l.name, slug: l.slug }))
  return { makes: entries(makes), models, locations, bodies: entries(Object.keys(catalogue?.facets.body ?? {})), usedCarRoutes: site.config.search.usedCarRoutes }
}

/** Algolia parameters for a URL state: one OR group per refined facet, ranges as numeric bounds. */
function queryParams(state: SearchUrlState) {
  const facetFilters = Object.entries(state.refinements).map(([facet, values]) => (values ?? []).map((v) => `${facet}:${v}`))
  const numericFilters = Object.entries(state.ranges).flatMap(([facet, range]) => [
    ...(range?.min !== undefined ? [`${facet}>=${range.min}`] : []),
    ...(range?.max !== undefined ? [`${facet}<=${range.max}`] : []),
  ])
  return searchParamsSchema.parse({ query: state.query ?? '', page: state.page - 1, hitsPerPage: SEARCH_PAGE_SIZE, facets: ['make', 'car_type'], facetFilters, numericFilters })
}

function titleOf(state: SearchUrlState, noun: string): string {
  const types = state.refinements.car_type ?? []
  const type = types.length === 1 ? `${TYPE_LABELS[types[0] as string] ?? ''} ` : ''
  const what = [...(state.refinements.make ?? []), ...(state.refinements.model ?? [])].join(' ')
  const where = state.refinements.location_name?.length === 1 ? ` at ${state.refinements.location_name[0]}` : ''
  return `${type}${what ? `${what} ` : ''}${noun}s for sale${where}`.replace(/^./, (c) => c.toUpperCase())
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
    title: titleOf(state, site.config.labels.vehicleNoun),
    canonical: href(state),
    makes: Object.entries(result.facets.make ?? {}).map(([label, count]) => ({ label, count, href: href(toggleRefinement(state, 'make', label)), active: selected('make', label) })),
    carTypes: Object.entries(result.facets.car_type ?? {}).map(([type, count]) => ({ label: TYPE_LABELS[type] ?? type, count, href: href(withRefinement(state, 'car_type', selected('car_type', type) ? [] : [type])), active: selected('car_type', type) })),
    pageLinks: {
      previous: state.page > 1 ? href(withPage(state, state.page - 1)) : null,
      next: state.page < result.nbPages ? href(withPage(state, state.page + 1)) : null,
    },
  }
}
