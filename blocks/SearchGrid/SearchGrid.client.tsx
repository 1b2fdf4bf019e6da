'use client'
import { deferredIsland } from '../../site/components/deferredIsland'
// evaluated while the page hydrates: the search history's Back/Forward handler then runs before Next's
import '../../site/components/popStateFirst'

/**
 * The island's entry: InstantSearch is its own chunk, fetched only where a SearchGrid renders
 * (every page that can hold blocks imports the registry), at the shopper's first interaction with
 * the page: a pointer moving over it, a touch, a key, focus or the wheel (site/components/deferredIsland.ts;
 * issue 18 "load InstantSearch when the shopper first interacts"). A visit that only reads the
 * first page of results never fetches it (it used to come once the browser was idle: 55 KB).
 * Until then the server HTML (working links and forms) stays as it is and the rest of the page is
 * hydrated without it; then the grid hydrates in place in a root of its own (no re-render, no
 * layout shift), URL routing included.
 */
export const SearchGridIsland = deferredIsland(() => import('./Island').then((m) => m.SearchGridIsland), 'interaction')
