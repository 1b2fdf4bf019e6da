/**
 * The browser's small result cache for catalogue and offers searches (INV §4, §9: "10 entries for
 * catalogue and offers", oldest dropped first; variants `search.resultCacheSize`). Reading an entry
 * does not refresh it: the spec drops the oldest entry, not the least recently used one.
 */
export type ResultCache<T> = { get: (key: string) => T | undefined; set: (key: string, value: T) => void; size: () => number }

export function resultCache<T>(limit: number): ResultCache<T> {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`A result cache holds at least 1 entry; got ${limit}`)
  const entries = new Map<string, T>()
  return {
    get: (key) => entries.get(key),
    set: (key, value) => {
      entries.delete(key)
      entries.set(key, value)
      while (entries.size > limit) entries.delete(entries.keys().next().value as string)
    },
    size: () => entries.size,
  }
}
