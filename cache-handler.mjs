/**
 * Next's data cache and tag expiry shared by every app instance through Redis (used only when
 * REDIS_URL is set: next.config.ts). A publish or a vehicle change on one instance expires the tag
 * for all of them. Keys are prefixed per database (REDIS_CACHE_PREFIX overrides), so instances of
 * different databases sharing one Redis never read each other's pages.
 */
import crypto from 'node:crypto'
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from 'redis'

const databaseKey = crypto.createHash('sha256').update(process.env.DATABASE_URL ?? '').digest('hex').slice(0, 12)
const keyPrefix = process.env.REDIS_CACHE_PREFIX ?? `dealer-sites:${databaseKey}:`

CacheHandler.onCreation(async () => {
  const client = createClient({ url: process.env.REDIS_URL })
  client.on('error', (error) => console.warn(`redis cache: ${error.message}`))
  await client.connect()
  return { handlers: [createRedisHandler({ client, keyPrefix, timeoutMs: 1000 })] }
})

export default CacheHandler
