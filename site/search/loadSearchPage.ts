import { loadLocations } from '../locations/loadLocations'
import type { SiteView } from '../tenancy/siteView'
import { searchParamsSchema, type SearchResult } from './protocol'
import { facetFiltersOf, parseSearchRoute, searchHref, type SearchState } from './routes'
import { searchForSite } from './service'

/** INV §9: search page size. */
export const SEARCH_PAGE_SIZE = 21

export type FacetLink = { label: string; count: number; href: string; active: boolean }

export type SearchPageView = {
  state: SearchState
  result: SearchResult
  title: string
  canonical: string
  makes: FacetLink[]
  carTypes: FacetLink[]
  pageLinks: { previous: string | null; next: string | null }
}

const TYPE_LABELS: Record<string, string> = { new: 'New', used: 'Used', demo: 'Demo' }

function titleOf(state: SearchState, noun: string): string {
  const what = [state.make, state.model].filter(Boolean).join(' ')
  const type = state.carTypes.length === 1 ? `${TYPE_LABELS[state.carTypes[0] as string]} ` : ''
  return `${type}${what ? `${what} ` : ''}${noun}s for sale${state.location ? ` at ${state.location}` : ''}`.replace(/^./, (c) => c.toUpperCase())
}

/** Everything the search results page renders, from the route and query string; null means 404. */
export async function loadSearchPage(site: SiteView, segments: string[], query: Record<string, string | string[] | undefined>): Promise<SearchPageView | null> {
  const locations = (await loadLocations(site)).map((l) => ({ name: l.name, slug: l.slug }))
  const [catalogue] = await searchForSite(site, [{ indexName: 'vehicles', params: searchParamsSchema.parse({ hitsPerPage: 0, facets: ['make', 'model'], maxValuesPerFacet: 1000 }) }])
  const parsed = parseSearchRoute(segments, query, { makes: Object.keys(catalogue?.facets.make ?? {}), models: Object.keys(catalogue?.facets.model ?? {}), locations })
  if (!parsed.ok) return null
  const state = parsed.state
  const params = searchParamsSchema.parse({ query: state.query, page: state.page, hitsPerPage: SEARCH_PAGE_SIZE, facets: ['make', 'car_type'], facetFilters: facetFiltersOf(state) })
  const [result] = await searchForSite(site, [{ indexName: state.index, params }])
  if (!result) return null
  const href = (next: Partial<SearchState>) => searchHref({ ...state, page: 0, ...next }, locations)
  return {
    state,
    result,
    title: titleOf(state, site.config.labels.vehicleNoun),
    canonical: searchHref(state, locations),
    makes: Object.entries(result.facets.make ?? {}).map(([label, count]) => ({ label, count, href: href({ make: label, model: null, location: null }), active: state.make === label })),
    carTypes: Object.entries(result.facets.car_type ?? {}).map(([type, count]) => ({ label: TYPE_LABELS[type] ?? type, count, href: href({ carTypes: [type], make: null, model: null }), active: state.carTypes.join() === type })),
    pageLinks: {
      previous: state.page > 0 ? searchHref({ ...state, page: state.page - 1 }, locations) : null,
      next: state.page + 1 < result.nbPages ? searchHref({ ...state, page: state.page + 1 }, locations) : null,
    },
  }
}

