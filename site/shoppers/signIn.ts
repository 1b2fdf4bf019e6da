/**
 * `POST /api/shoppers/code`, `/verify` and `/sign-out` (issue 13; FIN §4, §5, §7, §8). Each is a
 * few steps: read the body, resolve the site from the Host, parse (phone first), rate-limit, act.
 * Bad input is a 4xx with `{ message, errors }`, never a 5xx. The code appears in no response or
 * log: only the SMS carries it.
 */
import type { Payload } from 'payload'
import { clientIp } from '../abuse/clientIp'
import { clearRateLimit, hitRateLimits } from '../abuse/rateLimit'
import { getPayloadClient } from '../payload'
import { codeMessage, INVALID_CODE_MESSAGE, MAX_CODE_ATTEMPTS, resendWaitMessage, resendWaitSeconds, RESEND_AFTER_MS, TOO_MANY_MESSAGE } from '../rules/oneTimeCode'
import { FORM_ERROR_HEADING } from '../rules/forms'
import { resolveSiteForRequest } from '../tenancy/resolveSite'
import type { SiteView } from '../tenancy/siteView'
import { hashCode, newCode } from './codes'
import { guarded, hostOf, HTTP_MESSAGES, isHttps, json, problem, readJsonObject } from './http'
import { shopperLimits, type ShopperLimits } from './limits'
import { codeRequestSchema, fieldErrors, verifyRequestSchema } from './schema'
import { clearedSessionCookie, endSession, sessionCookie, sessionTokenFrom, startSession } from './session'
import { smsProviderFor, type SmsProvider } from './sms/provider'
import { claimCode, countWrongTry, findShopper, lastSentAt, recordVerification, ensureShopper, fillContact, consumeCode, withdrawCode } from './store'

export type SignInOptions = { now?: () => Date; sms?: SmsProvider; limits?: ShopperLimits; resolve?: (host: string) => Promise<SiteView | null> }

type Ready = { payload: Payload; site: SiteView; body: Record<string, unknown> }

/** Body and site, or the response that refuses the request. */
async function prepare(request: Request, options: SignInOptions): Promise<{ ok: true; ready: Ready } | { ok: false; response: Response }> {
  const read = await readJsonObject(request)
  if (!read.ok) return read
  const site = await (options.resolve ?? resolveSiteForRequest)(hostOf(request))
  if (!site) return { ok: false, response: problem(404, HTTP_MESSAGES.noSite) }
  return { ok: true, ready: { payload: await getPayloadClient(), site, body: read.body } }
}

const tooMany = (retryAfterSeconds: number, message = TOO_MANY_MESSAGE) => problem(429, message, [], { 'retry-after': String(retryAfterSeconds) })

async function limited(payload: Payload, hits: { key: string; rule: { limit: number; windowSeconds: number } }[], now: Date): Promise<Response | null> {
  const verdict = await hitRateLimits(payload, hits, now.getTime())
  return verdict.allowed ? null : tooMany(verdict.retryAfterSeconds)
}

/**
 * Wrong codes are counted per site and number whether or not the number asked for a code (issue 48,
 * finding 14: only a number with a live code ever reached "too many tries", so the answers told which
 * numbers had recently asked). The answer to a wrong code comes from this count alone; the shopper's
 * own attempt count still burns a live code after MAX_CODE_ATTEMPTS.
 */
const wrongCodeKey = (siteId: number, phone: string) => `shoppers:verify:wrong:${siteId}:${phone}`
/** A day's window (a new code or a sign-in clears it): long enough that a run of tries rarely straddles two. */
const WRONG_CODES = { limit: MAX_CODE_ATTEMPTS - 1, windowSeconds: 24 * 60 * 60 }

async function handleCode(request: Request, options: SignInOptions): Promise<Response> {
  const prepared = await prepare(request, options)
  if (!prepared.ok) return prepared.response
  const { payload, site, body } = prepared.ready
  const parsed = codeRequestSchema.safeParse(body)
  if (!parsed.success) return problem(422, FORM_ERROR_HEADING, fieldErrors(parsed.error))
  // names and email given here are only checked: they are stored at /verify, once the phone is proven
  const { phone } = parsed.data
  const now = (options.now ?? (() => new Date()))()
  const known = await findShopper(payload, site.id, phone)
  const wait = known ? resendWaitSeconds(await lastSentAt(payload, known.id), now) : 0
  if (wait > 0) return tooMany(wait, resendWaitMessage(wait))
  const limits = options.limits ?? shopperLimits()
  const refused = await limited(payload, [{ key: `shoppers:code:ip:${clientIp(request.headers)}`, rule: limits.codeIp }, { key: `shoppers:code:phone:${site.id}:${phone}`, rule: limits.codePhone }], now)
  if (refused) return refused
  const overBudget = await smsBudgetSpent(payload, site, limits, now)
  if (overBudget) return overBudget
  const shopper = await ensureShopper(payload, site.id, phone)
  const code = newCode()
  const codeHash = hashCode(site.id, phone, code)
  if (!(await claimCode(payload, shopper.id, codeHash, now))) {
    const left = resendWaitSeconds(await lastSentAt(payload, shopper.id), now) || 1
    return tooMany(left, resendWaitMessage(left))
  }
  const sent = await sendCode(payload, options.sms ?? smsProviderFor(payload), { to: phone, body: codeMessage(code, site.name), siteId: site.id })
  if (!sent) {
    await withdrawCode(payload, shopper.id, codeHash)
    return problem(503, HTTP_MESSAGES.notSent, [], { 'retry-after': '5' })
  }
  await recordVerification(payload, site.id, site.dealershipIds[0] ?? null, shopper.id, 'sms')
  await clearRateLimit(payload, wrongCodeKey(site.id, phone))
  return json(202, { status: 'verificationSent', resendAfterSeconds: RESEND_AFTER_MS / 1000 })
}

/**
 * The SMS budgets (limits.ts): the site's and the platform's codes this hour. Past one, the code is
 * not sent (429) and platform staff get one email for that budget and hour (alertOnce).
 */
async function smsBudgetSpent(payload: Payload, site: SiteView, limits: ShopperLimits, now: Date): Promise<Response | null> {
  for (const [scope, key, rule] of [['site', `shoppers:code:site:${site.id}`, limits.codeSite], ['platform', 'shoppers:code:platform', limits.codePlatform]] as const) {
    const verdict = await hitRateLimits(payload, [{ key, rule }], now.getTime())
    if (verdict.allowed) continue
    await alertOnce(payload, scope === 'site' ? `the site ${site.name} (id ${site.id})` : 'the platform (every site together)', key, rule, now)
    return tooMany(verdict.retryAfterSeconds)
  }
  return null
}

export const SMS_BUDGET_SUBJECT = 'SMS budget reached: sign-in codes paused'

/** One email to every platform admin and staff member per budget and window; a failure to send is logged, never the shopper's problem. */
async function alertOnce(payload: Payload, what: string, key: string, rule: { limit: number; windowSeconds: number }, now: Date): Promise<void> {
  const first = await hitRateLimits(payload, [{ key: `${key}:alerted`, rule: { limit: 1, windowSeconds: rule.windowSeconds } }], now.getTime())
  if (!first.allowed) return
  try {
    const { docs } = await payload.find({ collection: 'users', where: { role: { in: ['platform-admin', 'platform-staff'] } }, depth: 0, limit: 100, overrideAccess: true, select: { email: true } })
    const to = docs.map((user) => user.email).filter(Boolean)
    if (!to.length) return
    const text = `${rule.limit} sign-in codes were sent by ${what} within ${Math.round(rule.windowSeconds / 60)} minutes, its SMS budget. No more codes go out from it until the window ends. If this is not real demand, look for a script asking for codes; the budget is set by SHOPPER_RATE_LIMIT_CODE_SITE and SHOPPER_RATE_LIMIT_CODE_PLATFORM.`
    await payload.sendEmail({ to, subject: `${SMS_BUDGET_SUBJECT} for ${what}`, text })
  } catch (error) {
    payload.logger.error({ msg: 'SMS budget alert not sent', err: error instanceof Error ? error.message : String(error) })
  }
}

async function sendCode(payload: Payload, sms: SmsProvider, message: { to: string; body: string; siteId: number }): Promise<boolean> {
  try {
    await sms.send(message)
    return true
  } catch (error) {
    // The message (and so the code) stays out of the log: only the gateway's answer is logged.
    payload.logger.error({ msg: 'Sign-in code not sent', provider: sms.name, site: message.siteId, err: error instanceof Error ? error.message : String(error) })
    return false
  }
}

async function handleVerify(request: Request, options: SignInOptions): Promise<Response> {
  const prepared = await prepare(request, options)
  if (!prepared.ok) return prepared.response
  const { payload, site, body } = prepared.ready
  const parsed = verifyRequestSchema.safeParse(body)
  if (!parsed.success) return problem(422, FORM_ERROR_HEADING, fieldErrors(parsed.error))
  const { phone, code, ...contact } = parsed.data
  const now = (options.now ?? (() => new Date()))()
  const limits = options.limits ?? shopperLimits()
  const refused = await limited(payload, [{ key: `shoppers:verify:ip:${clientIp(request.headers)}`, rule: limits.verifyIp }, { key: `shoppers:verify:phone:${site.id}:${phone}`, rule: limits.verifyPhone }], now)
  if (refused) return refused
  // the same answer for every wrong code, whether the number has a shopper, a live code or neither
  const wrong = async (): Promise<Response> => {
    const verdict = await hitRateLimits(payload, [{ key: wrongCodeKey(site.id, phone), rule: WRONG_CODES }], now.getTime())
    return verdict.allowed ? problem(422, INVALID_CODE_MESSAGE, [{ path: 'code', message: INVALID_CODE_MESSAGE }]) : tooMany(60)
  }
  const shopper = await findShopper(payload, site.id, phone)
  if (!shopper) return wrong()
  if (!(await consumeCode(payload, shopper.id, hashCode(site.id, phone, code), now))) {
    await countWrongTry(payload, shopper.id, now)
    return wrong()
  }
  await clearRateLimit(payload, wrongCodeKey(site.id, phone))
  await fillContact(payload, shopper.id, contact)
  await recordVerification(payload, site.id, site.dealershipIds[0] ?? null, shopper.id, 'verify')
  const session = await startSession(payload, shopper.id, now)
  return json(200, { status: 'verificationSubmitted', shopper: { id: shopper.id } }, { 'set-cookie': sessionCookie(session.token, session.expiresAt, isHttps(request)) })
}

async function handleSignOut(request: Request): Promise<Response> {
  const payload = await getPayloadClient()
  await endSession(payload, sessionTokenFrom(request.headers.get('cookie')))
  return json(200, { status: 'idle' }, { 'set-cookie': clearedSessionCookie(isHttps(request)) })
}

const unavailable = () => problem(503, HTTP_MESSAGES.unavailable, [], { 'retry-after': '2' })

export const requestCode = (request: Request, options: SignInOptions = {}) => guarded('POST /api/shoppers/code', unavailable, (r) => handleCode(r, options))(request)
export const verifyCode = (request: Request, options: SignInOptions = {}) => guarded('POST /api/shoppers/verify', unavailable, (r) => handleVerify(r, options))(request)
export const signOut = (request: Request) => guarded('POST /api/shoppers/sign-out', unavailable, handleSignOut)(request)
