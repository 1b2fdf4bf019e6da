import type { UiState } from 'instantsearch.js'
import { emptySearchState, formatSearchUrl, parseSearchLocation, type SearchRouteContext, type SearchUrlState } from '../../site/rules/searchUrl'
import { firstSegment, SearchHistoryRouter } from './searchHistory'
import { fromIndexUiState, MAIN_INDEX, toIndexUiState } from './uiState'

const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean).slice(1)

/** The URL state of a location; a path this site cannot read (or outside /search) is an empty search. */
export function stateOfLocation(location: { pathname: string; search: string }, ctx: SearchRouteContext): SearchUrlState {
  const parsed = parseSearchLocation(segmentsOf(location.pathname), location.search.replace(/^\?/, ''), ctx)
  return parsed.ok ? parsed.state : emptySearchState()
}

/**
 * InstantSearch routing on the spec's SEO routes (FIN §2.1): the route state is the URL state of
 * site/rules/searchUrl.ts both ways. On the server the location is the request's URL. Writes are
 * immediate (the widgets debounce themselves, INV §5: 300 ms text, 400 ms sliders) and happen only
 * while the browser is on the search route: when the shopper follows a card link, Next changes the
 * URL first and the unmounting widgets then drop their refinements; a write then would send the
 * shopper back to an unfiltered search.
 */
export function searchRouting(ctx: SearchRouteContext, serverUrl: string) {
  const origin = () => (typeof window === 'undefined' ? new URL(serverUrl, 'http://localhost').origin : window.location.origin)
  return {
    router: new SearchHistoryRouter<SearchUrlState>({
      // absolute, like location.href, so an unchanged state writes nothing
      createURL: (route) => `${origin()}${formatSearchUrl(route, ctx)}`,
      parseURL: (location) => stateOfLocation(location, ctx),
      searchSegment: firstSegment(new URL(serverUrl, 'http://localhost').pathname),
      serverUrl,
    }),
    stateMapping: {
      stateToRoute: (uiState: UiState): SearchUrlState => fromIndexUiState(uiState[MAIN_INDEX]),
      routeToState: (route: SearchUrlState): UiState => ({ [MAIN_INDEX]: toIndexUiState(route) }),
    },
  }
}
