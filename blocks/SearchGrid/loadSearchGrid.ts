import algoliasearchHelper from 'algoliasearch-helper'
import { cache } from 'react'
import { routeContext } from '../../site/search/routeContext'
import type { SearchResult } from '../../site/search/protocol'
import { searchForSite, toSearchRequest } from '../../site/search/service'
import { formatSearchUrl, parseSearchLocation, type SearchRouteContext, type SearchUrlState } from '../../site/rules/searchUrl'
import type { SiteView } from '../../site/tenancy/siteView'
import { helperParameters, hitAttributes, MAIN_INDEX } from './uiState'

export type SearchLocation = { segments: string[]; query: Record<string, string | string[] | undefined> }

export type InitialResults = Record<string, { state: ReturnType<typeof helperParameters>; results: SearchResult[] }>

export type SearchGridData = { state: SearchUrlState; route: SearchRouteContext; initialResults: InitialResults; serverUrl: string }

type Query = { indexName: string; params?: Record<string, unknown> }

/** A helper client that runs the island's own queries in-process, so the first page matches the browser's. */
const serverClient = (site: SiteView) => ({
  search: async (queries: readonly Query[]) => ({ results: await searchForSite(site, queries.map((q) => toSearchRequest(q.indexName, q.params ?? {}))) }),
})

/**
 * The first page of a search grid, server-rendered (INV §2): the URL state of the location and
 * the results InstantSearch hydrates from, built by the same helper queries the browser would
 * send. Null when the path means nothing on this site (404).
 */
export function loadSearchGrid(site: SiteView, location: SearchLocation): Promise<SearchGridData | null> {
  return searchOnce(site, location.segments.join('/'), JSON.stringify(location.query))
}

/** One search per request and location: the page's metadata and its grid share it (React cache keys on the site object and the strings). */
const searchOnce = cache(async (site: SiteView, path: string, queryJson: string): Promise<SearchGridData | null> => {
  const route = await routeContext(site)
  const parsed = parseSearchLocation(path ? path.split('/') : [], JSON.parse(queryJson) as SearchLocation['query'], route)
  if (!parsed.ok) return null
  const parameters = helperParameters(parsed.state, hitAttributes(site.config.vehicleCard.attributeChips))
  const helper = algoliasearchHelper(serverClient(site), parameters.index, parameters)
  const { content } = await helper.searchOnce({})
  return {
    state: parsed.state,
    route,
    initialResults: { [MAIN_INDEX]: { state: parameters, results: content._rawResults as unknown as SearchResult[] } },
    serverUrl: formatSearchUrl(parsed.state, route),
  }
})

/** The number of cars the first page's main query found. */
export const totalHits = (data: SearchGridData): number => data.initialResults[MAIN_INDEX]?.results[0]?.nbHits ?? 0
