/**
 * The app process's background work (instrumentation.ts): Payload with its jobs runner, the release
 * of lead jobs left half-run by a stopped process or a database outage, and a clean stop on SIGTERM.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { getPayloadClient } from '../payload'
import { releaseStuckLeadJobs, stuckAfterMs } from './delivery'

let started = false

export async function startBackgroundWork(): Promise<void> {
  if (started) return
  started = true
  const payload = await getPayloadClient().catch((error: unknown) => {
    // The database may still be starting: the first request (or the next start) initialises Payload.
    console.error('Background work not started: Payload could not initialise', error)
    started = false
    return null
  })
  if (!payload) return
  // An idle connection dropped by PostgreSQL (restart, failover) must not crash the process: the pool reconnects.
  ;(payload.db as unknown as PostgresAdapter).pool?.on('error', (error) => payload.logger.warn({ err: error }, 'PostgreSQL dropped an idle connection'))
  const timer = setInterval(() => void release(payload), Math.max(1000, Math.floor(stuckAfterMs() / 2)))
  timer.unref()
  const stop = async (signal: NodeJS.Signals) => {
    clearInterval(timer)
    payload.logger.info(`${signal}: stopping the jobs runner`)
    await payload.destroy().catch(() => undefined)
    process.exit(0)
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}

async function release(payload: Payload): Promise<void> {
  const released = await releaseStuckLeadJobs(payload).catch(() => 0)
  if (released) payload.logger.warn(`Released ${released} lead delivery job(s) left half-run`)
}
