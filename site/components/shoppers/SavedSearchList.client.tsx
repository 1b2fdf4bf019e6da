'use client'
import { useState, useSyncExternalStore } from 'react'
import { readSearchHistory, SEARCH_HISTORY_STORAGE_KEY, searchHistoryLabel } from '../../rules/searchHistory'
import type { SavedSearchView } from '../../shoppers/savedSearches'

const subscribeStorage = (onChange: () => void) => {
  window.addEventListener('storage', onChange)
  return () => window.removeEventListener('storage', onChange)
}

/**
 * The garage's searches (issue 13): the saved searches (each opens the search; Delete removes it at
 * once) and the last searches made on this device (FIN §3 Locally remembered, the search page's
 * history), each with Save to keep it in the account.
 */
export function SavedSearchList({ initial }: { initial: SavedSearchView[] }) {
  const [searches, setSearches] = useState(initial)
  const [message, setMessage] = useState('')
  const rawHistory = useSyncExternalStore(subscribeStorage, () => window.localStorage.getItem(SEARCH_HISTORY_STORAGE_KEY), () => null)
  const recent = readSearchHistory(rawHistory).filter((entry) => entry.path.startsWith('/search'))
  const change = async (method: 'POST' | 'DELETE', body: unknown, done: string) => {
    const response = await fetch('/api/shoppers/searches', { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).catch(() => null)
    const answer = (await response?.json().catch(() => null)) as { searches?: SavedSearchView[]; message?: string } | null
    if (!response?.ok || !answer?.searches) return setMessage(answer?.message ?? 'An unknown error occurred.')
    setSearches(answer.searches)
    setMessage(done)
  }
  const remove = (search: SavedSearchView) => change('DELETE', { id: search.id }, `Deleted ${search.title}.`)
  const save = (path: string) => change('POST', { path }, `Saved ${searchHistoryLabel(path)}.`)
  const savedPaths = new Set(searches.map((s) => s.path))
  return (
    <>
      {searches.length ? (
        <ul className="mt-3 divide-y divide-slate-200 rounded border border-slate-200 bg-white">
          {searches.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <a href={s.path} className="font-semibold underline">{s.title}</a>
              <button type="button" onClick={() => void remove(s)} aria-label={`Delete saved search ${s.title}`} className="inline-flex h-11 items-center rounded border border-slate-600 px-4 font-semibold">Delete</button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3">No saved searches yet. Use Save this search on the <a href="/search" className="font-semibold underline">search page</a>.</p>
      )}
      {recent.length ? (
        <>
          <h3 className="mt-4 font-semibold">Recent searches on this device</h3>
          <ul aria-label="Recent searches on this device" className="mt-2 divide-y divide-slate-200 rounded border border-slate-200 bg-white">
            {recent.map((entry) => (
              <li key={entry.path} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <a href={entry.path} className="underline">{searchHistoryLabel(entry.path)}</a>
                {savedPaths.has(entry.path) ? (
                  <span className="text-sm text-slate-700">Saved</span>
                ) : (
                  <button type="button" onClick={() => void save(entry.path)} aria-label={`Save search ${searchHistoryLabel(entry.path)}`} className="inline-flex h-11 items-center rounded border border-slate-600 px-4 font-semibold">Save</button>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p role="status" className="mt-1 text-sm text-slate-700">{message}</p>
    </>
  )
}
