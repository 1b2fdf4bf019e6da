import { createElement, lazy, type ComponentType } from 'react'
import { whenLoadedOrInteraction } from './whenInteraction'

/**
 * A client island whose JavaScript is its own chunk, fetched after the page's load event or at the
 * shopper's first interaction, whichever comes first, rather than with the page (as next/dynamic
 * would): its code stays out of the page's first paint. The server renders it in full, in the
 * shell (its chunk starts loading with the module, so the server rarely waits), and the browser
 * keeps the server HTML until the chunk is in; the page then hydrates in place, no layout shift.
 * No Suspense boundary: React's server streams a large boundary out of line, which a browser
 * without JavaScript never shows.
 *
 * `load` must be written in the island's own 'use client' module (`() => import('./X').then(…)`),
 * so the bundler makes the chunk there.
 */
export function deferredIsland<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | null = null
  const component = () => (loading ??= load())
  if (typeof window === 'undefined') void component()
  const Island = lazy(async () => {
    if (typeof window !== 'undefined') await whenLoadedOrInteraction()
    return { default: await component() }
  })
  // A plain function component: a module's client export must be one (a lazy object is not).
  return function DeferredIsland(props: P) {
    return createElement(Island, props)
  }
}
