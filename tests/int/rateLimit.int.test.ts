/** The shared rate limiter counts concurrent hits exactly in PostgreSQL, per key and window. */
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { hitRateLimit, hitRateLimits, windowStartOf } from '../../site/abuse/rateLimit'
import { sql } from '@payloadcms/db-postgres'
import { drizzleOf } from '../../site/payloadDb'
import { testPayload } from './setup/payload'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

describe('rate limits in PostgreSQL', () => {
  it('counts 30 concurrent hits exactly: the first 10 pass, 20 are refused with a Retry-After', async () => {
    const key = `test:${randomUUID()}`
    const now = Date.now()
    const verdicts = await Promise.all(Array.from({ length: 30 }, () => hitRateLimit(payload, key, { limit: 10, windowSeconds: 600 }, now)))
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(10)
    expect(verdicts.map((v) => v.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1))
    for (const v of verdicts.filter((v) => !v.allowed)) expect(v.retryAfterSeconds).toBeGreaterThan(0)
  })

  it('keeps keys and windows apart', async () => {
    const key = `test:${randomUUID()}`
    const rule = { limit: 1, windowSeconds: 60 }
    // Windows of today: the occasional clean-up removes windows that ended over an hour ago (a window
    // of 1970 could be removed between two hits, a CI flake).
    const start = windowStartOf(Date.now(), 60)
    expect((await hitRateLimit(payload, key, rule, start)).allowed).toBe(true)
    expect((await hitRateLimit(payload, key, rule, start + 1000)).allowed).toBe(false)
    expect((await hitRateLimit(payload, key, rule, start + 60_000)).allowed).toBe(true)
    expect((await hitRateLimit(payload, `${key}:other`, rule, start + 1000)).allowed).toBe(true)
  })

  it('refuses a request when any of its limits is exceeded', async () => {
    const key = `test:${randomUUID()}`
    // A second into the current hour's window: the retry is then the rest of the hour whatever the
    // clock says (at 19:59:07 the hour's window had 53 s left, a CI3 flake).
    const now = windowStartOf(Date.now(), 3600) + 1000
    await hitRateLimit(payload, `${key}:email`, { limit: 1, windowSeconds: 3600 }, now)
    const verdict = await hitRateLimits(payload, [
      { key: `${key}:ip`, rule: { limit: 5, windowSeconds: 60 } },
      { key: `${key}:email`, rule: { limit: 1, windowSeconds: 3600 } },
    ], now)
    expect(verdict.allowed).toBe(false)
    expect(verdict.retryAfterSeconds).toBeGreaterThan(60)
  })

  it('several limits counted in one statement still count every key exactly under concurrency', async () => {
    const key = `test:${randomUUID()}`
    const now = windowStartOf(Date.now(), 3600) + 1000
    const hits = [
      { key: `${key}:ip`, rule: { limit: 10, windowSeconds: 3600 } },
      { key: `${key}:email`, rule: { limit: 1000, windowSeconds: 3600 } },
    ]
    const verdicts = await Promise.all(Array.from({ length: 20 }, () => hitRateLimits(payload, hits, now)))
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(10)
    expect((await hitRateLimit(payload, `${key}:ip`, hits[0]!.rule, now)).count).toBe(21)
    expect((await hitRateLimit(payload, `${key}:email`, hits[1]!.rule, now)).count).toBe(21)
    // The same key twice in one call is counted twice, as two separate hits would be.
    await hitRateLimits(payload, [hits[1]!, hits[1]!], now)
    expect((await hitRateLimit(payload, `${key}:email`, hits[1]!.rule, now)).count).toBe(24)
  })

  it('the asynchronous commit of a count does not leak: every pooled connection goes back to durable commits', async () => {
    const key = `test:${randomUUID()}`
    const now = windowStartOf(Date.now(), 3600) + 1000
    const hits = [
      { key: `${key}:ip`, rule: { limit: 100, windowSeconds: 3600 } },
      { key: `${key}:email`, rule: { limit: 100, windowSeconds: 3600 } },
    ]
    // Enough at once to use every connection of the pool.
    await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? hitRateLimits(payload, hits, now) : hitRateLimit(payload, `${key}:one`, hits[0]!.rule, now))))
    const settings = await Promise.all(Array.from({ length: 30 }, () => drizzleOf(payload).execute(sql`select current_setting('synchronous_commit') as value, pg_backend_pid() as pid`)))
    expect(new Set(settings.map(({ rows }) => rows[0]?.pid)).size).toBeGreaterThan(1)
    expect(new Set(settings.map(({ rows }) => rows[0]?.value))).toEqual(new Set(['on']))
  })
})
