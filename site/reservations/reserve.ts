/**
 * `POST /api/reservations` (issue 14): a shopper reserves a car for the site's deposit. The body is
 * the lead request of type `reserve` (the same fields and messages as `POST /api/leads`). The
 * reservation, its lead and the lead's deliveries are written in one transaction; the database's
 * unique partial index lets one active reservation per car exist, so of shoppers racing for a car
 * one wins and the others get 409 with a clear message. Then the payment provider starts: pay at
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
import { depositCents, RESERVE_MESSAGES } from '../rules/reservation'
import { needsSignIn } from '../rules/signInGating'
import { isCheckoutEnabledForCar } from '../rules/stockState'
import { findSession, SESSION_COOKIE } from '../shoppers/session'
import { resolveSite } from '../tenancy/resolveSite'
import type { SiteView } from '../tenancy/siteView'
import { paymentProviderFor, type PaymentProvider } from './provider'
import { markEnded } from './transitions'

export const MAX_BODY_BYTES = 32 * 1024
export const SIGN_IN_MESSAGE = 'Please sign in to reserve this car.'

export type ReserveOptions = {
  resolve?: (host: string) => Promise<SiteView | null>
  provider?: PaymentProvider
  limit?: RateLimit
  now?: () => Date
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })
const fail = (status: number, message: string, errors: { path: string; message: string }[] = []) => json(status, { message, errors })

/** The confirmation page of a reservation (its token, not its id, so nobody reads another shopper's). */
export const confirmationPath = (carPath: string, token: string) => `${carPath}/confirmation?reservation=${encodeURIComponent(token)}`

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

async function handle(request: Request, options: ReserveOptions): Promise<Response> {
  const now = (options.now ?? (() => new Date()))()
  const text = await request.text()
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return fail(413, 'The request is too large (at most 32 KB).')
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    body = null
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return fail(422, FORM_ERROR_HEADING, [{ path: 'body', message: 'The request body must be a JSON object.' }])
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? 'localhost'
  const site = await (options.resolve ?? resolveSite)(host)
  if (!site) return fail(404, 'No site answers to this host.')
  const amount = depositCents(site.config.checkout.reserveAmount)
  if (!site.config.checkout.enabled || amount === null) return fail(404, RESERVE_MESSAGES.closed)
  const parsed = parseLead({ ...(body as Record<string, unknown>), type: 'reserve' }, site.config.forms, { dealershipCount: site.dealershipIds.length })
  if (!parsed.ok) return json(422, parsed.body)
  const lead = parsed.lead
  const payload = await getPayloadClient()

  const shopper = await findSession(payload, cookieValue(request.headers.get('cookie'), SESSION_COOKIE), site.id, now)
  if (needsSignIn('checkout', { signedIn: shopper !== null }, site.config.signIn.gatedRoutes)) return fail(401, SIGN_IN_MESSAGE)

  const known = await existingByLeadKey(payload, site.id, lead.idempotencyKey)
  if (known) return json(200, { reservationId: known.id, status: known.status, token: known.publicToken })

  const ip = clientIp(request.headers)
  const verdict = await hitRateLimits(payload, [{ key: `reserve:ip:${site.id}:${ip}`, rule: options.limit ?? { limit: 10, windowSeconds: 600 } }], now.getTime())
  if (!verdict.allowed) return fail(429, 'Too many reservations. Please try again later.', [])

  const refs = await resolveReferences(payload, site, lead)
  if (!refs.ok) return json(422, { message: FORM_ERROR_HEADING, errors: refs.errors })
  const car = refs.refs.vehicle!
  const dealershipId = refs.refs.dealership?.id
  if (!dealershipId || !isCheckoutEnabledForCar({ status: car.status, reserved: false }, site.config.checkout)) return fail(409, RESERVE_MESSAGES.unavailable, [{ path: 'vehicle', message: RESERVE_MESSAGES.unavailable }])
  if (car.reserved || (await activeFor(payload, car.id))) return fail(409, RESERVE_MESSAGES.taken, [{ path: 'vehicle', message: RESERVE_MESSAGES.taken }])

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
            site: site.id, dealership: dealershipId, vehicle: car.id, shopper: shopper?.shopperId, lead: stored.id,
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
    if (twin) return json(200, { reservationId: twin.id, status: twin.status, token: twin.publicToken })
    if (isUniqueViolation(error) || (await activeFor(payload, car.id))) return fail(409, RESERVE_MESSAGES.taken, [{ path: 'vehicle', message: RESERVE_MESSAGES.taken }])
    throw error
  }

  const origin = new URL(request.url)
  const base = `${request.headers.get('x-forwarded-proto') ?? origin.protocol.replace(':', '')}://${host}`
  const carUrl = `${base}${lead.page && lead.page.startsWith('/') ? lead.page.replace(/\/(checkout|buy-online)\/?$/, '') : `/cars/${encodeURIComponent(car.slug)}`}`
  let started
  try {
    started = await provider.start({
      reservationId, amountCents: amount, email: lead.email ?? null,
      description: `Refundable deposit: ${[car.year, car.make, car.model].filter(Boolean).join(' ')} (${car.stockNumber})`,
      successUrl: confirmationPath(`${carUrl}/checkout`, token), cancelUrl: `${carUrl}/checkout`,
    })
  } catch (error) {
    console.error('Reservation payment could not start', error)
    await markEnded(payload, reservationId, 'pending', 'cancelled', now)
    return fail(503, RESERVE_MESSAGES.payments)
  }
  if (started.status === 'held') {
    await payload.update({ collection: 'reservations', id: reservationId, data: { status: 'held', heldAt: now.toISOString() }, overrideAccess: true, depth: 0, context: { systemMove: true } })
    // the collection's hook sets the car's Reserved flag on the move to held
    return json(201, { reservationId, status: 'held', token })
  }
  await payload.update({ collection: 'reservations', id: reservationId, data: { providerSessionId: started.sessionId }, overrideAccess: true, depth: 0 })
  return json(201, { reservationId, status: 'pending', token, redirectUrl: started.redirectUrl })
}

export async function reserve(request: Request, options: ReserveOptions = {}): Promise<Response> {
  try {
    return await handle(request, options)
  } catch (error) {
    if (isDatabaseUnavailable(error)) return fail(503, 'Reservations cannot be received right now. Please try again in a moment.')
    console.error('POST /api/reservations failed', error)
    return fail(500, 'The reservation could not be made. Please try again.')
  }
}

