/**
 * Answers of `load` by key, each reused for `ttlMs` after it was asked for: for a route handler
 * that answers many requests a second with data that may be a moment old (resolveSiteForRequest).
 * An answer is one object shared by every caller of that second: callers read it, never change it.
 * A failed answer is not kept. More than `maxKeys` keys start the memo afresh, so a client sending
 * made-up keys cannot grow it without bound.
 */
export type ShortMemo<T> = { get: (key: string) => Promise<T>; clear: () => void }

export function shortMemo<T>(load: (key: string) => Promise<T>, options: { ttlMs: number; maxKeys: number; now?: () => number }): ShortMemo<T> {
  // A monotonic clock: a step of the wall clock neither keeps an answer nor drops one.
  const now = options.now ?? (() => performance.now())
  const entries = new Map<string, { at: number; answer: Promise<T> }>()
  return {
    get(key) {
      const at = now()
      const hit = entries.get(key)
      if (hit && at - hit.at < options.ttlMs) return hit.answer
      if (entries.size >= options.maxKeys) entries.clear()
      const answer = load(key)
      entries.set(key, { at, answer })
      answer.catch(() => {
        if (entries.get(key)?.answer === answer) entries.delete(key)
      })
      return answer
    },
    clear: () => entries.clear(),
  }
}
