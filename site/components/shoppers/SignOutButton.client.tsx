'use client'
import { useState } from 'react'

/** Ends the shopper's session (POST /api/shoppers/sign-out), then the home page. */
export function SignOutButton() {
  const [busy, setBusy] = useState(false)
  const signOut = async () => {
    setBusy(true)
    await fetch('/api/shoppers/sign-out', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).catch(() => null)
    // A full navigation: every page forgets the signed-in state the client had.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign('/')
  }
  return (
    <button type="button" onClick={() => void signOut()} disabled={busy} className="inline-flex h-11 items-center rounded border border-slate-600 px-4 font-semibold text-slate-900">
      Sign out
    </button>
  )
}
