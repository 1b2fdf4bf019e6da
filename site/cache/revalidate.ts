import { revalidateTag } from 'next/cache'
import type { Payload, PayloadRequest } from 'payload'
import { queuePurge } from './purge/task'

/**
 * Expires cache tags at once. Outside a Next server (seed, import and test scripts using the
 * Local API) there is no cache to expire, so nothing is done there.
 */
export function cacheIsLive(): boolean {
  return Boolean(process.env.NEXT_RUNTIME)
}

type Listener = (tags: string[]) => void

/**
 * Called on every expiry in this process with its tags, by name (a module loaded again replaces
 * its listener): for process-local copies that should not outlive a change (resolveSiteForRequest,
 * the proxy's vehicle states). Process-wide (a global key): Next bundles the admin, whose saves
 * expire tags, apart from the route handlers that keep such copies, each with its own modules.
 * Next applies an expiry when the request that asked for it ends, so a copy taken in between can
 * still hold the old data for its lifetime. Told outside a Next server too, where a script's
 * process may keep such copies though Next's cache is not there.
 */
const LISTENERS = Symbol.for('dealer-sites.tag-expiry-listeners')
const listeners = (): Map<string, Listener> => ((globalThis as Record<symbol, Map<string, Listener> | undefined>)[LISTENERS] ??= new Map())

export function onTagsExpired(name: string, listener: Listener): void {
  listeners().set(name, listener)
}

export function expireTags(list: string[]): void {
  try {
    if (cacheIsLive()) for (const tag of list) revalidateTag(tag, { expire: 0 })
  } finally {
    for (const listener of listeners().values()) listener(list)
  }
}

/**
 * A change expired `list`: Next's cache of this process (and, through Redis, of every instance)
 * at once, and the cache in front through a purge job queued in the change's transaction (`req`),
 * when a purger is configured (site/cache/purge/task.ts). The one call for every change.
 */
export async function tagsChanged(payload: Payload, list: string[], req?: PayloadRequest): Promise<void> {
  const unique = [...new Set(list)]
  if (unique.length === 0) return
  expireTags(unique)
  await queuePurge(payload, unique, req)
}
