/**
 * `GET|POST|DELETE /api/shoppers/saved` (issue 13; INV §4 Watchlist): the signed-in shopper's saved
 * cars. GET answers `{ signedIn, vehicleIds }` (signed out: `signedIn: false`, so a cached page
 * learns the state); POST saves one car or merges a list (the browser's saves on sign-in); DELETE
 * removes one. Only cars shown on this site's dealer website may be saved. The session slides.
 */
import { isRecordIdText, MAX_RECORD_ID } from '../rules/recordId'
import type { Payload } from 'payload'
import { z } from 'zod'
import { getPayloadClient } from '../payload'
import { resolveSiteForRequest } from '../tenancy/resolveSite'
import type { SiteView } from '../tenancy/siteView'
import { setAlerts } from './alerts'
import { garageEnabled } from './garage'
import { hostOf, HTTP_MESSAGES, isHttps, json, problem, readJsonObject } from './http'
import { findSession, sessionCookie, sessionTokenFrom, slideSession, type ShopperSession } from './session'

export const MAX_SAVED = 200
export const SAVED_MESSAGES = { unknownCar: 'This car cannot be saved.', tooMany: `At most ${MAX_SAVED} cars can be saved.` } as const

const vehicleId = z.union([z.number().int().positive().max(MAX_RECORD_ID), z.string().refine(isRecordIdText).transform(Number)])
const saveSchema = z.union([z.object({ vehicle: vehicleId }), z.object({ vehicles: z.array(vehicleId).max(MAX_SAVED) })])
const removeSchema = z.object({ vehicle: vehicleId })

export type Context = { payload: Payload; site: SiteView; session: ShopperSession | null; token: string | null; secure: boolean }

export async function contextOf(request: Request): Promise<Context | Response> {
  const site = await resolveSiteForRequest(hostOf(request))
  if (!site) return problem(404, HTTP_MESSAGES.noSite)
  const payload = await getPayloadClient()
  const token = sessionTokenFrom(request.headers.get('cookie'))
  const session = await findSession(payload, token, site.id)
  return { payload, site, session, token, secure: isHttps(request) }
}

/** The ids saved by the shopper, oldest first. */
export async function savedVehicleIds(payload: Payload, shopperId: number): Promise<number[]> {
  // System read for the shopper's own rows (the session proved who asks).
  const { docs } = await payload.find({ collection: 'saved-cars', where: { shopper: { equals: shopperId } }, depth: 0, limit: MAX_SAVED, pagination: false, overrideAccess: true, sort: 'createdAt', select: { vehicle: true } })
  return docs.map((d) => (typeof d.vehicle === 'object' ? d.vehicle.id : d.vehicle))
}

/** The cars among `ids` that this site shows, with their price now. */
export async function siteCars(payload: Payload, site: SiteView, ids: number[]): Promise<Array<{ id: number; price: number | null }>> {
  if (!ids.length || !site.dealershipIds.length) return []
  // Visitor's eyes: only cars shown on a dealer website, then narrowed to this site's dealerships.
  const { docs } = await payload.find({ collection: 'vehicles', where: { and: [{ id: { in: ids } }, { dealership: { in: site.dealershipIds } }] }, depth: 0, limit: ids.length, pagination: false, overrideAccess: false, select: { price: true } })
  return docs.map((d) => ({ id: d.id, price: d.price ?? null }))
}

/** The shopper's list; the session is extended when due and its cookie sent again. */
async function respond(ctx: Context, session: ShopperSession): Promise<Response> {
  const slid = await slideSession(ctx.payload, session)
  const headers: HeadersInit = slid && ctx.token ? { 'set-cookie': sessionCookie(ctx.token, slid, ctx.secure) } : {}
  return json(200, { signedIn: true, garage: garageEnabled(ctx.site), vehicleIds: await savedVehicleIds(ctx.payload, session.shopperId) }, headers)
}

async function save(payload: Payload, site: SiteView, session: ShopperSession, ids: number[]): Promise<Response | null> {
  const cars = await siteCars(payload, site, [...new Set(ids)])
  if (ids.length === 1 && cars.length === 0) return problem(422, SAVED_MESSAGES.unknownCar, [{ path: 'vehicle', message: SAVED_MESSAGES.unknownCar }])
  const already = new Set(await savedVehicleIds(payload, session.shopperId))
  const fresh = cars.filter((car) => !already.has(car.id))
  if (already.size + fresh.length > MAX_SAVED) return problem(422, SAVED_MESSAGES.tooMany, [{ path: 'vehicle', message: SAVED_MESSAGES.tooMany }])
  for (const car of fresh) {
    // A concurrent save of the same car loses to the unique (shopper, vehicle) index: already saved.
    await payload
      .create({ collection: 'saved-cars', data: { site: site.id, shopper: session.shopperId, vehicle: car.id, priceWhenSaved: car.price }, overrideAccess: true, depth: 0 })
      .catch(async (error: unknown) => {
        if (!(await savedVehicleIds(payload, session.shopperId)).includes(car.id)) throw error
      })
  }
  return null
}

type Handler = (ctx: Context, session: ShopperSession, body: Record<string, unknown>) => Promise<Response | null>

async function withShopper(request: Request, handler: Handler | null): Promise<Response> {
  try {
    const ctx = await contextOf(request)
    if (ctx instanceof Response) return ctx
    if (!ctx.session) return handler ? problem(401, HTTP_MESSAGES.signedOut) : json(200, { signedIn: false, garage: garageEnabled(ctx.site), vehicleIds: [] })
    if (!handler) return await respond(ctx, ctx.session)
    const read = await readJsonObject(request)
    if (!read.ok) return read.response
    return (await handler(ctx, ctx.session, read.body)) ?? (await respond(ctx, ctx.session))
  } catch (error) {
    console.error(`${request.method} /api/shoppers/saved failed`, error)
    return problem(503, HTTP_MESSAGES.unavailable, [], { 'retry-after': '2' })
  }
}

const invalid = (error: z.ZodError) => problem(422, SAVED_MESSAGES.unknownCar, error.issues.map((i) => ({ path: i.path.map(String).join('.') || 'vehicle', message: SAVED_MESSAGES.unknownCar })))

export const listSaved = (request: Request) => withShopper(request, null)

export const addSaved = (request: Request) =>
  withShopper(request, async (ctx, session, body) => {
    const parsed = saveSchema.safeParse(body)
    if (!parsed.success) return invalid(parsed.error)
    return save(ctx.payload, ctx.site, session, 'vehicle' in parsed.data ? [parsed.data.vehicle] : parsed.data.vehicles)
  })

export const removeSaved = (request: Request) =>
  withShopper(request, async (ctx, session, body) => {
    const parsed = removeSchema.safeParse(body)
    if (!parsed.success) return invalid(parsed.error)
    await ctx.payload.delete({ collection: 'saved-cars', where: { and: [{ shopper: { equals: session.shopperId } }, { vehicle: { equals: parsed.data.vehicle } }] }, overrideAccess: true })
    return null
  })

export const ALERT_MESSAGES = { onOff: 'Choose on or off.', channel: 'Choose text message or email.', email: 'Enter an email address for email alerts.' } as const

const alertsSchema = z.object({
  enabled: z.boolean({ error: ALERT_MESSAGES.onOff }),
  channel: z.enum(['sms', 'email'], { error: ALERT_MESSAGES.channel }).optional(),
  email: z.union([z.literal(''), z.email({ error: ALERT_MESSAGES.email }).max(200)]).optional(),
})

/** The shopper's email on file (for an email channel chosen without typing one). */
async function emailOf(payload: Payload, shopperId: number): Promise<string | null> {
  const shopper = await payload.findByID({ collection: 'shoppers', id: shopperId, depth: 0, overrideAccess: true, disableErrors: true, select: { email: true } })
  return shopper?.email || null
}

/**
 * `POST /api/shoppers/alerts` `{ enabled, channel?, email? }`: the shopper's saved-car alerts
 * (issue 13 item 5) and how they come (SMS or email; email needs an address); on clears a STOP.
 */
export const setShopperAlerts = (request: Request) =>
  withShopper(request, async (ctx, session, body) => {
    const parsed = alertsSchema.safeParse(body)
    if (!parsed.success) return problem(422, parsed.error.issues[0]?.message ?? ALERT_MESSAGES.onOff, parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.') || 'enabled', message: i.message })))
    const { enabled, channel, email } = parsed.data
    if (channel === 'email' && !email && !(await emailOf(ctx.payload, session.shopperId))) return problem(422, ALERT_MESSAGES.email, [{ path: 'email', message: ALERT_MESSAGES.email }])
    await setAlerts(ctx.payload, session.shopperId, enabled, { channel, email: email || undefined })
    return json(200, { alerts: enabled, channel: channel ?? null })
  })
