'use client'
import { useState } from 'react'

/** "Located at {city}" with Get Directions, dismissible (INV §2). Shown only when the car's city differs from the primary location's. */
export function LocatedAtBar({ city, directionsUrl }: { city: string; directionsUrl: string }) {
  const [open, setOpen] = useState(true)
  if (!open) return null
  return (
    <div role="note" className="flex items-center justify-between gap-2 bg-amber-100 px-4 py-2 text-sm text-slate-900" data-testid="located-at">
      <p>Located at {city} <a href={directionsUrl} className="ml-2 font-semibold underline">Get Directions</a></p>
      <button type="button" onClick={() => setOpen(false)} className="h-11 px-3 font-semibold" aria-label="Dismiss location notice">×</button>
    </div>
  )
}
