/**
 * Payload's database as the PostgreSQL adapter it is (payload.config.ts): the one place that says
 * so, for the few modules that need the connection pool itself (the built-in search engine, the
 * Algolia indexer, the job runner's connection-loss listeners).
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { Queryable } from './search/queryable'

export const postgresAdapterOf = (payload: Payload): PostgresAdapter => payload.db as unknown as PostgresAdapter

/** The adapter's pool, typed as what the search needs from it (node-postgres's overloads aside). */
export const postgresPool = (payload: Payload): Queryable => postgresAdapterOf(payload).pool as unknown as Queryable

/** What raw SQL needs of drizzle: `execute(sql\`…\`)` answering rows. */
export type Drizzle = { execute: (query: unknown) => Promise<{ rows: Record<string, unknown>[] }> }

/** The adapter's drizzle instance, for the few statements Payload's API cannot say in one query. */
export const drizzleOf = (payload: Payload): Drizzle => payload.db.drizzle as unknown as Drizzle
