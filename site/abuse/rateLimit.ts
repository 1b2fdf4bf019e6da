/**
 * Fixed-window rate limits shared by every app instance: one row per key and window in PostgreSQL
 * (`rate_limit_hits`, created by migration 20261124_120000_rate_limits). A hit is one upsert that
 * returns the window's count, so concurrent requests on any instance are counted exactly.
 *
 *   const verdict = await hitRateLimit(payload, `leads:ip:${ip}`, { limit: 10, windowSeconds: 600 })
 *   if (!verdict.allowed) return tooManyRequests(verdict.retryAfterSeconds)
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { drizzleOf, executePrepared } from '../payloadDb'

export type RateLimit = { limit: number; windowSeconds: number }
export type RateLimitVerdict = { allowed: boolean; count: number; retryAfterSeconds: number }


/** Pure: the verdict for the `count`-th hit of a window that started at `windowStart` (ms). */
export function rateLimitVerdict(count: number, windowStart: number, now: number, rule: RateLimit): RateLimitVerdict {
  const windowEnd = windowStart + rule.windowSeconds * 1000
  return { allowed: count <= rule.limit, count, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)) }
}

/** The start (ms) of the window `now` falls in. */
export function windowStartOf(now: number, windowSeconds: number): number {
  const size = windowSeconds * 1000
  return Math.floor(now / size) * size
}

/**
 * A counting statement commits without waiting for the disk (`synchronous_commit` off for that
 * statement's own transaction only). A count is a row lock held until commit: with a flush per
 * commit, a hot key (many shoppers behind one mobile carrier's address, or one abuser) became a
 * queue of flushes; pgbench, 8 clients on one key: 4,000–6,000 counts/s with the flush,
 * 22,000–26,000 without. A crash of PostgreSQL may lose the last fraction of a second of counts, which
 * only lets a few more requests through. The statement must write nothing but counts: the leads
 * themselves commit durably (site/leads/store.ts).
 */
export const ASYNC_COMMIT_CTE = sql`async_commit as materialized (select set_config('synchronous_commit', 'off', true) as setting)`

const withAsyncCommit = (counting: SQL) => sql`
  with ${ASYNC_COMMIT_CTE}, counted as (${counting})
  select counted.* from counted cross join async_commit`

/** Old windows are removed now and then by whoever happens to be counting. */
export async function cleanUpNowAndThen(payload: Payload): Promise<void> {
  if (Math.random() < 0.01) await drizzleOf(payload).execute(sql`delete from rate_limit_hits where expires_at < now() - interval '1 hour'`)
}

/** `weight`: how much the hit counts (1 by default; an API request its cost, site/abuse/apiBudget.ts). */
export type Hit = { key: string; rule: RateLimit; weight?: number }

/** The verdict on a request checked against several limits: the first one exceeded decides (all are counted). */
function decide(verdicts: RateLimitVerdict[]): RateLimitVerdict {
  const refused = verdicts.filter((v) => !v.allowed)
  if (!refused.length) return verdicts[0] ?? { allowed: true, count: 0, retryAfterSeconds: 0 }
  return refused.reduce((a, b) => (b.retryAfterSeconds > a.retryAfterSeconds ? b : a))
}

/**
 * One hit against each of several distinct keys, as an upsert a caller can put in a statement of
 * its own (`POST /api/leads` counts in the statement that looks the lead up: one round trip less).
 * `unless`, a condition of that statement, skips the counting. The upsert returns `key, count`;
 * `verdict` reads those counts (a key the upsert did not return counts as its first hit).
 */
export function counting(hits: Hit[], now: number, unless: SQL = sql`false`): { upsert: SQL; verdict: (counts: Map<string, number>) => RateLimitVerdict } {
  if (new Set(hits.map((hit) => hit.key)).size !== hits.length) throw new Error('counting: the keys must differ')
  const windows = hits.map(({ rule }) => windowStartOf(now, rule.windowSeconds))
  const values = sql.join(
    hits.map(({ key, rule, weight = 1 }, i) => sql`(${key}, to_timestamp(${windows[i]! / 1000}), to_timestamp(${(windows[i]! + rule.windowSeconds * 1000) / 1000}), ${weight}::integer)`),
    sql`, `,
  )
  return {
    upsert: sql`
      insert into rate_limit_hits (key, window_start, expires_at, count)
      select hit.key, hit.window_start, hit.expires_at, hit.weight from (values ${values}) as hit (key, window_start, expires_at, weight) where not (${unless})
      on conflict (key, window_start) do update set count = rate_limit_hits.count + excluded.count
      returning key, count`,
    verdict: (counts) => decide(hits.map(({ key, rule, weight = 1 }, i) => rateLimitVerdict(counts.get(key) ?? weight, windows[i]!, now, rule))),
  }
}

/** Counts from the `key, count` rows of a counting upsert. */
export const countsOf = (rows: Record<string, unknown>[]): Map<string, number> => new Map(rows.map((row) => [String(row.key), Number(row.count)]))

/** One hit against each of several distinct keys, in a statement of its own. */
async function countEach(payload: Payload, hits: Hit[], now: number): Promise<RateLimitVerdict> {
  const { upsert, verdict } = counting(hits, now)
  const { rows } = await executePrepared(payload, withAsyncCommit(upsert))
  await cleanUpNowAndThen(payload)
  return verdict(countsOf(rows))
}

/** Counts one hit against `key` and says whether it is within `rule`. */
export const hitRateLimit = (payload: Payload, key: string, rule: RateLimit, now = Date.now()): Promise<RateLimitVerdict> => countEach(payload, [{ key, rule }], now)

/** Whether one more hit against `key` would be within `rule`, without counting it. */
export async function peekRateLimit(payload: Payload, key: string, rule: RateLimit, now = Date.now()): Promise<RateLimitVerdict> {
  const drizzle = drizzleOf(payload)
  const windowStart = windowStartOf(now, rule.windowSeconds)
  const { rows } = await drizzle.execute(sql`
    select count from rate_limit_hits where key = ${key} and window_start = to_timestamp(${windowStart / 1000})`)
  return rateLimitVerdict(Number(rows[0]?.count ?? 0) + 1, windowStart, now, rule)
}

/** Checks several limits for one request; the first one exceeded decides (all are counted, distinct keys in one statement). */
export async function hitRateLimits(payload: Payload, hits: Hit[], now = Date.now()): Promise<RateLimitVerdict> {
  const distinct = new Set(hits.map((hit) => hit.key)).size === hits.length
  if (hits.length === 0 || !distinct) return decide(await Promise.all(hits.map(({ key, rule }) => hitRateLimit(payload, key, rule, now))))
  return countEach(payload, hits, now)
}

/** Forgets every window of `key` (a new sign-in code starts its wrong tries from none). */
export async function clearRateLimit(payload: Payload, key: string): Promise<void> {
  await drizzleOf(payload).execute(sql`delete from rate_limit_hits where key = ${key}`)
}
