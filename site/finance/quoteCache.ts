/**
 * Quick quotes remembered per site, lender and inputs for a short time (issue 19), so a search
 * page of 21 cards, or a vehicle page viewed again, asks the lender at most once per car and
 * inputs. Concurrent asks for the same key share one call. A failure is remembered for a shorter
 * time, so a lender that is down is not asked again for every card. Per process: every instance
 * asks the lender at most once per key and period.
 */
import type { QuoteResult } from '../rules/lenderQuote'

export const QUOTE_TTL_MS = 10 * 60_000
export const FAILED_QUOTE_TTL_MS = 60_000
const MAX_ENTRIES = 5000

export type CachedQuote = { ok: true; quote: QuoteResult } | { ok: false; message: string; status: number | null }

type Entry = { value: Promise<CachedQuote>; expiresAt: number }

export function quoteCache(options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now
  const entries = new Map<string, Entry>()
  return {
    /** The remembered answer for `key`, or `load()`'s (which must not throw) remembered from now on. */
    get(key: string, load: () => Promise<CachedQuote>): { value: Promise<CachedQuote>; hit: boolean } {
      const at = now()
      const entry = entries.get(key)
      if (entry && entry.expiresAt > at) return { value: entry.value, hit: true }
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
      const value = load()
      entries.set(key, { value, expiresAt: at + QUOTE_TTL_MS })
      // A failure is kept only briefly; decided once it is known.
      void value.then((result) => {
        const current = entries.get(key)
        if (!result.ok && current?.value === value) current.expiresAt = Math.min(current.expiresAt, now() + FAILED_QUOTE_TTL_MS)
      })
      return { value, hit: false }
    },
    /** Whether `key` would be answered without asking the lender. */
    has(key: string): boolean {
      const entry = entries.get(key)
      return entry !== undefined && entry.expiresAt > now()
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size
    },
  }
}

export type QuoteCache = ReturnType<typeof quoteCache>

/** The process's cache. */
export const sharedQuoteCache: QuoteCache = quoteCache()
