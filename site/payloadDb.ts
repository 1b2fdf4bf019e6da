/**
 * Payload's database as the PostgreSQL adapter it is (payload.config.ts): the one place that says
 * so, for the few modules that need the connection pool itself (the built-in search engine, the
 * Algolia indexer, the job runner's connection-loss listeners).
 */
import { createHash } from 'node:crypto'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { PgDialect } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload } from 'payload'
import type { Queryable } from './search/queryable'

export const postgresAdapterOf = (payload: Payload): PostgresAdapter => payload.db as unknown as PostgresAdapter

/** The adapter's pool, typed as what the search needs from it (node-postgres's overloads aside). */
export const postgresPool = (payload: Payload): Queryable => postgresAdapterOf(payload).pool as unknown as Queryable

/** What raw SQL needs of drizzle: `execute(sql\`…\`)` answering rows. */
export type Drizzle = { execute: (query: unknown) => Promise<{ rows: Record<string, unknown>[] }> }

/** The adapter's drizzle instance, for the few statements Payload's API cannot say in one query. */
export const drizzleOf = (payload: Payload): Drizzle => payload.db.drizzle as unknown as Drizzle

/**
 * Runs a statement as a named prepared statement of the pooled connection it gets: PostgreSQL
 * parses and plans it once per connection instead of on every call (planning the lead endpoint's
 * lookup took 1 ms of the database's CPU per lead). The name is a hash of the text, so each shape of
 * a statement built from optional parts is a statement of its own. A pooler in front of PostgreSQL
 * must keep prepared statements (session mode, or PgBouncer 1.21 or later with
 * `max_prepared_statements` above 0); a statement the server lost is run unnamed. Values
 * come back with node-postgres's own parsers: a timestamp is a Date, where drizzle's `execute` gives a string.
 */
export async function executePrepared(payload: Payload, query: SQL): Promise<{ rows: Record<string, unknown>[] }> {
  const { dialect } = payload.db.drizzle as unknown as { dialect: PgDialect }
  const { sql: text, params } = dialect.sqlToQuery(query)
  const name = `p_${createHash('sha1').update(text).digest('hex').slice(0, 32)}`
  const pool = postgresAdapterOf(payload).pool as unknown as { query: (config: { name?: string; text: string; values: unknown[] }) => Promise<{ rows: Record<string, unknown>[] }> }
  try {
    return await pool.query({ name, text, values: params })
  } catch (error) {
    // 26000: the server no longer has the statement (a pooler or DISCARD ALL dropped it behind the driver): run it unnamed.
    if ((error as { code?: unknown }).code !== '26000') throw error
    return pool.query({ text, values: params })
  }
}
