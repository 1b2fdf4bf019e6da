'use client'
/**
 * Recently viewed cars in the browser (issue 13): a signed-in shopper's views go to the account
 * (`/api/shoppers/viewed`); a signed-out visitor's stay in localStorage (`recentlyViewed`, the
 * last 12) and are merged into the account on sign-in, then cleared — like saved cars.
 */
import { addViewed, parseViewed } from '../../rules/recentlyViewed'

export const VIEWED_KEY = 'recentlyViewed'
const API = '/api/shoppers/viewed'

function readLocal() {
  try {
    return parseViewed(JSON.parse(window.localStorage.getItem(VIEWED_KEY) ?? '[]'))
  } catch (error) {
    console.warn('Recently viewed cars in local storage are unreadable; starting afresh', error)
    return []
  }
}

const post = (body: unknown) => fetch(API, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' })

/** Records a view of the car: in the account when signed in, else in the browser. */
export async function recordView(vehicleId: number): Promise<void> {
  const response = await post({ vehicle: vehicleId }).catch(() => null)
  const body = (await response?.json().catch(() => null)) as { signedIn?: boolean } | null
  if (response?.ok && body?.signedIn) return
  if (response && !response.ok && response.status !== 503) return
  window.localStorage.setItem(VIEWED_KEY, JSON.stringify(addViewed(readLocal(), vehicleId, Date.now())))
}

/** After sign-in: the browser's views go into the account, then the browser's list is cleared. */
export async function mergeLocalViews(): Promise<void> {
  const local = readLocal()
  if (!local.length) return
  const response = await post({ vehicles: local }).catch(() => null)
  // Kept in the browser when refused: the next sign-in merges them again.
  if (response?.ok) window.localStorage.removeItem(VIEWED_KEY)
}
