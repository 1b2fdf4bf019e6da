/**
 * FIN §7, §8: `POST /api/rate-limit` (asked before a code is sent; a non-OK reply blocks the send)
 * and `GET /api/check-if-contact-exists?phone_number=` against real PostgreSQL. The rate check
 * reads the counters of `POST /api/shoppers/code` without counting; check-if-contact-exists says
 * `exists: true` only for the signed-in shopper's own number on its own site, so no number can be
 * enumerated; both refuse bad input with a field error and are limited per IP.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { getPayloadClient } from '../../site/payload'
import { FORM_ERROR_HEADING, REQUIRED_MESSAGE } from '../../site/rules/forms'
import { MOBILE_MESSAGE, TOO_MANY_MESSAGE } from '../../site/rules/oneTimeCode'
import { checkContactExists, rateLimitCheck, type ContactCheckOptions } from '../../site/shoppers/contactChecks'
import type { ShopperLimits } from '../../site/shoppers/limits'
import { sessionTokenFrom, SESSION_COOKIE } from '../../site/shoppers/session'
import { requestCode, verifyCode } from '../../site/shoppers/signIn'
import type { SmsMessage, SmsProvider } from '../../site/shoppers/sms/provider'
import { buildWorld } from './setup/fixtures'

const OPEN: ShopperLimits = { codePhone: { limit: 10_000, windowSeconds: 3600 }, codeIp: { limit: 10_000, windowSeconds: 3600 }, verifyPhone: { limit: 10_000, windowSeconds: 600 }, verifyIp: { limit: 10_000, windowSeconds: 600 }, codeSite: { limit: 10_000, windowSeconds: 3600 }, codePlatform: { limit: 10_000, windowSeconds: 3600 } }
const hostA = 'site-cchk-a.localhost:3000'
const hostB = 'site-cchk-b.localhost:3000'
const sent: SmsMessage[] = []
const recorder: SmsProvider = { name: 'recorder', send: async (m) => void sent.push(m) }

let seq = 0
/** A unique mobile and a unique IP per test. */
const nextPhone = () => `0498${String((Date.now() + ++seq * 7919) % 1_000_000).padStart(6, '0')}`
const nextIp = () => `10.7.${seq % 250}.${++seq % 250}`

type Call = { host?: string; ip?: string; cookie?: string; origin?: string; limits?: ShopperLimits; checkLimit?: ContactCheckOptions['checkLimit']; at?: Date }
const headers = (call: Call): Record<string, string> => ({
  'content-type': 'application/json',
  'x-forwarded-host': call.host ?? hostA,
  'x-forwarded-for': call.ip ?? '10.7.0.1',
  ...(call.cookie ? { cookie: call.cookie } : {}),
  ...(call.origin ? { origin: call.origin } : {}),
})
const options = (call: Call): ContactCheckOptions => ({ limits: call.limits ?? OPEN, checkLimit: call.checkLimit ?? { limit: 10_000, windowSeconds: 600 }, now: () => call.at ?? new Date() })
const answer = async (response: Response) => ({ status: response.status, json: (await response.json()) as any, headers: response.headers })
const check = async (body: unknown, call: Call = {}) =>
  answer(await rateLimitCheck(new Request('http://localhost:3000/api/rate-limit', { method: 'POST', headers: headers(call), body: typeof body === 'string' ? body : JSON.stringify(body) }), options(call)))
const exists = async (phone: string | null, call: Call = {}) =>
  answer(await checkContactExists(new Request(`http://localhost:3000/api/check-if-contact-exists${phone === null ? '' : `?phone_number=${encodeURIComponent(phone)}`}`, { headers: headers(call) }), options(call)))
const askCode = async (phone: string, call: Call = {}) =>
  (await requestCode(new Request('http://localhost:3000/api/shoppers/code', { method: 'POST', headers: headers(call), body: JSON.stringify({ phone }) }), { sms: recorder, limits: call.limits ?? OPEN })).status

/** Signs in on site A and answers the Cookie header of the session. */
async function signIn(phone: string, ip: string): Promise<string> {
  expect(await askCode(phone, { ip })).toBe(202)
  const code = /^(\d{6}) /.exec(sent.filter((m) => m.to === phone).at(-1)?.body ?? '')?.[1]
  const done = await verifyCode(new Request('http://localhost:3000/api/shoppers/verify', { method: 'POST', headers: headers({ ip }), body: JSON.stringify({ phone, code }) }), { limits: OPEN })
  expect(done.status).toBe(200)
  return `${SESSION_COOKIE}=${sessionTokenFrom(done.headers.get('set-cookie'))}`
}

let payload: Payload
beforeAll(async () => {
  payload = await getPayloadClient()
  await buildWorld(payload, 'cchk')
})

describe('POST /api/rate-limit (FIN §7: asked before a code is sent)', () => {
  it('200 { data: { allowed: true } } while codes may go out, without counting a send', async () => {
    const phone = nextPhone()
    const ip = nextIp()
    const limits: ShopperLimits = { ...OPEN, codePhone: { limit: 2, windowSeconds: 3600 } }
    for (let i = 0; i < 5; i++) {
      const ok = await check({ phone }, { ip, limits })
      expect(ok.status).toBe(200)
      expect(ok.json).toEqual({ data: { allowed: true } })
      expect(ok.headers.get('cache-control')).toBe('no-store')
    }
    // Five checks did not use up the two codes of the hour.
    expect(await askCode(phone, { ip, limits })).toBe(202)
  })

  it('429 with the spec message and Retry-After once the number’s codes are used up; other numbers still pass', async () => {
    const phone = nextPhone()
    const ip = nextIp()
    const limits: ShopperLimits = { ...OPEN, codePhone: { limit: 1, windowSeconds: 3600 } }
    expect(await askCode(phone, { ip, limits })).toBe(202)
    const refused = await check({ phone: phone.replace(/^0/, '+61') }, { ip, limits })
    expect(refused.status).toBe(429)
    expect(refused.json).toEqual({ message: TOO_MANY_MESSAGE, error: TOO_MANY_MESSAGE, errors: [] })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await check({ phone: nextPhone() }, { ip, limits })).status).toBe(200)
  })

  it('429 once the IP’s codes are used up, whatever the number', async () => {
    const ip = nextIp()
    const limits: ShopperLimits = { ...OPEN, codeIp: { limit: 1, windowSeconds: 3600 } }
    expect(await askCode(nextPhone(), { ip, limits })).toBe(202)
    expect((await check({ phone: nextPhone() }, { ip, limits })).status).toBe(429)
    expect((await check({ phone: nextPhone() }, { ip: nextIp(), limits })).status).toBe(200)
  })

  it('another site: the same number’s limits are per site, an unknown host is a 404', async () => {
    const phone = nextPhone()
    const ip = nextIp()
    const limits: ShopperLimits = { ...OPEN, codePhone: { limit: 1, windowSeconds: 3600 } }
    expect(await askCode(phone, { ip, limits })).toBe(202)
    expect((await check({ phone }, { ip, limits })).status).toBe(429)
    expect((await check({ phone }, { ip, limits, host: hostB })).status).toBe(200)
    const unknown = await check({ phone }, { ip, host: 'nobody-cchk.localhost:3000' })
    expect(unknown.status).toBe(404)
    expect(unknown.json.error).toBe(unknown.json.message)
  })

  it('bad input is a 422 with the field error, never a 5xx', async () => {
    const missing = await check({}, { ip: nextIp() })
    expect(missing.status).toBe(422)
    expect(missing.json).toMatchObject({ message: FORM_ERROR_HEADING, error: FORM_ERROR_HEADING, errors: [{ path: 'phone', message: REQUIRED_MESSAGE }] })
    const landline = await check({ phone: '0299998888' }, { ip: nextIp() })
    expect(landline.status).toBe(422)
    expect(landline.json.errors).toEqual([{ path: 'phone', message: MOBILE_MESSAGE }])
    for (const body of ['not json', '[1,2]', JSON.stringify({ phone: 12 })]) expect((await check(body, { ip: nextIp() })).status).toBe(422)
  })

  it('is limited per IP itself', async () => {
    const ip = nextIp()
    const checkLimit = { limit: 3, windowSeconds: 600 }
    for (let i = 0; i < 3; i++) expect((await check({ phone: nextPhone() }, { ip, checkLimit })).status).toBe(200)
    const refused = await check({ phone: nextPhone() }, { ip, checkLimit })
    expect(refused.status).toBe(429)
    expect(refused.json.message).toBe(TOO_MANY_MESSAGE)
  })
})

describe('GET /api/check-if-contact-exists?phone_number= (FIN §7)', () => {
  it('anonymous: exists is false for every number, a known shopper’s included (no enumeration)', async () => {
    const known = nextPhone()
    await signIn(known, nextIp())
    const ip = nextIp()
    for (const phone of [known, nextPhone()]) {
      const reply = await exists(phone, { ip })
      expect(reply.status).toBe(200)
      expect(reply.json).toEqual({ data: { exists: false } })
      expect(reply.headers.get('cache-control')).toBe('no-store')
    }
  })

  it('the signed-in shopper: true for their own number (any spelling), false for any other', async () => {
    const phone = nextPhone()
    const cookie = await signIn(phone, nextIp())
    const other = nextPhone()
    await signIn(other, nextIp())
    expect((await exists(phone, { cookie })).json).toEqual({ data: { exists: true } })
    expect((await exists(phone.replace(/^0/, '+61'), { cookie })).json).toEqual({ data: { exists: true } })
    expect((await exists(other, { cookie })).json).toEqual({ data: { exists: false } })
  })

  it('another site: a session of site A opens nothing on site B; no CORS grant to another site’s page; unknown host 404', async () => {
    const phone = nextPhone()
    const cookie = await signIn(phone, nextIp())
    expect((await exists(phone, { cookie, host: hostB })).json).toEqual({ data: { exists: false } })
    const fromB = await exists(phone, { cookie, origin: `http://${hostB}` })
    expect(fromB.headers.get('access-control-allow-origin')).toBeNull()
    expect((await exists(phone, { host: 'nobody-cchk.localhost:3000' })).status).toBe(404)
  })

  it('bad input is a 422 with the field error', async () => {
    const missing = await exists(null, { ip: nextIp() })
    expect(missing.status).toBe(422)
    expect(missing.json).toMatchObject({ error: FORM_ERROR_HEADING, errors: [{ path: 'phone_number', message: REQUIRED_MESSAGE }] })
    expect((await exists('12', { ip: nextIp() })).json.errors).toEqual([{ path: 'phone_number', message: MOBILE_MESSAGE }])
  })

  it('is limited per IP: 429 with the spec message', async () => {
    const ip = nextIp()
    const checkLimit = { limit: 2, windowSeconds: 600 }
    expect((await exists(nextPhone(), { ip, checkLimit })).status).toBe(200)
    expect((await exists(nextPhone(), { ip, checkLimit })).status).toBe(200)
    const refused = await exists(nextPhone(), { ip, checkLimit })
    expect(refused.status).toBe(429)
    expect(refused.json.error).toBe(TOO_MANY_MESSAGE)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
