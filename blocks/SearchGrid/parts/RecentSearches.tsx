import { useSyncExternalStore } from 'react'
import { readSearchHistory as parse, SEARCH_HISTORY_STORAGE_KEY as STORAGE_KEY, searchHistoryLabel } from '../../../site/rules/searchHistory'
import { useSearchNavigation } from './navigation'
import { SEARCH_HISTORY_CHANGED as CHANGED } from './RecordSearchHistory'

const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange)
  window.addEventListener(CHANGED, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(CHANGED, onChange)
  }
}

/** The last 5 searches, remembered on this device (FIN §3, §9; RecordSearchHistory writes them); shown after hydration, below the results. */
export function RecentSearches() {
  const { state, hrefOf } = useSearchNavigation()
  const path = hrefOf(state)
  const raw = useSyncExternalStore(subscribe, () => window.localStorage.getItem(STORAGE_KEY), () => null)
  const others = parse(raw).filter((entry) => entry.path !== path)
  if (!others.length) return null
  return (
    <nav aria-label="Recent searches" className="mt-10 border-t border-slate-200 pt-4">
      <h2 className="font-semibold">Recent searches</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {others.map((entry) => (
          <li key={entry.path}><a href={entry.path} className="block rounded border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100">{searchHistoryLabel(entry.path)}</a></li>
        ))}
      </ul>
    </nav>
  )
}
