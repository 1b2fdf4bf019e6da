import { revalidateTag } from 'next/cache'

/**
 * Expires cache tags at once. Outside a Next server (seed, import and test scripts using the
 * Local API) there is no cache to expire, so nothing is done there.
 */
export function cacheIsLive(): boolean {
  return Boolean(process.env.NEXT_RUNTIME)
}

export function expireTags(list: string[]): void {
  if (!cacheIsLive()) return
  for (const tag of list) revalidateTag(tag, { expire: 0 })
}
