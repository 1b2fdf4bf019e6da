/**
 * Fixed-window rate limits shared by every app instance: one row per key and window in PostgreSQL
 * (`rate_limit_hits`, created by migration 20261124_120000_rate_limits). A hit is one upsert that
 * returns the window's count, so concurrent requests on any instance are counted exactly.
 *
 *   const verdict = await hitRateLimit(payload, `leads:ip:${ip}`, { limit: 10, windowSeconds: 600 })
 *   if (!verdict.allowed) return tooManyRequests(verdict.retryAfterSeconds)
 */
import { sql } from '@payloadcms/db-postgres'
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

/** Counts one hit against `key` and says whether it is within `rule`. */
export async function hitRateLimit(payload: Payload, key: string, rule: RateLimit, now = Date.now()): Promise<RateLimitVerdict> {
  const drizzle = drizzleOf(payload)
  const windowStart = windowStartOf(now, rule.windowSeconds)
  const { rows } = await drizzle.execute(sql`
    insert into rate_limit_hits (key, window_start, expires_at, count)
    values (${key}, to_timestamp(${windowStart / 1000}), to_timestamp(${(windowStart + rule.windowSeconds * 1000) / 1000}), 1)
    on conflict (key, window_start) do update set count = rate_limit_hits.count + 1
    returning count`)
  // Old windows are removed now and then by whoever happens to be counting.
  if (Math.random() < 0.01) await drizzle.execute(sql`delete from rate_limit_hits where expires_at < now() - interval '1 hour'`)
  return rateLimitVerdict(Number(rows[0]?.count ?? 1), windowStart, now, rule)
}

/** Whether one more hit against `key` would be within `rule`, without counting it. */
export async function peekRateLimit(payload: Payload, key: string, rule: RateLimit, now = Date.now()): Promise<RateLimitVerdict> {
  const drizzle = drizzleOf(payload)
  const windowStart = windowStartOf(now, rule.windowSeconds)
  const { rows } = await drizzle.execute(sql`
    select count from rate_limit_hits where key = ${key} and window_start = to_timestamp(${windowStart / 1000})`)
  return rateLimitVerdict(Number(rows[0]?.count ?? 0) + 1, windowStart, now, rule)
}

/**
 * Counts one hit against each of several keys in one statement (one round trip instead of one per
 * key); the counts are those `hitRateLimit` would return. Keys must differ.
 */
async function hitEach(payload: Payload, hits: { key: string; rule: RateLimit }[], now: number): Promise<RateLimitVerdict[]> {
  const drizzle = drizzleOf(payload)
  const windows = hits.map(({ rule }) => windowStartOf(now, rule.windowSeconds))
  const { rows } = await executePrepared(payload, sql`
    insert into rate_limit_hits (key, window_start, expires_at, count)
    values ${sql.join(
      hits.map(({ key, rule }, i) => sql`(${key}, to_timestamp(${windows[i]! / 1000}), to_timestamp(${(windows[i]! + rule.windowSeconds * 1000) / 1000}), 1)`),
      sql`, `,
    )}
    on conflict (key, window_start) do update set count = rate_limit_hits.count + 1
    returning key, count`)
  if (Math.random() < 0.01) await drizzle.execute(sql`delete from rate_limit_hits where expires_at < now() - interval '1 hour'`)
  const counts = new Map(rows.map((row) => [String(row.key), Number(row.count)]))
  return hits.map(({ key, rule }, i) => rateLimitVerdict(counts.get(key) ?? 1, windows[i]!, now, rule))
}

/** Checks several limits for one request; the first one exceeded decides (all are counted). */
export async function hitRateLimits(payload: Payload, hits: { key: string; rule: RateLimit }[], now = Date.now()): Promise<RateLimitVerdict> {
  const distinct = new Set(hits.map((hit) => hit.key)).size === hits.length
  const verdicts = hits.length > 1 && distinct ? await hitEach(payload, hits, now) : await Promise.all(hits.map(({ key, rule }) => hitRateLimit(payload, key, rule, now)))
  const refused = verdicts.filter((v) => !v.allowed)
  if (!refused.length) return verdicts[0] ?? { allowed: true, count: 0, retryAfterSeconds: 0 }
  return refused.reduce((a, b) => (b.retryAfterSeconds > a.retryAfterSeconds ? b : a))
}
