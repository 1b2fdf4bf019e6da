/**
 * Next's data cache, used when REDIS_URL or CACHE_PURGER is set (next.config.ts).
 *
 * - With REDIS_URL: shared by every app instance through Redis. A publish or a vehicle change on
 *   one instance expires the tag for all of them. Keys are prefixed per database
 *   (REDIS_CACHE_PREFIX overrides), so instances of different databases sharing one Redis never
 *   read each other's pages.
 * - Without it: Next's own in-memory cache, as when no handler is configured.
 *
 * Either way every entry read or written notes its tags for the answer being sent
 * (site/cache/responseTags.mjs), which server.mjs sends to the cache in front as surrogate keys.
 */
import crypto from 'node:crypto'
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import { createClient } from 'redis'
import { withTagRecording } from './site/cache/responseTags.mjs'

function redisCache() {
  const databaseKey = crypto.createHash('sha256').update(process.env.DATABASE_URL ?? '').digest('hex').slice(0, 12)
  const keyPrefix = process.env.REDIS_CACHE_PREFIX ?? `dealer-sites:${databaseKey}:`
  CacheHandler.onCreation(async () => {
    const client = createClient({ url: process.env.REDIS_URL })
    client.on('error', (error) => console.warn(`redis cache: ${error.message}`))
    await client.connect()
    return { handlers: [createRedisHandler({ client, keyPrefix, timeoutMs: 1000 })] }
  })
  return CacheHandler
}

/** Next's default handler (in memory: `experimental.isrFlushToDisk` is false). */
const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule

export default withTagRecording(process.env.REDIS_URL ? redisCache() : FileSystemCache)
