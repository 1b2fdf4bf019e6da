/**
 * `GET|POST /api/shoppers/viewed` (issue 13): the car pages a signed-in shopper opened, kept on the
 * server (one row per car, the last 12, site/rules/recentlyViewed.ts). POST `{ vehicle }` records a
 * view now; POST `{ vehicles: [{ id, at }] }` merges the browser's list on sign-in. A signed-out
 * visitor is told `signedIn: false` and the page's island keeps the list in the browser instead.
 * Only cars this site shows may be recorded.
 */
import { isRecordIdText, MAX_RECORD_ID } from '../rules/recordId'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { z } from 'zod'
import { MAX_RECENTLY_VIEWED, orderViewed, type ViewedEntry } from '../rules/recentlyViewed'
import { forShopper } from './endpoint'
import { json, problem } from './http'
import { siteCars } from './savedCars'
import { drizzleOf } from '../payloadDb'


export const VIEWED_MESSAGE = 'This car cannot be recorded.'

const vehicleId = z.union([z.number().int().positive().max(MAX_RECORD_ID), z.string().refine(isRecordIdText).transform(Number)])
const viewedSchema = z.union([
  z.object({ vehicle: vehicleId }),
  z.object({ vehicles: z.array(z.object({ id: vehicleId, at: z.number().finite() })).max(MAX_RECENTLY_VIEWED * 2) }),
])

/** The shopper's viewed car ids, most recent first. */
export async function viewedVehicleIds(payload: Payload, shopperId: number): Promise<number[]> {
  const { rows } = await drizzleOf(payload).execute(sql`select vehicle_id from recently_viewed where shopper_id = ${shopperId} order by viewed_at desc, id desc limit ${MAX_RECENTLY_VIEWED}`)
  return rows.map((r) => Number(r.vehicle_id))
}

/**
 * Records views (one upsert per car: a later view moves it to the front, an older one never moves
 * it back), then drops all but the 12 most recent. Each statement is safe against a concurrent one.
 */
export async function recordViews(payload: Payload, siteId: number, shopperId: number, views: readonly ViewedEntry[]): Promise<void> {
  const db = drizzleOf(payload)
  for (const view of orderViewed(views)) {
    const at = new Date(view.at).toISOString()
    await db.execute(sql`
      insert into recently_viewed (site_id, shopper_id, vehicle_id, viewed_at, created_at, updated_at)
      values (${siteId}, ${shopperId}, ${view.id}, ${at}::timestamptz, now(), now())
      on conflict (shopper_id, vehicle_id) do update set viewed_at = greatest(recently_viewed.viewed_at, excluded.viewed_at), updated_at = now()`)
  }
  await db.execute(sql`
    delete from recently_viewed where shopper_id = ${shopperId} and id not in (
      select id from recently_viewed where shopper_id = ${shopperId} order by viewed_at desc, id desc limit ${MAX_RECENTLY_VIEWED})`)
}

const signedOut = () => json(200, { signedIn: false, vehicleIds: [] })

export const listViewed = (request: Request) =>
  forShopper(request, 'viewed', { body: false, signedOut }, async (ctx, session) => json(200, { signedIn: true, vehicleIds: await viewedVehicleIds(ctx.payload, session.shopperId) }))

export const addViewed = (request: Request, now: () => Date = () => new Date()) =>
  forShopper(request, 'viewed', { body: true, signedOut }, async (ctx, session, body) => {
    const parsed = viewedSchema.safeParse(body)
    if (!parsed.success) return problem(422, VIEWED_MESSAGE, [{ path: parsed.error.issues[0]?.path.map(String).join('.') || 'vehicle', message: VIEWED_MESSAGE }])
    const at = now().getTime()
    // A browser's clock may run ahead: no view is later than now.
    const views = 'vehicle' in parsed.data ? [{ id: parsed.data.vehicle, at }] : parsed.data.vehicles.map((v) => ({ id: v.id, at: Math.min(v.at, at) }))
    const shown = new Set((await siteCars(ctx.payload, ctx.site, [...new Set(views.map((v) => v.id))])).map((c) => c.id))
    if ('vehicle' in parsed.data && !shown.size) return problem(422, VIEWED_MESSAGE, [{ path: 'vehicle', message: VIEWED_MESSAGE }])
    await recordViews(ctx.payload, ctx.site.id, session.shopperId, views.filter((v) => shown.has(v.id)))
    return json(200, { signedIn: true, vehicleIds: await viewedVehicleIds(ctx.payload, session.shopperId) })
  })
