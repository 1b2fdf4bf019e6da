import { revalidateTag } from 'next/cache'

/**
 * Expires cache tags at once. Outside a Next server (seed, import and test scripts using the
 * Local API) there is no cache to expire, so nothing is done there.
 */
export function cacheIsLive(): boolean {
  return Boolean(process.env.NEXT_RUNTIME)
}

/**
 * Called on every expiry on this instance, by name (a module loaded again replaces its listener):
 * for process-local copies that should not outlive a change (resolveSiteForRequest). Process-wide
 * (a global key): Next bundles the admin, whose saves expire tags, apart from the route handlers
 * that keep such copies, each with its own modules. Next applies an expiry when the request that
 * asked for it ends, so a copy taken in between can still hold the old data for its lifetime.
 */
const LISTENERS = Symbol.for('dealer-sites.tag-expiry-listeners')
const listeners = (): Map<string, () => void> => ((globalThis as Record<symbol, Map<string, () => void> | undefined>)[LISTENERS] ??= new Map())

export function onTagsExpired(name: string, listener: () => void): void {
  listeners().set(name, listener)
}

export function expireTags(list: string[]): void {
  if (!cacheIsLive()) return
  try {
    for (const tag of list) revalidateTag(tag, { expire: 0 })
  } finally {
    for (const listener of listeners().values()) listener()
  }
}
