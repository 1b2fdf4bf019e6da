/**
 * Search history kept on the device (FIN §3 Locally remembered, FIN §9: the last 5 searches).
 * Checked by hand, not with a schema library: this module is in the search page's bundle, where
 * zod alone would add about 34 KB of compressed JavaScript (issue 18).
 */

export const SEARCH_HISTORY_SIZE = 5

/** The local storage key the search page writes and My Garage reads (one browser = one site's origin). */
export const SEARCH_HISTORY_STORAGE_KEY = 'searchHistory'

/** One remembered search: its canonical URL (searchUrl.ts) and the filters it showed. */
export type SearchHistoryEntry = { path: string; filters: Record<string, string[]> }

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string')

/** One stored entry: a non-empty path and, if any, filters of name → values (missing filters are none); anything else is null. */
function entryOf(raw: unknown): SearchHistoryEntry | null {
  if (!isObject(raw) || typeof raw.path !== 'string' || raw.path === '') return null
  if (raw.filters === undefined) return { path: raw.path, filters: {} }
  if (!isObject(raw.filters)) return null
  const filters = Object.entries(raw.filters)
  if (!filters.every((filter): filter is [string, string[]] => isStringList(filter[1]))) return null
  return { path: raw.path, filters: Object.fromEntries(filters.map(([name, values]) => [name, [...values]])) }
}

/** Stored history from local storage; anything unreadable (one bad entry included) counts as no history. */
export function parseSearchHistory(raw: unknown): SearchHistoryEntry[] {
  if (!Array.isArray(raw)) return []
  const entries = raw.map(entryOf)
  return entries.every((entry): entry is SearchHistoryEntry => entry !== null) ? dedupe(entries) : []
}

const dedupe = (entries: readonly SearchHistoryEntry[]): SearchHistoryEntry[] =>
  entries.filter((entry, i) => entries.findIndex((other) => other.path === entry.path) === i).slice(0, SEARCH_HISTORY_SIZE)

/** Most recent first; the same search (same path) moves to the front instead of repeating. */
export const addSearchHistory = (history: readonly SearchHistoryEntry[], entry: SearchHistoryEntry): SearchHistoryEntry[] => dedupe([entry, ...history])

/** The stored text from local storage (null when nothing is stored); unreadable JSON counts as no history. */
export function readSearchHistory(raw: string | null): SearchHistoryEntry[] {
  if (!raw) return []
  try {
    return parseSearchHistory(JSON.parse(raw))
  } catch {
    return []
  }
}

/** How a remembered search is named in a list: its URL after /search/, decoded (a malformed escape is shown as written). */
export function searchHistoryLabel(path: string): string {
  const rest = path.replace(/^\/search\/?/, '').replace(/\+/g, ' ')
  let label = rest
  try {
    label = decodeURIComponent(rest)
  } catch {
    // keep it as written
  }
  return label || 'All cars'
}
