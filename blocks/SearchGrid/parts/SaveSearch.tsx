import { useState } from 'react'
import { signInUrl } from '../../../site/rules/signInGating'
import { useSearchNavigation, useSettings } from './navigation'

/**
 * "Save this search" (issue 13): keeps the current search in the shopper's account, listed in My
 * Garage. Shown only where the site has the garage (a setting, so the server HTML already holds it
 * and nothing shifts when the island hydrates); a signed-out visitor is sent to sign in and back to
 * this search.
 */
export function SaveSearch() {
  const { state, hrefOf } = useSearchNavigation()
  const { garage } = useSettings()
  const [message, setMessage] = useState<{ text: string; saved: boolean } | null>(null)
  if (!garage) return null
  const path = hrefOf(state)
  const save = async () => {
    const response = await fetch('/api/shoppers/searches', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path }), credentials: 'same-origin' }).catch(() => null)
    if (response?.status === 401) return window.location.assign(signInUrl({ kind: 'my-garage', path }))
    const body = (await response?.json().catch(() => null)) as { message?: string } | null
    setMessage(response?.ok ? { text: 'Search saved.', saved: true } : { text: body?.message ?? 'An unknown error occurred.', saved: false })
  }
  return (
    <div className="mt-2 flex flex-wrap items-center gap-3">
      <button type="button" onClick={() => void save()} className="inline-flex h-11 items-center rounded border border-slate-600 px-4 font-semibold">Save this search</button>
      <p role="status" className="text-sm text-slate-700">
        {message?.text}
        {message?.saved ? <> <a href="/my-garage" className="font-semibold underline">See it in My Garage</a></> : null}
      </p>
    </div>
  )
}
