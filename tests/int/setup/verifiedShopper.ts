/**
 * A shopper session proving a phone, as a shopper gets one: a sign-in code asked for through
 * `POST /api/shoppers/code`, read from the local SMS outbox (the dev inbox, `sms-messages`), and
 * given back to `POST /api/shoppers/verify`. Holds and online orders need it (issue 48, finding 6).
 * One session per host and number: a second code within 30 s would be refused.
 */
import type { Payload } from 'payload'
import { mobileDigits } from '../../../site/rules/phone'
import { SESSION_COOKIE, sessionTokenFrom } from '../../../site/shoppers/session'
import { requestCode, verifyCode } from '../../../site/shoppers/signIn'
import type { ShopperLimits } from '../../../site/shoppers/limits'

const OPEN = { limit: 1_000_000, windowSeconds: 60 }
const LIMITS: ShopperLimits = { codePhone: OPEN, codeIp: OPEN, verifyPhone: OPEN, verifyIp: OPEN, codeSite: OPEN, codePlatform: OPEN }
const sessions = new Map<string, Promise<string>>()

const post = (path: 'code' | 'verify', host: string, body: unknown) =>
  new Request(`http://localhost:3000/api/shoppers/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-host': host, 'x-forwarded-for': '10.250.0.1' }, body: JSON.stringify(body) })

/** The code of the newest outbox message to `phone` (digits). */
export async function codeFromOutbox(payload: Payload, phone: string): Promise<string> {
  const { docs } = await payload.find({ collection: 'sms-messages', where: { to: { equals: phone } }, sort: '-id', limit: 1, depth: 0, overrideAccess: true })
  const code = /^(\d{6}) /.exec(String(docs[0]?.body ?? ''))?.[1]
  if (!code) throw new Error(`no code in the SMS outbox for ${phone}`)
  return code
}

async function signIn(payload: Payload, host: string, phone: string): Promise<string> {
  const asked = await requestCode(post('code', host, { phone }), { limits: LIMITS })
  if (asked.status !== 202) throw new Error(`code for ${phone} on ${host}: ${asked.status} ${await asked.text()}`)
  const done = await verifyCode(post('verify', host, { phone, code: await codeFromOutbox(payload, phone) }), { limits: LIMITS })
  const token = sessionTokenFrom(done.headers.get('set-cookie'))
  if (done.status !== 200 || !token) throw new Error(`verify for ${phone} on ${host}: ${done.status} ${await done.text()}`)
  return `${SESSION_COOKIE}=${token}`
}

/** The Cookie header of a session whose shopper proved `phone` on `host`'s site. */
export function verifiedCookie(payload: Payload, host: string, phone: string): Promise<string> {
  const key = `${host}|${mobileDigits(phone)}`
  let session = sessions.get(key)
  if (!session) {
    session = signIn(payload, host, mobileDigits(phone))
    sessions.set(key, session)
    session.catch(() => sessions.delete(key))
  }
  return session
}
