'use client'
import { useState } from 'react'
import type { SavedSearchView } from '../savedSearches'

/** The garage's saved searches (issue 13): each opens the search; Delete removes it at once. */
export function SavedSearchList({ initial }: { initial: SavedSearchView[] }) {
  const [searches, setSearches] = useState(initial)
  const [message, setMessage] = useState('')
  const remove = async (search: SavedSearchView) => {
    const response = await fetch('/api/shoppers/searches', { method: 'DELETE', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: search.id }) }).catch(() => null)
    const body = (await response?.json().catch(() => null)) as { searches?: SavedSearchView[]; message?: string } | null
    if (!response?.ok || !body?.searches) return setMessage(body?.message ?? 'An unknown error occurred.')
    setSearches(body.searches)
    setMessage(`Deleted ${search.title}.`)
  }
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
      <p role="status" className="mt-1 text-sm text-slate-700">{message}</p>
    </>
  )
}
