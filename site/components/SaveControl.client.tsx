'use client'
import { useSyncExternalStore } from 'react'
import { signInUrl } from '../rules/signInGating'
import { track } from './analytics/tracker'
import { ANALYTICS_EVENTS } from '../rules/analytics'
import { hasGarage, isSaved, isSignedIn, subscribe, toggleSaved, type FavouriteEntry } from './shoppers/savedCars.client'
import { toastStore } from './shoppers/toastStore.client'

export { FAVOURITES_KEY, type FavouriteEntry } from './shoppers/savedCars.client'

type Kind = 'favourite' | 'compare' | 'watchlist'

const LABELS = { favourite: ['Save to favourites', 'Remove from favourites'], compare: ['Add to compare', 'Remove from compare'], watchlist: ['Save to watchlist', 'Remove from watchlist'] } as const
const LIST_NAME: Record<Kind, string> = { favourite: 'favourites', compare: 'compare list', watchlist: 'watchlist' }
// INV §4 Watchlist toasts; the favourite and compare titles are ours, in the same words.
const SAVED_TITLE: Record<Kind, string> = { favourite: 'Car Saved In Favourites', compare: 'Car Added To Compare', watchlist: 'Car Saved In Watchlist' }

function announce(kind: Kind, name: string, saved: boolean) {
  const list = LIST_NAME[kind]
  toastStore.add({
    title: saved ? SAVED_TITLE[kind] : 'Car Removed',
    description: saved ? `${name} is now available in your ${list}.` : `${name} is no longer in your ${list}.`,
    // View List only where the list page exists (the garage is on for the site).
    action: hasGarage() ? { label: 'View List', href: '/my-garage' } : undefined,
  })
}

/**
 * The card's favourite / compare / watchlist control (INV §2, §4; issue 13): saved in the account
 * when signed in, in the browser otherwise (merged into the account on sign-in). The watchlist
 * needs a signed-in phone: a signed-out save is kept and the visitor goes to sign-in (type=watchlist).
 * `placement: 'page'` is the vehicle page's labelled button (INV §2 sidebar: share, favourite, print).
 */
export function SaveControl({ entry, kind, placement = 'card', onlyIfSaved = false }: { entry: FavouriteEntry; kind: Kind; placement?: 'card' | 'page'; onlyIfSaved?: boolean }) {
  const saved = useSyncExternalStore(subscribe, () => isSaved(entry.id), () => false)
  const toggle = async () => {
    const nowSaved = await toggleSaved(entry)
    if (nowSaved === saved) return
    // INV §4: a save is event 39; a removal has no id in the specs.
    const carId = Number(entry.id) || undefined
    track(nowSaved ? { event: 'save-car', eventId: ANALYTICS_EVENTS.saveCar, carId } : { event: 'remove-car', carId })
    if (kind === 'watchlist' && nowSaved && isSignedIn() === false) {
      const here = window.location.pathname + window.location.search
      window.location.assign(signInUrl({ kind: 'watchlist', path: here }))
      return
    }
    announce(kind, entry.name, nowSaved)
  }
  const label = LABELS[kind][saved ? 1 : 0]
  // INV §2: a sold car's watchlist save shows only to a visitor who saved it (to remove it).
  if (onlyIfSaved && !saved) return null
  if (placement === 'page') {
    return (
      <button type="button" onClick={() => void toggle()} aria-pressed={saved} data-testid="page-save" className="flex h-11 w-full items-center justify-center gap-2 rounded border border-brand-dark px-4 font-semibold text-brand-dark">
        <span aria-hidden="true" className="text-xl text-red-700">{saved ? '♥' : '♡'}</span>{label}
      </button>
    )
  }
  return (
    <button type="button" onClick={() => void toggle()} aria-pressed={saved} aria-label={`${label}: ${entry.name}`} className="group absolute right-2 top-2 flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-xl text-red-700 shadow">
      {/* the glyph follows aria-pressed, which the page's loader sets at once when pressed before hydration (issue 47) */}
      <span aria-hidden="true" className="group-aria-pressed:hidden">♡</span>
      <span aria-hidden="true" className="hidden group-aria-pressed:inline">♥</span>
    </button>
  )
}
