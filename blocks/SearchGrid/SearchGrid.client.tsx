'use client'
import { deferredIsland } from '../../site/components/deferredIsland'

/**
 * The island's entry: InstantSearch is its own chunk, fetched only where a SearchGrid renders
 * (every page that can hold blocks imports the registry), after the page's load event or at the
 * shopper's first interaction (site/components/deferredIsland.ts). Until then the server HTML
 * (working links and forms) stays as it is; the page's hydration waits for the chunk, then React
 * hydrates the grid in place (no re-render, no layout shift), URL routing included, in the same
 * commit as the rest of the page (the search history's bookkeeping relies on that).
 */
export const SearchGridIsland = deferredIsland(() => import('./Island').then((m) => m.SearchGridIsland))
