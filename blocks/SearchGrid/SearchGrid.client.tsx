'use client'
import { lazy } from 'react'
import { whenLoadedOrInteraction } from '../../site/components/whenIdleOrInteraction'
import type { SearchGridIslandProps } from './Island'

let island: Promise<typeof import('./Island')> | null = null
const loadIsland = () => (island ??= import('./Island'))

/**
 * The island's entry: InstantSearch is its own chunk, fetched only where a SearchGrid renders
 * (every page that can hold blocks imports the registry). Not next/dynamic, which would fetch the
 * chunk with the page.
 *
 * The server renders it in full, in the shell. No Suspense boundary of its own: React's server
 * streams a large boundary out of line (a hidden div moved by a script) even when nothing in it
 * suspended, and a browser without JavaScript never shows that (tried again in session 13).
 *
 * In the browser the server HTML (working links and forms) stays as it is until the shopper first
 * interacts or the load event has passed (whenLoadedOrInteraction says why not until idle); the
 * page's hydration waits for the chunk, then React hydrates in place (no re-render, no layout
 * shift), URL routing included, in the same commit as the rest of the page (the search history's
 * bookkeeping relies on that).
 */
const Island = lazy(async () => {
  if (typeof window !== 'undefined') await whenLoadedOrInteraction()
  return { default: (await loadIsland()).SearchGridIsland }
})

// The server starts loading the chunk with this module, so its first render rarely waits for it.
if (typeof window === 'undefined') void loadIsland()

export function SearchGridIsland(props: SearchGridIslandProps) {
  return <Island {...props} />
}
