import type { UiState } from 'instantsearch.js'
import history from 'instantsearch.js/es/lib/routers/history'
import { emptySearchState, formatSearchUrl, parseSearchLocation, type SearchRouteContext, type SearchUrlState } from '../../site/rules/searchUrl'
import { fromIndexUiState, MAIN_INDEX, toIndexUiState } from './uiState'

const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean).slice(1)
const firstSegment = (pathname: string) => pathname.split('/').filter(Boolean)[0] ?? ''

/**
 * Writes a search URL only while the browser is still on the search route. When the shopper follows
 * a card link, Next changes the URL first and the unmounting widgets then drop their refinements; a
 * write at that moment would send the shopper back to an unfiltered search.
 */
function pushWhileOnSearch(searchSegment: string) {
  return (url: string) => {
    if (firstSegment(window.location.pathname) !== searchSegment) return
    window.history.pushState({}, '', url) // Next's patched pushState adds its own router state
  }
}

/** The URL state of a location; a path this site cannot read (or outside /search) is an empty search. */
export function stateOfLocation(location: { pathname: string; search: string }, ctx: SearchRouteContext): SearchUrlState {
  const parsed = parseSearchLocation(segmentsOf(location.pathname), location.search.replace(/^\?/, ''), ctx)
  return parsed.ok ? parsed.state : emptySearchState()
}

/**
 * InstantSearch routing on the spec's SEO routes (FIN §2.1): the route state is the URL state of
 * site/rules/searchUrl.ts both ways. On the server the location is the request's URL.
 */
export function searchRouting(ctx: SearchRouteContext, serverUrl: string) {
  return {
    router: history<SearchUrlState>({
      writeDelay: 0, // the widgets debounce themselves (INV §5: 300 ms text, 400 ms sliders)
      cleanUrlOnDispose: false,
      push: pushWhileOnSearch(firstSegment(new URL(serverUrl, 'http://localhost').pathname)),
      getLocation: () => (typeof window === 'undefined' ? new URL(serverUrl, 'http://localhost') : window.location) as Location,
      // absolute: the router only skips a write when the URL equals location.href (no duplicate entries)
      createURL: ({ routeState, location }) => `${location.origin}${formatSearchUrl(routeState, ctx)}`,
      parseURL: ({ location }) => stateOfLocation(location, ctx),
    }),
    stateMapping: {
      stateToRoute: (uiState: UiState): SearchUrlState => fromIndexUiState(uiState[MAIN_INDEX]),
      routeToState: (route: SearchUrlState): UiState => ({ [MAIN_INDEX]: toIndexUiState(route) }),
    },
  }
}
