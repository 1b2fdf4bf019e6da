/**
 * `POST /api/rate-limit` and `GET /api/check-if-contact-exists` (FIN §7, §8).
 *
 * - rate-limit `{ phone }`: asked before a code is sent; a non-OK reply blocks the send. It looks
 *   at the same per-phone and per-IP counters as `POST /api/shoppers/code` without counting a
 *   send: 200 `{ data: { allowed: true } }` when a code may go out, 429 with "Too many verification
 *   attempts. Please try again later." (and Retry-After) when it may not. The counters exist for any
 *   number, known or not, so the answer says nothing about who has an account.
 * - check-if-contact-exists `?phone_number=`: 200 `{ data: { exists } }`. `exists` is true only when
 *   the number is the verified phone of the shopper signed in on this site (the session cookie):
 *   the finance flow can skip the code for them, and nobody learns whether another number is known.
 *
 * Both answer errors as `{ message, error, errors }` (the spec reads `error`), never a 5xx for bad
 * input, with no caching, and are limited per IP themselves.
 */
import type { Payload } from 'payload'
import { z } from 'zod'
import { clientIp } from '../abuse/clientIp'
import { hitRateLimit, peekRateLimit, type RateLimit } from '../abuse/rateLimit'
import { getPayloadClient } from '../payload'
import { FORM_ERROR_HEADING } from '../rules/forms'
import { TOO_MANY_MESSAGE } from '../rules/oneTimeCode'
import { resolveSiteForRequest } from '../tenancy/resolveSite'
import type { SiteView } from '../tenancy/siteView'
import { guarded, hostOf, HTTP_MESSAGES, json, readJsonObject, type Refusal } from './http'
import { shopperLimits, type ShopperLimits } from './limits'
import { fieldErrors, mobileField } from './schema'
import { findSession, sessionTokenFrom } from './session'

export type ContactCheckOptions = { now?: () => Date; limits?: ShopperLimits; checkLimit?: RateLimit; resolve?: (host: string) => Promise<SiteView | null> }

/** Each of the two endpoints: 60 calls per IP in 10 minutes (CONTACT_CHECK_RATE_LIMIT="limit/seconds"). */
export function contactCheckLimit(env: Record<string, string | undefined> = process.env): RateLimit {
  const [limit, windowSeconds] = (env.CONTACT_CHECK_RATE_LIMIT ?? '').split('/').map(Number)
  return limit && windowSeconds ? { limit, windowSeconds } : { limit: 60, windowSeconds: 600 }
}

const failure: Refusal = (status, message, errors = [], headers = {}) => json(status, { message, error: message, errors }, headers)
const tooMany = (retryAfterSeconds: number) => failure(429, TOO_MANY_MESSAGE, [], { 'retry-after': String(retryAfterSeconds) })

/** The site of the Host, or the 404 that refuses an unknown host. */
async function siteOf(request: Request, options: ContactCheckOptions): Promise<SiteView | Response> {
  const site = await (options.resolve ?? resolveSiteForRequest)(hostOf(request))
  return site ?? failure(404, HTTP_MESSAGES.noSite)
}

/** Counts the call against the endpoint's own per-IP limit; the refusal, or null. */
async function ownLimit(payload: Payload, endpoint: string, request: Request, options: ContactCheckOptions, now: Date): Promise<Response | null> {
  const verdict = await hitRateLimit(payload, `contact-check:${endpoint}:ip:${clientIp(request.headers)}`, options.checkLimit ?? contactCheckLimit(), now.getTime())
  return verdict.allowed ? null : tooMany(verdict.retryAfterSeconds)
}

const rateLimitSchema = z.object({ phone: mobileField() })
const contactSchema = z.object({ phone_number: mobileField() })

async function handleRateLimit(request: Request, options: ContactCheckOptions): Promise<Response> {
  const read = await readJsonObject(request, failure)
  if (!read.ok) return read.response
  const site = await siteOf(request, options)
  if (site instanceof Response) return site
  const payload = await getPayloadClient()
  const now = (options.now ?? (() => new Date()))()
  const refused = await ownLimit(payload, 'rate-limit', request, options, now)
  if (refused) return refused
  const parsed = rateLimitSchema.safeParse(read.body)
  if (!parsed.success) return failure(422, FORM_ERROR_HEADING, fieldErrors(parsed.error))
  const limits = options.limits ?? shopperLimits()
  // The keys and rules of POST /api/shoppers/code (site/shoppers/signIn.ts), peeked, not counted.
  const verdicts = await Promise.all([
    peekRateLimit(payload, `shoppers:code:ip:${clientIp(request.headers)}`, limits.codeIp, now.getTime()),
    peekRateLimit(payload, `shoppers:code:phone:${site.id}:${parsed.data.phone}`, limits.codePhone, now.getTime()),
  ])
  const blocked = verdicts.filter((v) => !v.allowed)
  if (blocked.length) return tooMany(Math.max(...blocked.map((v) => v.retryAfterSeconds)))
  return json(200, { data: { allowed: true } })
}

async function handleContactExists(request: Request, options: ContactCheckOptions): Promise<Response> {
  const site = await siteOf(request, options)
  if (site instanceof Response) return site
  const payload = await getPayloadClient()
  const now = (options.now ?? (() => new Date()))()
  const refused = await ownLimit(payload, 'contact-exists', request, options, now)
  if (refused) return refused
  const parsed = contactSchema.safeParse({ phone_number: new URL(request.url).searchParams.get('phone_number') ?? '' })
  if (!parsed.success) return failure(422, FORM_ERROR_HEADING, fieldErrors(parsed.error))
  const session = await findSession(payload, sessionTokenFrom(request.headers.get('cookie')), site.id, now)
  return json(200, { data: { exists: session !== null && session.phone === parsed.data.phone_number } })
}

const unavailable = () => failure(503, HTTP_MESSAGES.generic, [], { 'retry-after': '2' })

export const rateLimitCheck = (request: Request, options: ContactCheckOptions = {}) => guarded('POST /api/rate-limit', unavailable, (r) => handleRateLimit(r, options))(request)
export const checkContactExists = (request: Request, options: ContactCheckOptions = {}) => guarded('GET /api/check-if-contact-exists', unavailable, (r) => handleContactExists(r, options))(request)
