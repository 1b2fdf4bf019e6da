/**
 * Recently viewed cars (issue 13, beyond the specs): the car pages a shopper opened, most recent
 * first, one entry per car, the last 12. The same rule orders the browser's list (signed out) and
 * the merge of that list into the account on sign-in.
 */
export const MAX_RECENTLY_VIEWED = 12

/** A viewed car: its id and when it was opened (ms since the epoch). */
export type ViewedEntry = { id: number; at: number }

const isEntry = (value: unknown): value is ViewedEntry => {
  if (!value || typeof value !== 'object') return false
  const { id, at } = value as Record<string, unknown>
  return Number.isSafeInteger(id) && (id as number) > 0 && typeof at === 'number' && Number.isFinite(at)
}

/** Most recent first, one entry per car (its latest view), at most 12. */
export function orderViewed(entries: readonly ViewedEntry[]): ViewedEntry[] {
  const latest = new Map<number, number>()
  for (const entry of entries) latest.set(entry.id, Math.max(latest.get(entry.id) ?? -Infinity, entry.at))
  return [...latest].map(([id, at]) => ({ id, at })).sort((a, b) => b.at - a.at || a.id - b.id).slice(0, MAX_RECENTLY_VIEWED)
}

/** A view of car `id` at `at` added to the list. */
export const addViewed = (entries: readonly ViewedEntry[], id: number, at: number): ViewedEntry[] => orderViewed([...entries, { id, at }])

/** The browser's stored list; anything unreadable is dropped, entry by entry. */
export const parseViewed = (raw: unknown): ViewedEntry[] => orderViewed(Array.isArray(raw) ? raw.filter(isEntry) : [])
