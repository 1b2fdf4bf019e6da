import dynamic from 'next/dynamic'
import { useEffect, useMemo, useRef } from 'react'
import { useHydrated } from '../../site/components/useHydrated'
import { InstantSearch, InstantSearchSSRProvider, useConfigure, useInstantSearch, type InstantSearchServerState } from 'react-instantsearch'
import { SEARCH_PAGE_SIZE } from '../../site/rules/searchConstants'
import { searchTitle } from '../../site/search/searchTitle'
import { BudgetSearch } from './parts/BudgetSearch'
import { CurrentFilters } from './parts/CurrentFilters'
import { FacetList, VirtualFacet } from './parts/FacetList'
import { KeywordForm } from './parts/KeywordForm'
import { MakeCards } from './parts/MakeCards'
import { NavigationProvider, SettingsProvider, useSearchNavigation, useSettings, type GridSettings } from './parts/navigation'
import { Pagination } from './parts/Pagination'
import { RangeFilter } from './parts/RangeFilter'
import { ResultsGrid } from './parts/ResultsGrid'
import { SaveSearch } from './parts/SaveSearch'
import { ShowMeResults } from './parts/ShowMeResults'
import { useResultCount } from './parts/useResultCount'
import { WhenVisible } from '../../site/components/WhenVisible.client'
import { searchRouting } from './routing'
import { RecordSearchHistory } from './parts/RecordSearchHistory'
import type { SearchHistoryRouter } from './searchHistory'
import { createSearchClient } from '../../site/search/searchClient'
import { hiddenListFacets, hitAttributes, LIST_GROUPS, MAIN_INDEX, RANGE_GROUPS } from './uiState'

/** Browser-only (local storage) and it carries the zod history schema: its own chunk, fetched when scrolled near. */
const RecentSearches = dynamic(() => import('./parts/RecentSearches').then((m) => m.RecentSearches), { ssr: false })

export type SearchGridIslandProps = {
  settings: GridSettings
  initialResults: InstantSearchServerState['initialResults']
  serverUrl: string
}

type HistoryScroll = Pick<SearchHistoryRouter<unknown>, 'lastChange' | 'takePendingScroll' | 'historySteps'>

/**
 * The results: while loading (aria-busy) or after an error the last good hits, facets and counts
 * stay (INV §4, §8); scroll returns to the top after a change when the site sets the flag.
 */
function Results({ router }: { router: HistoryScroll }) {
  const { status, results } = useInstantSearch()
  const { scrollToTop } = useSettings()
  const handled = useRef(results)
  const settled = status !== 'loading' && status !== 'stalled'
  // the Back/Forward step these results were first rendered in (read during render on purpose)
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const renderedInStep = useMemo(() => router.historySteps, [results])
  useEffect(() => {
    // Only the answer to the last request places the page: after a quick Back, Back the first step's
    // answer can arrive while the second's is still coming, and scrolling for it put the second
    // step's layout under a scroll meant for another (issue 21).
    if (!settled || results === handled.current) return
    handled.current = results
    // The first step's answer, rendered before the second step but with its effect run after it (a
    // busy CPU), is not the second step's page either.
    if (renderedInStep !== router.historySteps) return
    // Back and Forward return to where the shopper was in that search (issue 21)
    const restored = router.lastChange === 'history' ? router.takePendingScroll() : null
    if (restored !== null) window.scrollTo({ top: restored })
    else if (scrollToTop && router.lastChange === 'refinement') window.scrollTo({ top: 0 })
  }, [results, settled, scrollToTop, router, renderedInStep])
  return (
    <section id="results" aria-labelledby="results-heading" aria-busy={status === 'loading' || status === 'stalled'} className="scroll-mt-4">
      {/* the cards' h3 need an h2 above them even when the filters (with their h2) are folded away */}
      <h2 id="results-heading" className="sr-only">Results</h2>
      {status === 'error' ? <p role="alert" className="mb-4 rounded border border-amber-600 bg-amber-50 p-3">Search is unavailable right now. These are your last results.</p> : null}
      <ResultsGrid />
      <Pagination />
    </section>
  )
}

/** "hydrated" once the island runs: e2e tests tell it from the server HTML (a leaf, so nothing else re-renders). */
function IslandMark() {
  const hydrated = useHydrated()
  return <span hidden data-search-island={hydrated ? 'hydrated' : 'server'} />
}

/** Pages of 21 (INV §9) with only the fields a card reads. */
function PageSize() {
  const { card } = useSettings()
  useConfigure({ hitsPerPage: SEARCH_PAGE_SIZE, attributesToRetrieve: hitAttributes(card.vehicleCard.attributeChips) })
  return null
}

function Heading() {
  const { noun, mode } = useSettings()
  const { state } = useSearchNavigation()
  const count = useResultCount()
  return (
    <>
      <h1 className="text-2xl font-bold md:text-3xl">{searchTitle(state, noun)}</h1>
      <p className="mt-1 text-slate-700" data-testid="result-count">{count.toLocaleString('en-AU')} results</p>
      {mode === 'search' ? <SaveSearch /> : null}
    </>
  )
}

function VirtualFacets() {
  const { state } = useSearchNavigation()
  return hiddenListFacets(state).map((facet) => <VirtualFacet key={facet} attribute={facet} />)
}

/** The page's structure; it subscribes to nothing, so a search re-renders only the parts that read it. */
function Layout({ router }: { router: HistoryScroll }) {
  const { showBudget, showRecentSearches } = useSettings()
  // No scroll anchoring inside the island: the page's scroll after Back/Forward is the one the
  // shopper left (Results), and Chrome re-anchoring to a filter list whose length changes when the
  // entry's answer arrives moved them by that list's height (issue 21).
  return (
    <div className="[overflow-anchor:none]">
      <IslandMark />
      <PageSize />
      <VirtualFacets />
      <Heading />
      <KeywordForm />
      <div className="mt-4">
        <CurrentFilters />
      </div>
      <div className="mt-6 grid gap-8 lg:grid-cols-[280px_1fr]">
        {/* mobile first: filters fold away under a summary; from lg they always show (details-content) */}
        <details className="rounded border border-slate-200 p-3 lg:border-0 lg:p-0 lg:[&::details-content]:block lg:[&::details-content]:[content-visibility:visible]">
          <summary className="cursor-pointer font-semibold lg:hidden">Filters</summary>
          <section aria-label="Filters" className="mt-3 lg:mt-0">
            <MakeCards />
            {RANGE_GROUPS.map((g) => <RangeFilter key={g.attribute} attribute={g.attribute} label={g.label} />)}
            {LIST_GROUPS.map((g) => <FacetList key={g.attribute} {...g} />)}
            {showBudget ? <BudgetSearch /> : null}
            <ShowMeResults />
          </section>
        </details>
        <Results router={router} />
      </div>
      <RecordSearchHistory />
      {showRecentSearches ? (
        <WhenVisible>
          <RecentSearches />
        </WhenVisible>
      ) : null}
    </div>
  )
}

/** The interactive search grid: InstantSearch over our API, hydrated from the server's first page (loaded through SearchGrid.client.tsx). */
export function SearchGridIsland({ settings, initialResults, serverUrl }: SearchGridIslandProps) {
  // routing cannot change after mount (react-instantsearch); the route context is fixed for the page
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const routing = useMemo(() => searchRouting(settings.route, serverUrl), [])
  // after the commit Next has written this document's router tree into the entry (see searchHistory.ts)
  useEffect(() => routing.router.rememberDocumentTree(), [routing])
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const searchClient = useMemo(() => createSearchClient(settings.resultCacheSize), [])
  return (
    <InstantSearchSSRProvider initialResults={initialResults}>
      <InstantSearch searchClient={searchClient} indexName={MAIN_INDEX} routing={routing} future={{ preserveSharedStateOnUnmount: true }}>
        <SettingsProvider value={settings}>
          <NavigationProvider>
            <Layout router={routing.router} />
          </NavigationProvider>
        </SettingsProvider>
      </InstantSearch>
    </InstantSearchSSRProvider>
  )
}
