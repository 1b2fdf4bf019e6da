'use client'
import { useSyncExternalStore } from 'react'

/** A local favourite entry (INV §3 Favourite entry). */
export type FavouriteEntry = { id: string; name: string; slug: string; make: string; model: string; primary_image_url: string }

export const FAVOURITES_KEY = 'favourites'

function readFavourites(): FavouriteEntry[] {
  const parsed: unknown = JSON.parse(window.localStorage.getItem(FAVOURITES_KEY) ?? '[]')
  return Array.isArray(parsed) ? (parsed as FavouriteEntry[]) : []
}

const CHANGED = 'favourites-changed'

/** Every control on the page (and other tabs, through `storage`) follows the stored list. */
function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(CHANGED, onChange)
    window.removeEventListener('storage', onChange)
  }
}

const LABELS = { favourite: ['Save to favourites', 'Remove from favourites'], compare: ['Add to compare', 'Remove from compare'], watchlist: ['Save to watchlist', 'Remove from watchlist'] } as const

/** The card's favourite / compare control (INV §2, §4 local favourites toggle by add or remove). */
export function SaveControl({ entry, kind }: { entry: FavouriteEntry; kind: keyof typeof LABELS }) {
  const saved = useSyncExternalStore(subscribe, () => readFavourites().some((f) => f.id === entry.id), () => false)
  const toggle = () => {
    const others = readFavourites().filter((f) => f.id !== entry.id)
    window.localStorage.setItem(FAVOURITES_KEY, JSON.stringify(saved ? others : [...others, entry]))
    window.dispatchEvent(new Event(CHANGED))
  }
  const label = LABELS[kind][saved ? 1 : 0]
  return (
    <button type="button" onClick={toggle} aria-pressed={saved} aria-label={`${label}: ${entry.name}`} className="absolute right-2 top-2 flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-xl text-red-700 shadow">
      <span aria-hidden="true">{saved ? '♥' : '♡'}</span>
    </button>
  )
}
