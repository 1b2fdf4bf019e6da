import { revalidateTag } from 'next/cache'

/**
 * Expires cache tags at once. Outside a Next server (seed, import and test scripts using the
 * Local API) there is no cache to expire, so nothing is done there.
 */
export function cacheIsLive(): boolean {
  return Boolean(process.env.NEXT_RUNTIME)
}

/**
 * Called after every expiry on this instance: for process-local copies that must not outlive a
 * change (resolveSiteForRequest). Process-wide (a global key): Next bundles the admin, whose saves
 * expire tags, apart from the route handlers that keep such copies, each with its own modules.
 */
const LISTENERS = Symbol.for('dealer-sites.tag-expiry-listeners')
const listeners = (): Set<() => void> => ((globalThis as Record<symbol, Set<() => void> | undefined>)[LISTENERS] ??= new Set())

export function onTagsExpired(listener: () => void): void {
  listeners().add(listener)
}

export function expireTags(list: string[]): void {
  if (!cacheIsLive()) return
  for (const tag of list) revalidateTag(tag, { expire: 0 })
  for (const listener of listeners()) listener()
}
