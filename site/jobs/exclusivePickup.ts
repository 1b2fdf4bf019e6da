/**
 * Exactly-once pickup of queued jobs when several app processes run Payload's job runner on one
 * database.
 *
 * Payload's runner picks up work with `db.updateJobs({ where: { processing: false, … }, data:
 * { processing: true } })`, which the PostgreSQL adapter implements as a SELECT followed by an
 * UPDATE of each row it found. Two instances that poll at the same moment both SELECT the same job,
 * both mark it processing and both run it; the loser's log insert then fails inside a transaction
 * Payload never rolls back, and its pool connection is lost (see README › Deployment › Jobs).
 *
 * The wrapper below turns the pickup into a compare-and-set: it finds the candidates with Payload's
 * own query (same filters and order), then claims them with one `UPDATE … WHERE processing = false
 * RETURNING id`. PostgreSQL locks each row the UPDATE touches, and a second UPDATE of the same row
 * waits for the first transaction and re-checks `processing = false` after it commits, so each job
 * is claimed by exactly one caller. Payload's update then runs for the claimed rows only.
 */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { DatabaseAdapterObj, UpdateJobs, UpdateJobsArgs, Where } from 'payload'

const JOBS_COLLECTION = 'payload-jobs'

/** A pickup: no single id, sets `processing: true` on the jobs a query selects. */
export function isPickup(args: UpdateJobsArgs): args is UpdateJobsArgs & { where: Where } {
  return args.id === undefined && args.where !== undefined && args.data?.processing === true
}

/** Claims the candidate jobs no other caller holds; returns the ids this caller won, in the query's order. */
export async function claimJobs(adapter: PostgresAdapter, args: UpdateJobsArgs & { where: Where }): Promise<(number | string)[]> {
  const candidates = await adapter.find({
    collection: JOBS_COLLECTION,
    where: args.where,
    limit: args.limit ?? 0,
    sort: args.sort,
    pagination: false,
    req: args.req,
    select: { id: true },
  })
  const ids = candidates.docs.map((doc) => doc.id as number | string)
  if (!ids.length) return []
  const tableName = adapter.tableNameMap.get('payload_jobs') ?? 'payload_jobs'
  const transactionID = args.req?.transactionID ? await args.req.transactionID : undefined
  const db = (transactionID !== undefined && adapter.sessions[transactionID]?.db) || adapter.drizzle
  const result = await db.execute(
    sql`UPDATE ${sql.identifier(tableName)} SET processing = true WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) AND processing = false RETURNING id`,
  )
  const won = new Set((result.rows as { id: number | string }[]).map((row) => String(row.id)))
  return ids.filter((id) => won.has(String(id)))
}

/** The PostgreSQL adapter with the exclusive pickup of {@link claimJobs}. */
export function withExclusiveJobPickup(base: DatabaseAdapterObj<PostgresAdapter>): DatabaseAdapterObj<PostgresAdapter> {
  return {
    ...base,
    init: (options) => {
      const adapter = base.init(options)
      const updateJobs: UpdateJobs = adapter.updateJobs
      adapter.updateJobs = async function exclusiveUpdateJobs(this: PostgresAdapter, args) {
        if (!isPickup(args)) return updateJobs.call(this, args)
        const won = await claimJobs(this, args)
        if (!won.length) return []
        return updateJobs.call(this, { ...args, where: { id: { in: won } }, limit: won.length })
      }
      return adapter
    },
  }
}
