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
  return runPrepared(payload, postgresAdapterOf(payload).pool as unknown as PreparedRunner, query)
}

type PreparedRunner = { query: (config: { name?: string; text: string; values: unknown[] }) => Promise<{ rows: Record<string, unknown>[] }> }

async function runPrepared(payload: Payload, runner: PreparedRunner, query: SQL): Promise<{ rows: Record<string, unknown>[] }> {
  const { sql: text, params } = statementOf(query, (payload.db.drizzle as unknown as { dialect: PgDialect }).dialect)
  const name = statementName(text)
  try {
    return await runner.query({ name, text, values: params })
  } catch (error) {
    // 26000: the server no longer has the statement (a pooler or DISCARD ALL dropped it behind the driver): run it unnamed.
    if ((error as { code?: unknown }).code !== '26000') throw error
    return runner.query({ text, values: params })
  }
}

type PooledClient = PreparedRunner & { release: (destroy?: boolean) => void }

/**
 * `executePrepared` holding the session advisory lock named `lock` for the statement: writers of
 * one lock run one after another, and each statement, its own transaction, starts after the
 * previous holder's committed, so it sees what that one wrote (one statement alone reads a snapshot
 * taken when it started). The lock goes with the session when the connection dies; a failed unlock
 * drops the connection rather than returning it to the pool still locked.
 */
export async function executePreparedLocked(payload: Payload, lock: string, query: SQL): Promise<{ rows: Record<string, unknown>[] }> {
  const client = await (postgresAdapterOf(payload).pool as unknown as { connect: () => Promise<PooledClient> }).connect()
  try {
    await client.query({ text: 'select pg_advisory_lock(hashtextextended($1, 0))', values: [lock] })
  } catch (error) {
    client.release(true)
    throw error
  }
  let result: { rows: Record<string, unknown>[] }
  try {
    result = await runPrepared(payload, client, query)
  } catch (error) {
    await unlock(client, lock)
    throw error
  }
  await unlock(client, lock)
  return result
}

async function unlock(client: PooledClient, lock: string): Promise<void> {
  try {
    await client.query({ text: 'select pg_advisory_unlock(hashtextextended($1, 0))', values: [lock] })
    client.release()
  } catch {
    client.release(true)
  }
}

const ENTITY_KIND = Symbol.for('drizzle:entityKind')
/** A drizzle part's kind, read from its class as drizzle's own `is` does (a subquery is a proxy whose `constructor` property is a selected field's). */
const kindOf = (value: object): unknown => (Object.getPrototypeOf(value)?.constructor as Record<symbol, unknown> | undefined)?.[ENTITY_KIND]
const hasKind = (value: unknown): boolean => value !== null && typeof value === 'object' && kindOf(value) !== undefined
type Chunk = { value?: unknown; queryChunks?: unknown[]; shouldInlineParams?: boolean; encoder?: { mapToDriverValue: (value: unknown) => unknown } }

/**
 * Appends a statement's text and values, as drizzle's `sqlToQuery` would make them, for the parts
 * raw statements are built of: text (`sql\`…\``, `sql.raw`, `sql.join`), nested statements and
 * values (`${value}` of a string, number, boolean, bigint, null or Date; `sql.param`). Answers false
 * at anything else (a table, a column, a subquery, a value list, inlined values…), which drizzle
 * then compiles. Drizzle's own walk asks every part what it is through its class chain, and took
 * 7 % of a lead's CPU; this one reads each part's kind once.
 */
function appendStatement(chunks: readonly unknown[], text: string[], values: unknown[]): boolean {
  for (const chunk of chunks) {
    if (chunk === undefined) continue
    if (typeof chunk === 'function' || typeof chunk === 'symbol') return false
    if (chunk === null || typeof chunk !== 'object' || chunk instanceof Date) {
      text.push(`$${values.push(chunk)}`)
      continue
    }
    const part = chunk as Chunk
    const kind = kindOf(chunk)
    if (kind === 'StringChunk') text.push((part.value as string[]).join(''))
    else if (kind === 'SQL') {
      if (part.shouldInlineParams || !appendStatement(part.queryChunks ?? [], text, values)) return false
    } else if (kind === 'Param') {
      // A placeholder, or an encoder that answers a statement, is drizzle's to compile.
      if (hasKind(part.value) || !part.encoder) return false
      const value = part.value === null ? null : part.encoder.mapToDriverValue(part.value)
      if (hasKind(value)) return false
      text.push(`$${values.push(value)}`)
    } else return false
  }
  return true
}

/** A statement's text and values: `dialect`'s compilation of it, done by `appendStatement` when it can (tests/unit/leads/statements.test.ts compares the two). */
export function statementOf(query: SQL, dialect: Pick<PgDialect, 'sqlToQuery'>): { sql: string; params: unknown[] } {
  const text: string[] = []
  const params: unknown[] = []
  if (appendStatement([query], text, params)) return { sql: text.join(''), params }
  return dialect.sqlToQuery(query)
}

/** Statement names by text: each shape's name is hashed once (statements are a few dozen shapes; more than a thousand texts start afresh). */
const names = new Map<string, string>()
function statementName(text: string): string {
  let name = names.get(text)
  if (name === undefined) {
    if (names.size >= 1000) names.clear()
    name = `p_${createHash('sha1').update(text).digest('hex').slice(0, 32)}`
    names.set(text, name)
  }
  return name
}
