/** Search history kept on the device (FIN §3 Locally remembered, FIN §9: the last 5 searches). */
import { z } from 'zod'

export const SEARCH_HISTORY_SIZE = 5

/** The local storage key the search page writes and My Garage reads (one browser = one site's origin). */
export const SEARCH_HISTORY_STORAGE_KEY = 'searchHistory'

/** One remembered search: its canonical URL (searchUrl.ts) and the filters it showed. */
export const searchHistoryEntrySchema = z.object({
  path: z.string().min(1),
  filters: z.record(z.string(), z.array(z.string())).default({}),
})

export type SearchHistoryEntry = z.output<typeof searchHistoryEntrySchema>

/** Stored history from local storage; anything unreadable counts as no history. */
export function parseSearchHistory(raw: unknown): SearchHistoryEntry[] {
  const parsed = z.array(searchHistoryEntrySchema).safeParse(raw)
  return parsed.success ? dedupe(parsed.data) : []
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
