/**
 * `POST /api/reservations` (issue 14): a shopper reserves a car for the site's deposit; and
 * `POST /api/purchases`: a shopper buys a car online for its price (the same steps, `flows.ts`). The body is
 * the lead request of type `reserve` (the same fields and messages as `POST /api/leads`). The
 * reservation, its lead and the lead's deliveries are written in one transaction; the database's
 * unique partial index lets one active reservation per car exist, so of shoppers racing for a car
 * one wins and the others get 409 with a clear message. The phone must be the signed-in shopper's,
 * proved by a sign-in code (site/rules/verifiedPhone.ts; the forms ask for the code inline), else 403
 * on `phone`. Then the payment provider starts: pay at
 * the dealership holds the car at once; Stripe answers the Checkout URL to send the shopper to.
 */
import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { clientIp } from '../abuse/clientIp'
import { hitRateLimits, type RateLimit } from '../abuse/rateLimit'
import { isDatabaseUnavailable } from '../leads/databaseErrors'
import { queueDeliveries } from '../leads/delivery'
import { leadData } from '../leads/leadData'
import { resolveReferences } from '../leads/references'
import { FORM_ERROR_HEADING, parseLead } from '../leads/schema'
import { inConfirmedTransaction } from '../leads/transaction'
import { getPayloadClient } from '../payload'
import { leadEventId } from '../rules/analytics'
import { needsSignIn } from '../rules/signInGating'
import { verifiedPhoneProblem } from '../rules/verifiedPhone'
import { findSession, SESSION_COOKIE } from '../shoppers/session'
import { resolveSiteForRequest } from '../tenancy/resolveSite'
import type { SiteView } from '../tenancy/siteView'
import { RESERVE_FLOW, PURCHASE_FLOW, type HoldFlow } from './flows'
import { paymentProviderFor, type PaymentProvider } from './provider'
import { markEnded } from './transitions'
import { parseShopperJson } from '../http/parseShopperJson'

export const MAX_BODY_BYTES = 32 * 1024

export type ReserveOptions = {
  resolve?: (host: string) => Promise<SiteView | null>
  provider?: PaymentProvider
  limit?: RateLimit
  /** Holds per address and site a day (default 5). */
  dailyLimit?: RateLimit
  now?: () => Date
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })
const fail = (status: number, message: string, errors: { path: string; message: string }[] = []) => json(status, { message, errors })


const cookieValue = (header: string | null, name: string): string | null => {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=') || null
  }
  return null
}

const isUniqueViolation = (error: unknown): boolean => {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current)
    const e = current as { code?: unknown; message?: unknown; cause?: unknown; data?: { errors?: { message?: string }[] } }
    if (e.code === '23505') return true
    if (typeof e.message === 'string' && /unique|duplicate key|already exists|must be unique/i.test(e.message)) return true
    if (e.data?.errors?.some((x) => /unique|already/i.test(x.message ?? ''))) return true
    current = e.cause
  }
  return false
}

async function existingByLeadKey(payload: Payload, siteId: number, key: string) {
  const { docs } = await payload.find({ collection: 'leads', where: { and: [{ site: { equals: siteId } }, { idempotencyKey: { equals: key } }] }, depth: 0, limit: 1, pagination: false, overrideAccess: true, select: { site: true } })
  const leadId = docs[0]?.id
  if (leadId === undefined) return null
  const found = await payload.find({ collection: 'reservations', where: { lead: { equals: leadId } }, depth: 0, limit: 1, pagination: false, overrideAccess: true })
  return found.docs[0] ?? null
}

async function activeFor(payload: Payload, vehicleId: number): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'reservations', where: { and: [{ vehicle: { equals: vehicleId } }, { status: { in: ['pending', 'held'] } }] }, overrideAccess: true })
  return totalDocs > 0
}

/** A phone holds one car at a time (issue 48, finding 6: one anonymous client held four cars with made-up details). */
export const ONE_HOLD_MESSAGE = 'This phone number already has a car on hold. Complete or cancel that reservation before holding another car.'

async function phoneHolds(payload: Payload, siteId: number, phone: string): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'reservations', where: { and: [{ site: { equals: siteId } }, { phone: { equals: phone } }, { status: { in: ['pending', 'held'] } }] }, overrideAccess: true })
  return totalDocs > 0
}

/** Holds an address may start on a site: 10 in 10 minutes and 5 a day (ReserveOptions.limit overrides the first). */
const DAILY_HOLDS = { limit: 5, windowSeconds: 86_400 }

async function handle(request: Request, flow: HoldFlow, options: ReserveOptions): Promise<Response> {
  const now = (options.now ?? (() => new Date()))()
  const text = await request.text()
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return fail(413, 'The request is too large (at most 32 KB).')
  let body: unknown
  try {
    body = parseShopperJson(text)
  } catch {
    body = null
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return fail(422, FORM_ERROR_HEADING, [{ path: 'body', message: 'The request body must be a JSON object.' }])
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? 'localhost'
  const site = await (options.resolve ?? resolveSiteForRequest)(host)
  if (!site) return fail(404, 'No site answers to this host.')
  if (!flow.offeredOn(site.config)) return fail(404, flow.messages.closed)
  const parsed = parseLead({ ...(body as Record<string, unknown>), type: flow.leadType }, site.config.forms, { dealershipCount: site.dealershipIds.length })
  if (!parsed.ok) return json(422, parsed.body)
  const lead = parsed.lead
  const payload = await getPayloadClient()

  const shopper = await findSession(payload, cookieValue(request.headers.get('cookie'), SESSION_COOKIE), site.id, now)
  if (needsSignIn('checkout', { signedIn: shopper !== null }, site.config.signIn.gatedRoutes)) return fail(401, flow.messages.signIn)
  // the phone must be the one a sign-in code proved: the session's (issue 48, finding 6)
  const unverified = verifiedPhoneProblem(lead.phone ?? '', shopper?.phone)
  if (unverified) return fail(403, unverified, [{ path: 'phone', message: unverified }])

  const known = await existingByLeadKey(payload, site.id, lead.idempotencyKey)
  if (known) return json(200, answerOf(flow, known))

  const ip = clientIp(request.headers)
  const verdict = await hitRateLimits(payload, [{ key: `reserve:ip:${site.id}:${ip}`, rule: options.limit ?? { limit: 10, windowSeconds: 600 } }, { key: `reserve:ip-day:${site.id}:${ip}`, rule: options.dailyLimit ?? DAILY_HOLDS }], now.getTime())
  if (!verdict.allowed) return fail(429, 'Too many reservations. Please try again later.', [])
  if (lead.phone && (await phoneHolds(payload, site.id, lead.phone))) return fail(409, ONE_HOLD_MESSAGE, [{ path: 'phone', message: ONE_HOLD_MESSAGE }])

  const refs = await resolveReferences(payload, site, lead)
  if (!refs.ok) return json(422, { message: FORM_ERROR_HEADING, errors: refs.errors })
  const car = refs.refs.vehicle!
  const dealershipId = refs.refs.dealership?.id
  const amount = flow.amountFor(car, site.config)
  if (!dealershipId || amount === null) return fail(409, flow.messages.unavailable, [{ path: 'vehicle', message: flow.messages.unavailable }])
  if (car.reserved || (await activeFor(payload, car.id))) return fail(409, flow.messages.taken, [{ path: 'vehicle', message: flow.messages.taken }])

  const provider = options.provider ?? paymentProviderFor()
  const data = leadData(site, lead, refs.refs, { ip, now, eventId: leadEventId })
  const token = randomBytes(24).toString('base64url')
  let reservationId: number
  try {
    reservationId = await inConfirmedTransaction(
      payload,
      async (req) => {
        const stored = await payload.create({ collection: 'leads', data, req, overrideAccess: true, depth: 0 })
        const reservation = await payload.create({
          collection: 'reservations',
          req,
          overrideAccess: true,
          depth: 0,
          data: {
            kind: flow.kind, site: site.id, dealership: dealershipId, vehicle: car.id, shopper: shopper?.shopperId, lead: stored.id,
            firstName: lead.firstName!, lastName: lead.lastName ?? null, email: lead.email!, phone: lead.phone!,
            amount, provider: provider.id, status: 'pending', publicToken: token,
          },
        })
        if (!data.spam) await queueDeliveries(req, stored, refs.refs.dealership)
        return reservation.id
      },
      async (id) => (await payload.count({ collection: 'reservations', where: { id: { equals: id } }, overrideAccess: true })).totalDocs === 1,
    )
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error
    const twin = await existingByLeadKey(payload, site.id, lead.idempotencyKey)
    if (twin) return json(200, answerOf(flow, twin))
    if (isUniqueViolation(error) || (await activeFor(payload, car.id))) return fail(409, flow.messages.taken, [{ path: 'vehicle', message: flow.messages.taken }])
    throw error
  }

  const origin = new URL(request.url)
  const base = `${request.headers.get('x-forwarded-proto') ?? origin.protocol.replace(':', '')}://${host}`
  const urls = flow.urls(base, car.slug, lead.page ?? null, token)
  let started
  try {
    started = await provider.start({
      reservationId, amountCents: amount, email: lead.email ?? null,
      description: `${flow.description}: ${[car.year, car.make, car.model].filter(Boolean).join(' ')} (${car.stockNumber})`,
      successUrl: urls.success, cancelUrl: urls.cancel,
    })
  } catch (error) {
    console.error('Reservation payment could not start', error)
    await markEnded(payload, reservationId, 'pending', 'cancelled', now)
    return fail(503, flow.messages.payments)
  }
  if (started.status === 'held') {
    await payload.update({ collection: 'reservations', id: reservationId, data: { status: 'held', heldAt: now.toISOString() }, overrideAccess: true, depth: 0, context: { systemMove: true } })
    // the collection's hook sets the car's Reserved flag on the move to held
    return json(201, answerOf(flow, { id: reservationId, status: 'held', publicToken: token }))
  }
  await payload.update({ collection: 'reservations', id: reservationId, data: { providerSessionId: started.sessionId }, overrideAccess: true, depth: 0 })
  return json(201, { ...answerOf(flow, { id: reservationId, status: 'pending', publicToken: token }), redirectUrl: started.redirectUrl })
}

/** What the shopper's browser is told: where the confirmation page is (by its secret token, never the id). */
const answerOf = (flow: HoldFlow, r: { id: number; status: string; publicToken: string }) => ({
  reservationId: r.id, status: r.status, token: r.publicToken, confirmationPath: flow.confirmationPath(r.publicToken),
})

async function run(request: Request, flow: HoldFlow, options: ReserveOptions): Promise<Response> {
  try {
    return await handle(request, flow, options)
  } catch (error) {
    if (isDatabaseUnavailable(error)) return fail(503, flow.messages.down)
    console.error(`POST ${flow.endpoint} failed`, error)
    return fail(500, flow.messages.failed)
  }
}

/** `POST /api/reservations`: a deposit hold. */
export const reserve = (request: Request, options: ReserveOptions = {}) => run(request, RESERVE_FLOW, options)

/** `POST /api/purchases`: an online purchase of the whole car (FIN §4 Online purchase). */
export const purchase = (request: Request, options: ReserveOptions = {}) => run(request, PURCHASE_FLOW, options)

