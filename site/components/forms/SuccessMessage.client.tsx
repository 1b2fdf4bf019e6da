'use client'
import { useEffect, useSyncExternalStore } from 'react'
import { reportSuccessOnce, SUCCESS_MARKER_KEY } from './remembered'

const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange)
  return () => window.removeEventListener('storage', onChange)
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SUCCESS_MARKER_KEY)
  } catch {
    return null
  }
}

function categoryOf(raw: string | null): string | null {
  try {
    const marker = raw ? (JSON.parse(raw) as { category?: unknown }) : null
    return typeof marker?.category === 'string' && marker.category ? marker.category : null
  } catch {
    return null
  }
}

/** The thank-you text with the category of the lead just sent (the success marker, FIN §3, §4). */
export function SuccessMessage() {
  // undefined on the server and during hydration; then the stored marker (or null).
  const raw = useSyncExternalStore(subscribe, readRaw, () => undefined)
  const category = raw === undefined ? null : categoryOf(raw)
  useEffect(reportSuccessOnce, [])
  return (
    <div aria-busy={raw === undefined} data-testid="lead-success">
      <h1 className="text-3xl font-bold">Thank you</h1>
      <p className="mt-4 text-lg" role="status">
        {category ? <>We have received your <strong data-testid="lead-category">{category}</strong>. Our team will be in touch shortly.</> : 'We have received your details. Our team will be in touch shortly.'}
      </p>
    </div>
  )
}
