/**
 * `POST /api/leads` (issue 12): the site from the Host; 413 over 32 KB; 422 with the spec's
 * messages; 200 with the same lead for a repeated idempotency key (also concurrently: the unique
 * index on site and key decides); 429 with Retry-After per IP and per email/phone on the site;
 * a filled honeypot is answered like a success, kept as spam and never delivered; 503 while the
 * database is unreachable, so clients retry with the same key. The lead, its delivery rows and
 * jobs are written in one statement (site/leads/store.ts).
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { Location } from '../../payload-types'
import { clientIp } from '../abuse/clientIp'
import { ASYNC_COMMIT_CTE, cleanUpNowAndThen, counting, countsOf, type Hit, type RateLimit } from '../abuse/rateLimit'
import { getPayloadClient } from '../payload'
import { leadEventId } from '../rules/analytics'
import { isOfferedSlot, testDriveDays } from '../rules/testDriveSlots'
import { resolveSiteForRequest } from '../tenancy/resolveSite'
import type { SiteView } from '../tenancy/siteView'
import { isDatabaseUnavailable } from './databaseErrors'
import { leadData, type LeadData } from './leadData'
import { leadReferencesQuery, readLeadReferences, type LeadReferenceFields } from './references'
import { SOLD_LEAD_MESSAGE, takesLeadFor } from '../rules/stockState'
import { insertLead } from './store'
import { leadSchemaContext } from './schemaContext'
import { FORM_ERROR_HEADING, INVALID_CHOICE_MESSAGE, parseLead, SLOT_MESSAGE, type LeadFieldError, type LeadRequest } from './schema'
import { executePrepared } from '../payloadDb'
import { parseShopperJson } from '../http/parseShopperJson'
import { inForeground } from '../jobs/foreground'

export { isDatabaseUnavailable }

export const MAX_BODY_BYTES = 32 * 1024

export type LeadLimits = { ip: RateLimit; contact: RateLimit; reveal: RateLimit }

/** `limit/windowSeconds` from the environment, e.g. LEADS_RATE_LIMIT_IP=20/600. */
const limitFrom = (raw: string | undefined, fallback: RateLimit): RateLimit => {
  const [limit, windowSeconds] = (raw ?? '').split('/').map(Number)
  return limit && windowSeconds ? { limit, windowSeconds } : fallback
}

/** 20 leads per IP per 10 minutes, 5 per email or phone per hour, 60 phone reveals per IP per 10 minutes (per site). */
export const leadLimits = (): LeadLimits => ({
  ip: limitFrom(process.env.LEADS_RATE_LIMIT_IP, { limit: 20, windowSeconds: 600 }),
  contact: limitFrom(process.env.LEADS_RATE_LIMIT_CONTACT, { limit: 5, windowSeconds: 3600 }),
  reveal: limitFrom(process.env.LEADS_RATE_LIMIT_REVEAL, { limit: 60, windowSeconds: 600 }),
})

export type SubmitOptions = { limits?: LeadLimits; resolve?: (host: string) => Promise<SiteView | null> }

/**
 * `no-transform`: Next's compression leaves the answer as it is (a gzip stream for a 20-byte
 * answer cost about 0.7 ms of CPU per lead; Next drops a route's own Content-Length, which would
 * otherwise tell it the body is under its 1 KB threshold).
 */
const json = (status: number, body: unknown, headers: Record<string, string> = {}) => Response.json(body, { status, headers: { 'cache-control': 'no-store, no-transform', ...headers } })
const invalid = (errors: LeadFieldError[]) => json(422, { message: FORM_ERROR_HEADING, errors })

export const MESSAGES = {
  tooLarge: 'The request is too large (at most 32 KB).',
  notJson: 'The request body must be a JSON object.',
  noSite: 'No site answers to this host.',
  tooMany: 'Too many submissions. Please try again later.',
  unavailable: 'Leads cannot be received right now. Please try again in a moment.',
  failed: 'Lead submission failed',
} as const

async function readBody(request: Request): Promise<{ ok: true; body: unknown } | { ok: false; response: Response }> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_BODY_BYTES) return { ok: false, response: json(413, { message: MESSAGES.tooLarge, errors: [] }) }
  const text = await request.text()
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return { ok: false, response: json(413, { message: MESSAGES.tooLarge, errors: [] }) }
  try {
    const body: unknown = parseShopperJson(text)
    if (body && typeof body === 'object' && !Array.isArray(body)) return { ok: true, body }
  } catch {
    // not JSON: answered below like any other non-object body
  }
  return { ok: false, response: invalid([{ path: 'body', message: MESSAGES.notJson }]) }
}


/**
 * The lead a key already made on the site: one indexed lookup (the unique index on site and key),
 * outside any transaction, so it also confirms a commit. A plain query, not Payload's find, which
 * costs several times the CPU for the same row.
 */
async function existingLead(payload: Payload, siteId: number, key: string): Promise<number | null> {
  // System read: the key is the shopper's own submission, only its id is answered.
  const { rows } = await executePrepared(payload, sql`select id from leads where site_id = ${siteId} and idempotency_key = ${key} limit 1`)
  return rows[0] ? Number(rows[0].id) : null
}

function limitHits(site: SiteView, lead: LeadRequest, ip: string, limits: LeadLimits): Hit[] {
  if (lead.type === 'phone-reveal') return [{ key: `leads:reveal:${site.id}:${ip}`, rule: limits.reveal }]
  return [
    { key: `leads:ip:${site.id}:${ip}`, rule: limits.ip },
    ...(lead.email ? [{ key: `leads:email:${site.id}:${lead.email.toLowerCase()}`, rule: limits.contact }] : []),
    ...(lead.phone ? [{ key: `leads:phone:${site.id}:${lead.phone.replace(/\D/g, '')}`, rule: limits.contact }] : []),
  ]
}

/** Writes the lead and (unless spam) its outbox in one statement; a twin with the same key (stored before, or concurrently) wins instead. */
async function store(payload: Payload, site: SiteView, data: LeadData, dealership: LeadReferenceFields['dealership']): Promise<{ leadId: number; created: boolean }> {
  try {
    const leadId = await insertLead(payload, data, dealership)
    if (leadId !== null) return { leadId, created: true }
  } catch (error) {
    // The statement may have committed before its answer was lost: the key says.
    const twin = await existingLead(payload, site.id, data.idempotencyKey)
    if (twin !== null) return { leadId: twin, created: false }
    throw error
  }
  const twin = await existingLead(payload, site.id, data.idempotencyKey)
  if (twin === null) throw new Error(`The lead with key ${data.idempotencyKey} conflicted with a lead that is not there`)
  return { leadId: twin, created: false }
}

/**
 * In one round trip: the lead this key already made on the site; unless there is one, a hit
 * against each of the request's rate limits (counted as `hitRateLimits` does); and the lead's
 * references (site/leads/references.ts). The statement writes only counts, so it commits as they do.
 */
export function leadLookup(site: SiteView, lead: LeadRequest, hits: Hit[], now: number) {
  const limits = counting(hits, now, sql`exists (select 1 from known)`)
  const statement = sql`
    with ${ASYNC_COMMIT_CTE},
      known as (select id from leads where site_id = ${site.id} and idempotency_key = ${lead.idempotencyKey} limit 1),
      counted as (${limits.upsert}),
      refs as (${leadReferencesQuery(site, lead)})
    select refs.*, (select id from known) as known, (select coalesce(jsonb_agg(counted), '[]'::jsonb) from counted) as counts
    from async_commit left join refs on true`
  return { statement, verdict: limits.verdict }
}

async function lookUp(payload: Payload, site: SiteView, lead: LeadRequest, hits: Hit[], now: number) {
  const { statement, verdict } = leadLookup(site, lead, hits, now)
  // System statement: the key and references are the shopper's own, checked against the site; it writes only counts.
  const { rows } = await executePrepared(payload, statement)
  await cleanUpNowAndThen(payload)
  const row = rows[0] ?? {}
  const known = row.known === null || row.known === undefined ? null : Number(row.known)
  return { known, verdict: verdict(countsOf((row.counts ?? []) as Record<string, unknown>[])), refs: readLeadReferences(row, lead) }
}

/**
 * A test drive's chosen day and time must be one the form offered: a slot of the location's
 * opening and holiday hours, not past (the form's own rule, checked again here).
 */
export function testDriveSlotError(lead: Pick<LeadRequest, 'type' | 'date' | 'time'>, location: Pick<Location, 'openingHours' | 'specialHours'> | null, now: Date): LeadFieldError | null {
  if (lead.type !== 'test-drive' || !lead.date || !lead.time || !location) return null
  const weekly = (location.openingHours ?? []).map((h) => ({ weekday: h.weekday, status: h.status, open: h.open, close: h.close }))
  const special = (location.specialHours ?? []).map((h) => ({ date: h.date, status: h.status, open: h.open, close: h.close }))
  return isOfferedSlot(testDriveDays(weekly, special, { now }), lead.date, lead.time) ? null : { path: 'time', message: SLOT_MESSAGE }
}

async function handle(request: Request, options: SubmitOptions): Promise<Response> {
  const read = await readBody(request)
  if (!read.ok) return read.response
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? 'localhost'
  const site = await (options.resolve ?? resolveSiteForRequest)(host)
  if (!site) return json(404, { message: MESSAGES.noSite, errors: [] })
  // A reserve or purchase lead comes only with its reservation (POST /api/reservations, /api/purchases): not a type of this endpoint.
  const bodyType = (read.body as { type?: unknown }).type
  if (bodyType === 'reserve' || bodyType === 'purchase') return invalid([{ path: 'type', message: INVALID_CHOICE_MESSAGE }])
  const parsed = parseLead(read.body, site.config.forms, await leadSchemaContext(site, bodyType))
  if (!parsed.ok) return json(422, parsed.body)
  const lead = parsed.lead
  const payload = await getPayloadClient()
  const { known, verdict, refs } = await lookUp(payload, site, lead, limitHits(site, lead, clientIp(request.headers), options.limits ?? leadLimits()), Date.now())
  if (known !== null) return json(200, { leadId: known })
  if (!verdict.allowed) return json(429, { message: MESSAGES.tooMany, errors: [] }, { 'retry-after': String(verdict.retryAfterSeconds) })
  if (!refs.ok) return invalid(refs.errors)
  if (refs.refs.vehicle && !takesLeadFor(refs.refs.vehicle.status, lead.type)) return invalid([{ path: 'vehicle', message: SOLD_LEAD_MESSAGE }])
  // The slots as the form listed them up to 15 minutes ago: a shopper who took a while is not refused a slot that was offered.
  const slotError = testDriveSlotError(lead, refs.refs.location, new Date(Date.now() - 15 * 60_000))
  if (slotError) return invalid([slotError])
  const data = leadData(site, lead, refs.refs, { ip: clientIp(request.headers), now: new Date(), eventId: leadEventId })
  const { leadId, created } = await store(payload, site, data, refs.refs.dealership)
  return json(created ? 201 : 200, { leadId })
}

export async function submitLead(request: Request, options: SubmitOptions = {}): Promise<Response> {
  try {
    return await inForeground(() => handle(request, options))
  } catch (error) {
    if (isDatabaseUnavailable(error)) return json(503, { message: MESSAGES.unavailable, errors: [] }, { 'retry-after': '2' })
    console.error('POST /api/leads failed', error)
    return json(500, { message: MESSAGES.failed, errors: [] })
  }
}
