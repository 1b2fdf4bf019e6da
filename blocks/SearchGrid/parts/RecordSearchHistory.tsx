import { useEffect } from 'react'
import { addSearchHistory, readSearchHistory, SEARCH_HISTORY_STORAGE_KEY } from '../../../site/rules/searchHistory'
import { useSearchNavigation } from './navigation'

/** Dispatched on the window after the history changes in this tab (`storage` events only reach other tabs). */
export const SEARCH_HISTORY_CHANGED = 'search-history-changed'

/**
 * Remembers each distinct search on this device (FIN §3 Locally remembered, §9: the last 5), whether
 * or not the Recent searches list is shown or scrolled to: My Garage lists the same history.
 */
export function RecordSearchHistory() {
  const { state, hrefOf } = useSearchNavigation()
  const path = hrefOf(state)
  useEffect(() => {
    const filters = Object.fromEntries(Object.entries(state.refinements).map(([facet, values]) => [facet, values ?? []]))
    const history = addSearchHistory(readSearchHistory(window.localStorage.getItem(SEARCH_HISTORY_STORAGE_KEY)), { path, filters })
    window.localStorage.setItem(SEARCH_HISTORY_STORAGE_KEY, JSON.stringify(history))
    window.dispatchEvent(new Event(SEARCH_HISTORY_CHANGED))
    // the path is the whole state: remember once per distinct search
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path])
  return null
}
