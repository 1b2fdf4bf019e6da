import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False while React renders the server's HTML (on the server, and in the browser while it hydrates
 * that HTML), true from the first render after: for what only works once the page's scripts run
 * (a submit button enabled, a loading overlay shown) without a hydration mismatch.
 */
export const useHydrated = (): boolean => useSyncExternalStore(noSubscription, () => true, () => false)
