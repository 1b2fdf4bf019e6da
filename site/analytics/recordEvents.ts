/**
 * `POST /api/events` (README "Analytics"): the site from the Host; the body is a zod-checked batch
 * (400 `{ message, path }` otherwise, never a 5xx for bad input); 429 with Retry-After past the
 * shared PostgreSQL rate limit per site and IP; cars must be the site's. Counts are upserted per
 * site, day (Brisbane), event, page and car, and a car's views also into its running total; web
 * vitals into their histogram per site, page kind and day (webVitalCounts.ts).
 */
import { clientIp } from '../abuse/clientIp'
import { hitRateLimit, type RateLimit } from '../abuse/rateLimit'
import { MAX_JSON_DEPTH, jsonDepth } from '../http/jsonDepth'
import { isDatabaseUnavailable } from '../leads/databaseErrors'
import { getPayloadClient } from '../payload'
import { dayOf } from '../rules/leadDashboard'
import type { Queryable } from '../search/queryable'
import { resolveSiteForRequest } from '../tenancy/resolveSite'
import type { SiteView } from '../tenancy/siteView'
import { carIdOf, parseBatch, splitBatch, type CountedEvent, type EventBatch } from './eventBatch'
import { storeVitals } from './webVitalCounts'
import { postgresPool } from '../payloadDb'
import { parseShopperJson } from '../http/parseShopperJson'

export const MAX_BODY_BYTES = 16 * 1024

export const MESSAGES = {
  tooLarge: 'The request is too large (at most 16 KB).',
  notJson: 'The request body must be a JSON object.',
  noSite: 'No site answers to this host.',
  unknownCar: 'Unknown car on this site',
  tooMany: 'Too many events. Please try again later.',
  unavailable: 'Events cannot be recorded right now.',
  failed: 'Recording events failed',
} as const

/** 120 batches per IP per 10 minutes and site by default; EVENTS_RATE_LIMIT=limit/seconds overrides. */
export function eventsLimit(raw = process.env.EVENTS_RATE_LIMIT): RateLimit {
  const [limit, windowSeconds] = (raw ?? '').split('/').map(Number)
  return limit && windowSeconds ? { limit, windowSeconds } : { limit: 120, windowSeconds: 600 }
}

export type RecordOptions = { limit?: RateLimit; resolve?: (host: string) => Promise<SiteView | null>; now?: Date }

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })
const bad = (message: string, path: string) => json(400, { message, path })

async function readBody(request: Request): Promise<{ ok: true; body: unknown } | { ok: false; response: Response }> {
  const tooLarge = { ok: false as const, response: json(413, { message: MESSAGES.tooLarge, path: 'body' }) }
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return tooLarge
  const text = await request.text()
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return tooLarge
  if (jsonDepth(text) > MAX_JSON_DEPTH) return { ok: false, response: bad(MESSAGES.notJson, 'body') }
  try {
    return { ok: true, body: parseShopperJson(text) }
  } catch {
    return { ok: false, response: bad(MESSAGES.notJson, 'body') } // not JSON: a 400 like any other bad body
  }
}


/** The index of the first event whose car is not listed by one of the site's dealerships, or -1. */
async function firstForeignCar(pool: Queryable, site: SiteView, batch: EventBatch): Promise<number> {
  const ids = [...new Set(batch.events.flatMap((e) => carIdOf(e) ?? []))]
  if (!ids.length) return -1
  const { rows } = await pool.query('select id from vehicles where id = any($1::int[]) and dealership_id = any($2::int[])', [ids, site.dealershipIds])
  const known = new Set(rows.map((r) => Number(r.id)))
  return batch.events.findIndex((e) => {
    const car = carIdOf(e)
    return car !== undefined && !known.has(car)
  })
}

/** The events counted per page and car (every event but the web vitals). */
type Counted = { events: CountedEvent[] }

/**
 * The batch without the car views this visitor has already been counted for today: at most one view
 * per visitor (the trusted client address), car and day, decided on the server (issue 48, finding 8:
 * five batches of fifty views added 250). The first view of the day inserts its key into the shared
 * `rate_limit_hits` table (expiring with the day); a key already there, from this batch or an
 * earlier one on any instance, drops the view.
 */
export async function firstViewsOnly(pool: Queryable, siteId: number, day: string, visitor: string, batch: Counted): Promise<Counted> {
  const cars = [...new Set(batch.events.flatMap((e) => (e.event === 'vehicle-view' && e.carId ? [e.carId] : [])))]
  if (!cars.length) return batch
  const keyOf = (carId: number) => `view:${siteId}:${carId}:${visitor}:${day}`
  const { rows } = await pool.query(
    `insert into rate_limit_hits (key, window_start, expires_at, count)
     select key, $2::date, $2::date + interval '2 days', 1 from unnest($1::text[]) as key
     on conflict (key, window_start) do nothing
     returning key`,
    [cars.map(keyOf), day],
  )
  const fresh = new Set(rows.map((r) => String(r.key)))
  const counted = new Set<number>()
  const events = batch.events.filter((e) => {
    if (e.event !== 'vehicle-view' || !e.carId) return true
    if (counted.has(e.carId) || !fresh.has(keyOf(e.carId))) return false
    counted.add(e.carId)
    return true
  })
  return { ...batch, events }
}

/** Adds the batch to the daily counts and the cars' view totals, one statement each. */
export async function storeBatch(pool: Queryable, siteId: number, day: string, batch: Counted): Promise<void> {
  if (!batch.events.length) return
  const counts = new Map<string, { event: string; path: string; carId: number; count: number }>()
  for (const e of batch.events) {
    const key = JSON.stringify([e.event, e.path, e.carId ?? 0])
    const row = counts.get(key) ?? { event: e.event, path: e.path, carId: e.carId ?? 0, count: 0 }
    row.count++
    counts.set(key, row)
  }
  const rows = [...counts.values()]
  await pool.query(
    `insert into event_counts (site_id, day, event, path, car_id, count)
     select $1, $2::date, * from unnest($3::text[], $4::text[], $5::int[], $6::int[])
     on conflict (site_id, day, event, path, car_id) do update set count = event_counts.count + excluded.count`,
    [siteId, day, rows.map((r) => r.event), rows.map((r) => r.path), rows.map((r) => r.carId), rows.map((r) => r.count)],
  )
  const views = rows.filter((r) => r.event === 'vehicle-view')
  if (!views.length) return
  await pool.query(
    `insert into vehicle_views (vehicle_id, views) select * from unnest($1::int[], $2::int[])
     on conflict (vehicle_id) do update set views = vehicle_views.views + excluded.views`,
    [views.map((r) => r.carId), views.map((r) => r.count)],
  )
}

async function handle(request: Request, options: RecordOptions): Promise<Response> {
  const read = await readBody(request)
  if (!read.ok) return read.response
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? 'localhost'
  const site = await (options.resolve ?? resolveSiteForRequest)(host)
  if (!site) return json(404, { message: MESSAGES.noSite, path: 'host' })
  const parsed = parseBatch(read.body)
  if (!parsed.ok) return json(400, parsed.error)
  const payload = await getPayloadClient()
  const verdict = await hitRateLimit(payload, `events:${site.id}:${clientIp(request.headers)}`, options.limit ?? eventsLimit())
  if (!verdict.allowed) return json(429, { message: MESSAGES.tooMany, path: 'body' }, { 'retry-after': String(verdict.retryAfterSeconds) })
  const pool = postgresPool(payload)
  const foreign = await firstForeignCar(pool, site, parsed.batch)
  if (foreign >= 0) return bad(MESSAGES.unknownCar, `events.${foreign}.carId`)
  const day = dayOf(options.now ?? new Date())
  const { counted, vitals } = splitBatch(parsed.batch)
  await storeBatch(pool, site.id, day, await firstViewsOnly(pool, site.id, day, clientIp(request.headers), { events: counted }))
  await storeVitals(pool, site, day, vitals)
  return json(202, { recorded: parsed.batch.events.length })
}

export async function recordEvents(request: Request, options: RecordOptions = {}): Promise<Response> {
  try {
    return await handle(request, options)
  } catch (error) {
    if (isDatabaseUnavailable(error)) return json(503, { message: MESSAGES.unavailable, path: 'body' }, { 'retry-after': '2' })
    console.error('POST /api/events failed', error)
    return json(500, { message: MESSAGES.failed, path: 'body' })
  }
}
