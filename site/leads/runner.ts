/**
 * The app process's background work (instrumentation.ts): Payload with its jobs runner, the release
 * of lead jobs left half-run by a stopped process or a database outage, and a clean stop on SIGTERM.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type pg from 'pg'
import type { Payload } from 'payload'
import { getPayloadClient } from '../payload'
import { postgresAdapterOf } from '../payloadDb'
import { stopChangeFeed } from '../search/memory/changeFeed'
import { releaseStuckLeadJobs, stuckAfterMs } from './delivery'

let started = false
/** How long the database pools get to close on SIGTERM before the process exits anyway. */
const DESTROY_GRACE_MS = 5000

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
  keepConnectionLossesFromCrashing(payload)
  const timer = setInterval(() => void release(payload), Math.max(1000, Math.floor(stuckAfterMs() / 2)))
  timer.unref()
  const stop = async (signal: NodeJS.Signals) => {
    clearInterval(timer)
    await stopChangeFeed()
    payload.logger.info(`${signal}: stopping the jobs runner`)
    // Connections still busy with requests get a few seconds; the process ends within 10 s whatever the load.
    await Promise.race([payload.destroy().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, DESTROY_GRACE_MS).unref())])
    process.exit(0)
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}

/**
 * A connection dropped by PostgreSQL (restart, failover) must not crash the process: the pool
 * reconnects. The pool listens on idle clients only; a client checked out by an open transaction
 * emits its error on itself, so every client gets a listener of its own too.
 */
function keepConnectionLossesFromCrashing(payload: Payload): void {
  const pool = postgresAdapterOf(payload).pool as (PostgresAdapter['pool'] & { _clients?: pg.PoolClient[] }) | undefined
  if (!pool) return
  const warn = (error: Error) => payload.logger.warn({ err: error }, 'PostgreSQL dropped a connection')
  pool.on('error', warn)
  pool.on('connect', (client) => void client.on('error', warn))
  for (const client of pool._clients ?? []) client.on('error', warn)
}

async function release(payload: Payload): Promise<void> {
  const released = await releaseStuckLeadJobs(payload).catch(() => 0)
  if (released) payload.logger.warn(`Released ${released} lead delivery job(s) left half-run`)
}
