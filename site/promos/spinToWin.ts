/**
 * `POST /api/spin-to-win` (FIN §2.1 /spin-to-win; site/rules/spinToWin.ts): the shopper's entry is
 * checked, the server draws the prize from the page's own wheel and stores the win as the dealer's
 * lead, then answers the prize and where the wheel stops. Behind sign-in where the dealer flags
 * `spinToWin` (FIN §2.2), with the mobile number the shopper signed in with. One spin per mobile
 * number and page: the lead's idempotency key is made from them, so a second spin answers the
 * first prize again, also when two arrive at once.
 */
import { createHash } from 'node:crypto'
import { clientIp } from '../abuse/clientIp'
import { hitRateLimits, type RateLimit } from '../abuse/rateLimit'
import { parseShopperJson } from '../http/parseShopperJson'
import { isDatabaseUnavailable } from '../leads/databaseErrors'
import { leadData } from '../leads/leadData'
import { resolveReferences } from '../leads/references'
import { parseLead } from '../leads/schema'
import { insertLead } from '../leads/store'
import { loadLocationCards } from '../locations/loadLocationCards'
import { getPayloadClient } from '../payload'
import { executePrepared } from '../payloadDb'
import { leadEventId } from '../rules/analytics'
import { mobileDigits } from '../rules/phone'
import { needsSignIn } from '../rules/signInGating'
import { drawPrize, prizeOfSubcategory, prizeSubcategory, redeemLocation, spinIdentity, type Prize } from '../rules/spinToWin'
import { verifiedPhoneProblem } from '../rules/verifiedPhone'
import { findSession, sessionTokenFrom } from '../shoppers/session'
import { resolveSiteForRequest } from '../tenancy/resolveSite'
import type { SiteView } from '../tenancy/siteView'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { spinEntrySchema, type SpinAnswer, type SpinEntry } from './spinEntry'

/** A page's wheel as the server reads it from the stored page (layouts/spinWheel.ts). */
export type SpinWheelSettings = { prizes: Prize[]; locationId: string }

export type SpinOptions = {
  loadWheel: (siteId: number, path: string) => Promise<SpinWheelSettings | null>
  resolve?: (host: string) => Promise<SiteView | null>
  random?: () => number
  /** Spins an address may start on a site (default 10 in 10 minutes). */
  limit?: RateLimit
}

export const MAX_BODY_BYTES = 8 * 1024

export const SPIN_MESSAGES = {
  notJson: 'The request body must be a JSON object.',
  tooLarge: 'The request is too large (at most 8 KB).',
  noSite: 'No site answers to this host.',
  fix: 'Please fix the following errors:',
  signIn: 'Please sign in to spin the wheel.',
  noWheel: 'This page has no Spin to Win wheel.',
  tooMany: 'Too many spins from here. Please try again later.',
  unavailable: 'The wheel cannot be spun right now. Please try again in a moment.',
  failed: 'The wheel could not be spun. Please try again.',
} as const

type FieldError = { path: string; message: string }

const answer = (status: number, body: SpinAnswer, headers: Record<string, string> = {}) => Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })
const fail = (status: number, message: string, errors: FieldError[] = [], headers: Record<string, string> = {}) => answer(status, { ok: false, message, errors }, headers)

/** A page path as the pages are stored: lower case, no trailing slash (layouts/pageRoute.ts). */
export function spinPagePath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 300) return null
  const path = raw.toLowerCase().replace(/\/+$/, '') || '/'
  return /^\/[a-z0-9/-]*$/.test(path) && !path.includes('//') ? path : null
}

/** A UUID (version 5 layout) from the spin's identity: the lead's idempotency key. */
export function spinKey(identity: string): string {
  const hex = createHash('sha256').update(identity).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${hex.slice(18, 20)}-${hex.slice(20, 32)}`
}

async function readBody(request: Request): Promise<{ ok: true; body: Record<string, unknown> } | { ok: false; response: Response }> {
  const text = await request.text()
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return { ok: false, response: fail(413, SPIN_MESSAGES.tooLarge) }
  let body: unknown = null
  try {
    body = parseShopperJson(text)
  } catch {
    // not JSON: answered below like any other body that is not an object
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { ok: false, response: fail(422, SPIN_MESSAGES.fix, [{ path: 'body', message: SPIN_MESSAGES.notJson }]) }
  return { ok: true, body: body as Record<string, unknown> }
}

/** The prize an earlier spin with this key won (its lead's subcategory), or null when there is none. */
async function earlierPrize(payload: Payload, siteId: number, key: string): Promise<string | null> {
  // System read: the key is derived from the shopper's own mobile number on this site; only the prize is answered.
  const { rows } = await executePrepared(payload, sql`select subcategory from leads where site_id = ${siteId} and idempotency_key = ${key} limit 1`)
  return rows[0] ? prizeOfSubcategory(String(rows[0].subcategory ?? '')) : null
}

const won = (status: number, wheel: SpinWheelSettings, prize: string, already: boolean, redeemAt: string | null) =>
  answer(status, { ok: true, prize, index: wheel.prizes.findIndex((p) => p.label === prize), already, redeemAt })

type Spin = { site: SiteView; path: string; entry: SpinEntry }

/** The site, the wheel's page and the entry, or the answer to a request that names none of them well. */
async function parse(request: Request, options: SpinOptions): Promise<Spin | Response> {
  const read = await readBody(request)
  if (!read.ok) return read.response
  const site = await (options.resolve ?? resolveSiteForRequest)(request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? 'localhost')
  if (!site) return fail(404, SPIN_MESSAGES.noSite)
  const path = spinPagePath(read.body.path)
  if (!path) return fail(404, SPIN_MESSAGES.noWheel)
  const entry = spinEntrySchema.safeParse(read.body)
  if (!entry.success) return fail(422, SPIN_MESSAGES.fix, entry.error.issues.map((i) => ({ path: i.path.map(String).join('.') || 'body', message: i.message })))
  return { site, path, entry: entry.data }
}

/** FIN §2.2: where the dealer gates the wheel, only a signed-in shopper spins, with the number the sign-in code proved. */
async function authorize(payload: Payload, request: Request, { site, entry }: Spin): Promise<Response | null> {
  if (!needsSignIn('spin-to-win', { signedIn: false }, site.config.signIn.gatedRoutes)) return null
  const shopper = await findSession(payload, sessionTokenFrom(request.headers.get('cookie')), site.id, new Date())
  if (!shopper) return fail(401, SPIN_MESSAGES.signIn)
  const unverified = verifiedPhoneProblem(entry.phone, shopper.phone)
  return unverified ? fail(403, unverified, [{ path: 'phone', message: unverified }]) : null
}

/** The win as the dealer's lead (a General Enquiry, subcategory "Spin to Win: {prize}") at the redeem location; null when a twin was stored first. */
async function storeWin(payload: Payload, request: Request, { site, path, entry }: Spin, key: string, prize: string, locationId: number | undefined): Promise<{ id: number | null } | Response> {
  const { termsAccepted: _terms, ...contact } = entry
  const lead = parseLead(
    { ...contact, type: 'contact', idempotencyKey: key, subcategory: prizeSubcategory(prize), message: `Won on the Spin to Win wheel: ${prize}.`, location: locationId, page: path, termsAccepted: true },
    site.config.forms,
    { dealershipCount: 1, locationsOffered: 0 },
  )
  if (!lead.ok) return fail(422, SPIN_MESSAGES.fix, lead.body.errors)
  const refs = await resolveReferences(payload, site, lead.lead)
  if (!refs.ok) return fail(422, SPIN_MESSAGES.fix, refs.errors)
  const data = leadData(site, lead.lead, refs.refs, { ip: clientIp(request.headers), now: new Date(), eventId: leadEventId })
  return { id: await insertLead(payload, data, refs.refs.dealership) }
}

async function handle(request: Request, options: SpinOptions): Promise<Response> {
  const spin = await parse(request, options)
  if (spin instanceof Response) return spin
  const payload = await getPayloadClient()
  const refused = await authorize(payload, request, spin)
  if (refused) return refused
  const wheel = await options.loadWheel(spin.site.id, spin.path)
  if (!wheel) return fail(404, SPIN_MESSAGES.noWheel)
  const location = redeemLocation(await loadLocationCards(spin.site), wheel.locationId)
  const redeemAt = location?.name ?? null
  const key = spinKey(spinIdentity(spin.site.id, spin.path, mobileDigits(spin.entry.phone)))
  const before = await earlierPrize(payload, spin.site.id, key)
  if (before) return won(200, wheel, before, true, redeemAt)
  const verdict = await hitRateLimits(payload, [{ key: `spin:ip:${spin.site.id}:${clientIp(request.headers)}`, rule: options.limit ?? { limit: 10, windowSeconds: 600 } }])
  if (!verdict.allowed) return fail(429, SPIN_MESSAGES.tooMany, [], { 'retry-after': String(verdict.retryAfterSeconds) })
  const prize = wheel.prizes[drawPrize(wheel.prizes, options.random ?? Math.random)]
  if (!prize) return fail(404, SPIN_MESSAGES.noWheel)
  const stored = await storeWin(payload, request, spin, key, prize.label, location?.id)
  if (stored instanceof Response) return stored
  // Another spin with the same number was stored first: its prize stands.
  if (stored.id === null) return won(200, wheel, (await earlierPrize(payload, spin.site.id, key)) ?? prize.label, true, redeemAt)
  return won(201, wheel, prize.label, false, redeemAt)
}

export async function spinToWin(request: Request, options: SpinOptions): Promise<Response> {
  try {
    return await handle(request, options)
  } catch (error) {
    if (isDatabaseUnavailable(error)) return fail(503, SPIN_MESSAGES.unavailable, [], { 'retry-after': '2' })
    console.error('POST /api/spin-to-win failed', error)
    return fail(500, SPIN_MESSAGES.failed)
  }
}
