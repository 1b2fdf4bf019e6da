'use client'
import { lazy } from 'react'
import { whenIdleOrInteraction } from '../../site/components/whenIdleOrInteraction'
import type { SearchGridIslandProps } from './Island'

let island: Promise<typeof import('./Island')> | null = null
const loadIsland = () => (island ??= import('./Island'))

/**
 * The island's entry: InstantSearch is its own chunk, fetched only where a SearchGrid renders
 * (every page that can hold blocks imports the registry). The server renders it in full, in the
 * shell (no Suspense boundary of its own: a boundary would let the server stream the grid out of
 * line, which a browser without JavaScript never shows). In the browser the server HTML (working
 * links and forms) stays as it is until the shopper first interacts or the browser is idle after
 * load: hydration waits for the chunk, then React hydrates in place (no re-render, no layout
 * shift), URL routing included, in the same commit as the rest of the page as before (the search
 * history's bookkeeping relies on that). Not next/dynamic, which would fetch the chunk with the page.
 */
const Island = lazy(async () => {
  if (typeof window !== 'undefined') await whenIdleOrInteraction()
  return { default: (await loadIsland()).SearchGridIsland }
})

// The server starts loading the chunk with this module, so its first render rarely waits for it.
if (typeof window === 'undefined') void loadIsland()

export function SearchGridIsland(props: SearchGridIslandProps) {
  return <Island {...props} />
}
