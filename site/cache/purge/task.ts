/**
 * Purges go through the jobs outbox (queue `cache`): a change queues a job with the tags it
 * expired, in the change's own transaction (`req`), so the purge exists exactly when the change
 * does; a job makes one call per cache, and a cache that is down or refuses makes the job fail and
 * Payload retry it with backoff (1 s doubling: 17 attempts over about 36 hours). Nothing is queued
 * without a purger (CACHE_PURGER unset or `none`).
 */
import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import { purgerNameFrom, surrogateKeysOf } from '../surrogateKeys.mjs'
import { releaseStuckJobs } from '../../jobs/stuckJobs'
import { purgerFromEnv } from './purger'

export const PURGE_QUEUE = 'cache'
export const PURGE_TASK = 'purgeCache'
export const PURGE_RETRIES = 16
/** Every instance runs the queue every second: a purge is usually done a second after the change. */
export const PURGE_RUNNER = { cron: '* * * * * *', queue: PURGE_QUEUE, limit: 50, silent: { info: true } }

/** A purge takes seconds; one still marked processing after this long was left by a process that stopped. */
const STUCK_AFTER_MS = 2 * 60_000

/**
 * The runner of the app process (`jobs.autoRun`): first it releases purges a previous process left
 * half-run, then every second it runs up to 50; nothing without a purger.
 */
export async function purgeAutoRun(payload: Payload) {
  if (!purgesConfigured()) return []
  const released = await releaseStuckJobs(payload, PURGE_QUEUE, STUCK_AFTER_MS).catch((error: unknown) => (payload.logger.error({ err: error }, 'Could not release stuck cache purges'), 0))
  if (released) payload.logger.warn(`Released ${released} cache purge job(s) left half-run by a stopped process`)
  return [PURGE_RUNNER]
}

/** Whether a cache in front is purged (CACHE_PURGER names one). */
export const purgesConfigured = (env: NodeJS.ProcessEnv = process.env): boolean => purgerNameFrom(env.CACHE_PURGER) !== 'none'

/** Queues the purge of `tags` (in the transaction of `req` when given). */
export async function queuePurge(payload: Payload, tags: string[], req?: PayloadRequest): Promise<void> {
  const unique = [...new Set(tags)]
  if (unique.length === 0 || !purgesConfigured()) return
  await payload.jobs.queue({ task: PURGE_TASK, queue: PURGE_QUEUE, input: { tags: unique }, ...(req ? { req } : {}) })
}

const tagsOf = (input: unknown): string[] => {
  const tags = (input as { tags?: unknown } | undefined)?.tags
  return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : []
}

export const purgeCacheTask: TaskConfig<{ input: { tags: string[] }; output: { keys: number } }> = {
  slug: PURGE_TASK,
  label: 'Purge the cache in front by surrogate key',
  inputSchema: [{ name: 'tags', type: 'json', required: true }],
  outputSchema: [{ name: 'keys', type: 'number' }],
  retries: { attempts: PURGE_RETRIES, backoff: { type: 'exponential', delay: 1000 } },
  onFail: ({ input, job, req }) => {
    const last = (job.totalTried ?? 0) >= PURGE_RETRIES
    const message = last ? 'Cache purge failed for good: the pages of these tags may be served stale until they expire' : 'Cache purge failed; the jobs queue retries it with backoff'
    req.payload.logger[last ? 'error' : 'warn']({ tags: tagsOf(input) }, message)
  },
  handler: async ({ input }) => {
    const keys = surrogateKeysOf(tagsOf(input))
    await purgerFromEnv().purge(keys)
    return { output: { keys: keys.length } }
  },
}
