'use client'
/**
 * Saved cars in the browser (issue 13; INV §3 Favourite entry, §4 Watchlist). Signed out: the
 * list lives in localStorage (`favourites`), as before. Signed in: the account's list on the
 * server, changed optimistically (the control flips at once, and flips back with an alert if the
 * server refuses, INV §8). On sign-in the browser's list is merged into the account and cleared.
 */
export type FavouriteEntry = { id: string; name: string; slug: string; make: string; model: string; primary_image_url: string }

export const FAVOURITES_KEY = 'favourites'
const CHANGED = 'favourites-changed'
const API = '/api/shoppers/saved'

type ServerState = { signedIn: boolean; garage: boolean; ids: ReadonlySet<string> }
let server: ServerState | null = null
let loading: Promise<void> | null = null

export function readLocal(): FavouriteEntry[] {
  const parsed: unknown = JSON.parse(window.localStorage.getItem(FAVOURITES_KEY) ?? '[]')
  return Array.isArray(parsed) ? (parsed as FavouriteEntry[]) : []
}

const changed = () => window.dispatchEvent(new Event(CHANGED))

function writeLocal(entries: FavouriteEntry[]) {
  window.localStorage.setItem(FAVOURITES_KEY, JSON.stringify(entries))
  changed()
}

const toIds = (ids: unknown): Set<string> => new Set(Array.isArray(ids) ? ids.map(String) : [])

async function call(method: 'GET' | 'POST' | 'DELETE', body?: unknown): Promise<ServerState> {
  const response = await fetch(API, { method, headers: body ? { 'content-type': 'application/json' } : undefined, body: body ? JSON.stringify(body) : undefined, credentials: 'same-origin' })
  const data = (await response.json().catch(() => null)) as { signedIn?: boolean; garage?: boolean; vehicleIds?: unknown; message?: string } | null
  if (!response.ok) throw new Error(data?.message ?? 'An unknown error occurred.')
  return { signedIn: Boolean(data?.signedIn), garage: Boolean(data?.garage), ids: toIds(data?.vehicleIds) }
}

/** Asks the server once per page whether a shopper is signed in, and for their list. */
export function loadServerState(): Promise<void> {
  loading ??= call('GET').then(
    (state) => {
      server = state
      changed()
    },
    () => {
      server = { signedIn: false, garage: false, ids: new Set() }
      changed()
    },
  )
  return loading
}

export function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange)
  window.addEventListener('storage', onChange)
  void loadServerState()
  return () => {
    window.removeEventListener(CHANGED, onChange)
    window.removeEventListener('storage', onChange)
  }
}

export const isSignedIn = (): boolean | null => (server ? server.signedIn : null)

/** Whether the site has the garage page (/my-garage), as the server said. */
export const hasGarage = (): boolean => Boolean(server?.garage)

/** Whether the car is saved: in the account when signed in, else in the browser. */
export function isSaved(id: string): boolean {
  if (server?.signedIn) return server.ids.has(id)
  return readLocal().some((f) => f.id === id)
}

/** Saves or removes a car; answers whether it is saved afterwards. */
export async function toggleSaved(entry: FavouriteEntry): Promise<boolean> {
  await loadServerState()
  const wasSaved = isSaved(entry.id)
  if (!server?.signedIn) {
    const others = readLocal().filter((f) => f.id !== entry.id)
    writeLocal(wasSaved ? others : [...others, entry])
    return !wasSaved
  }
  const before = server
  const ids = new Set(before.ids)
  if (wasSaved) ids.delete(entry.id)
  else ids.add(entry.id)
  server = { ...before, ids }
  changed()
  try {
    const state = await call(wasSaved ? 'DELETE' : 'POST', { vehicle: entry.id })
    server = state
    changed()
    return state.ids.has(entry.id)
  } catch (error) {
    server = before
    changed()
    window.alert(error instanceof Error ? error.message : String(error))
    return wasSaved
  }
}

/** After sign-in: the browser's saved cars go into the account, then the browser's list is cleared. */
export async function mergeLocalSaves(): Promise<void> {
  const local = readLocal()
  if (!local.length) return
  try {
    await call('POST', { vehicles: local.map((f) => f.id).filter((id) => /^\d{1,12}$/.test(id)) })
    window.localStorage.removeItem(FAVOURITES_KEY)
  } catch {
    // Kept in the browser: the next sign-in merges them again.
  }
}
