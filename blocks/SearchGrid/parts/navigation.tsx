import { createContext, useContext, useMemo, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react'
import { useInstantSearch } from 'react-instantsearch'
import type { CardConfig } from '../../../site/components/VehicleCard'
import type { PromoCardView } from '../../../site/promos/loadPromoNodes'
import type { Manufacturer } from '../../../site/rules/brands'
import type { PromoCardPositions } from '../../../site/rules/promoPositions'
import { formatSearchUrl, type SearchRouteContext, type SearchUrlState } from '../../../site/rules/searchUrl'
import { fromIndexUiState, toIndexUiState } from '../uiState'

/** What the island's parts read besides InstantSearch: serialisable, built by the server Component. */
export type GridSettings = {
  route: SearchRouteContext
  card: CardConfig
  /** The server's render time, so card tags hydrate identically. */
  now: string
  noun: string
  mode: 'search' | 'offers'
  showBudget: boolean
  showRecentSearches: boolean
  sortOptions: ReadonlyArray<{ value: string; label: string }>
  makeInitialCount: number
  /** The platform's manufacturers: the make cards' logos (FIN §2.9), a lettermark where none is found. */
  manufacturers: Manufacturer[]
  /** `search.layout`: the result grid, or one scrolling row of cards (INV §2 "a carousel mode is possible"). */
  layout: 'grid' | 'carousel'
  promoCardPositions: PromoCardPositions
  /** The site's results promo cards (Promos of kind `node`), filtered and ordered by the promoNodes rule at render. */
  promos: PromoCardView[]
  /** `promos.shuffleUnpositioned`. */
  shufflePromos: boolean
  collapseSold: boolean
  scrollToTop: boolean
  emptyOffersRefreshPath: string
  /** `search.resultCacheSize`: the browser's cache of catalogue and offers results (site/search/searchClient.ts). */
  resultCacheSize: number
  /** Whether the site has the garage (`watchlist.garage`): Save this search is in the server HTML, so nothing moves when the island hydrates. */
  garage: boolean
}

const SettingsContext = createContext<GridSettings | null>(null)
export const SettingsProvider = SettingsContext.Provider

export function useSettings(): GridSettings {
  const settings = useContext(SettingsContext)
  if (!settings) throw new Error('SearchGrid parts must render inside the SearchGrid island')
  return settings
}

export type SearchNavigation = {
  state: SearchUrlState
  hrefOf: (next: SearchUrlState) => string
  go: (next: SearchUrlState) => void
}

const NavigationContext = createContext<SearchNavigation | null>(null)

/** Reads InstantSearch once for the whole island: every link shares it instead of subscribing itself. */
export function NavigationProvider({ children }: { children: ReactNode }) {
  const { indexUiState, setIndexUiState } = useInstantSearch()
  const { route } = useSettings()
  // a new value only when the URL state changes, so links do not re-render on every search event
  const state = fromIndexUiState(indexUiState)
  const key = JSON.stringify(state)
  const navigation = useMemo<SearchNavigation>(
    () => ({
      state: JSON.parse(key) as SearchUrlState,
      hrefOf: (next) => formatSearchUrl(next, route),
      go: (next) => setIndexUiState((previous) => ({ ...toIndexUiState(next), ...(previous.configure ? { configure: previous.configure } : {}) })),
    }),
    [key, route, setIndexUiState],
  )
  return <NavigationContext.Provider value={navigation}>{children}</NavigationContext.Provider>
}

/** The current URL state, its links and a way to go to another state (one search, URL via routing). */
export function useSearchNavigation(): SearchNavigation {
  const navigation = useContext(NavigationContext)
  if (!navigation) throw new Error('SearchGrid parts must render inside the SearchGrid island')
  return navigation
}

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/** A real link to a search state (works without JavaScript); with it, a click refines in place. */
export function SearchLink({ to, ...anchor }: { to: SearchUrlState } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { hrefOf, go } = useSearchNavigation()
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return
    event.preventDefault()
    go(to)
  }
  return <a {...anchor} href={hrefOf(to)} onClick={onClick} />
}
