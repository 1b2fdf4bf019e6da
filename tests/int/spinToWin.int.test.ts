/**
 * POST /api/spin-to-win against real PostgreSQL (site/promos/spinToWin.ts): the server draws from
 * the page's stored wheel, the win is the dealer's lead on the right site and location, one spin per
 * mobile number and page, behind sign-in where the dealer flags spinToWin (FIN §2.2), and bad input
 * gets a clear 4xx.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadSpinWheel } from '../../layouts/spinWheel'
import { getPayloadClient } from '../../site/payload'
import { spinToWin, SPIN_MESSAGES, type SpinOptions } from '../../site/promos/spinToWin'
import { UNVERIFIED_PHONE_MESSAGE } from '../../site/rules/verifiedPhone'
import { buildWorld, type World } from './setup/fixtures'
import { verifiedCookie } from './setup/verifiedShopper'

const context = { disableRevalidate: true }
const OPEN = { limit: 100_000, windowSeconds: 600 }
const PRIZES = [{ label: 'Free tint', chance: 1 }, { label: 'Fuel voucher', chance: 1 }, { label: 'Never', chance: 0 }]
let payload: Payload
let world: World
let seq = 0

const hostOf = (slug: string) => `${slug}.localhost:3000`
const phone = () => `0433${String(Date.now() % 10_000).padStart(4, '0')}${String(++seq).padStart(2, '0')}`
const entry = (extra: Record<string, unknown> = {}) => ({ path: '/spin-to-win', firstName: 'Sam', email: `sam${++seq}@example.com`, phone: phone(), postcode: '4000', termsAccepted: true, ...extra })

async function spin(json: unknown, options: Partial<SpinOptions> & { host?: string; cookie?: string; ip?: string } = {}) {
  const { host = hostOf('site-spin-a'), cookie, ip = `10.7.0.${++seq % 250}`, ...rest } = options
  const request = new Request('http://localhost:3000/api/spin-to-win', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-host': host, 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
    body: typeof json === 'string' ? json : JSON.stringify(json),
  })
  const response = await spinToWin(request, { loadWheel: loadSpinWheel, limit: OPEN, ...rest })
  return { status: response.status, json: (await response.json()) as any }
}

const leadsOf = async (siteId: number, digits: string) =>
  (await payload.find({ collection: 'leads', where: { and: [{ site: { equals: siteId } }, { phone: { equals: digits } }] }, depth: 0, overrideAccess: true })).docs

/** A /spin-to-win page with the wheel at the top level, or (`nested`) in a column's slot. */
async function addWheel(siteId: number, { locationId = '', nested = false } = {}) {
  const wheel = { type: 'SpinToWin', props: { id: 'wheel', heading: 'Spin', prizes: PRIZES, locationId } }
  const text = { type: 'TextSection', props: { id: 'text', heading: 'Win', body: 'Spin below.' } }
  const layout = { root: { props: {} }, content: nested ? [text, { type: 'Columns', props: { id: 'cols', ratio: '1-1', left: [], right: [wheel] } }] : [text, wheel] }
  await payload.create({ collection: 'pages', context, draft: false, data: { site: siteId, title: 'Spin to Win', path: '/spin-to-win', kind: 'custom', layout, _status: 'published' } as never })
}

beforeAll(async () => {
  payload = await getPayloadClient()
  world = await buildWorld(payload, 'spin')
  await addWheel(world.a.siteId)
  await addWheel(world.b.siteId, { locationId: String(world.b.locationId), nested: true })
  // Site b flags its wheel behind sign-in (FIN §2.2).
  await payload.update({ collection: 'sites', id: world.b.siteId, context, overrideAccess: true, data: { flags: { 'search.scrollToTopOnChange': true, 'signIn.gatedRoutes': ['spinToWin'] } } })
})

describe('POST /api/spin-to-win', () => {
  it('draws on the server from the page’s wheel and stores the win as a lead of the site, at its primary location', async () => {
    const body = entry()
    const { status, json } = await spin(body, { random: () => 0.75 })
    expect(status).toBe(201)
    expect(json).toEqual({ ok: true, prize: 'Fuel voucher', index: 1, already: false, redeemAt: 'Yard spin-a' })
    const [lead, ...more] = await leadsOf(world.a.siteId, body.phone)
    expect(more).toEqual([])
    expect(lead).toMatchObject({ type: 'contact', subcategory: 'Spin to Win: Fuel voucher', message: 'Won on the Spin to Win wheel: Fuel voucher.', location: world.a.locationId, dealership: world.a.dealershipId, postcode: '4000', spam: false })
  })

  it('one spin per mobile number and page: a second spin answers the first prize, and stores nothing', async () => {
    const body = entry()
    const first = await spin(body, { random: () => 0.1 })
    expect(first.json.prize).toBe('Free tint')
    const again = await spin({ ...body, email: 'other@example.com', phone: `${body.phone.slice(0, 4)} ${body.phone.slice(4, 7)} ${body.phone.slice(7)}` }, { random: () => 0.9 })
    expect(again).toEqual({ status: 200, json: { ok: true, prize: 'Free tint', index: 0, already: true, redeemAt: 'Yard spin-a' } })
    expect(await leadsOf(world.a.siteId, body.phone)).toHaveLength(1)
  })

  it('two spins at once with one number make one lead and answer one prize', async () => {
    const body = entry()
    const answers = await Promise.all([spin(body, { random: () => 0.1 }), spin(body, { random: () => 0.9 })])
    expect(new Set(answers.map((a) => a.json.prize)).size).toBe(1)
    expect(await leadsOf(world.a.siteId, body.phone)).toHaveLength(1)
  })

  it('never names a prize the browser sends: the page’s wheel decides', async () => {
    const { json } = await spin(entry({ prize: 'A new car', prizes: [{ label: 'A new car', chance: 1 }] }), { random: () => 0.99 })
    expect(['Free tint', 'Fuel voucher']).toContain(json.prize)
  })

  it('answers bad input with its field errors, and no wheel or no site with 404', async () => {
    const missing = await spin(entry({ postcode: '12', email: 'nope', termsAccepted: false }))
    expect(missing.status).toBe(422)
    expect(missing.json.errors.map((e: { path: string }) => e.path).sort()).toEqual(['email', 'postcode', 'termsAccepted'])
    expect((await spin('not json')).status).toBe(422)
    expect((await spin([1, 2])).status).toBe(422)
    expect(await spin(entry({ path: '/no-wheel-here' }))).toEqual({ status: 404, json: { ok: false, message: SPIN_MESSAGES.noWheel, errors: [] } })
    expect((await spin(entry({ path: '/../admin' }))).status).toBe(404)
    expect((await spin(entry({ path: 42 }))).status).toBe(404)
    expect((await spin(entry(), { host: 'no-such-site.localhost:3000' })).status).toBe(404)
  })

  it('behind sign-in where the dealer flags it: 401 signed out, 403 with another number, then a win at the chosen location', async () => {
    const host = hostOf('site-spin-b')
    const body = entry()
    expect(await spin(body, { host })).toEqual({ status: 401, json: { ok: false, message: SPIN_MESSAGES.signIn, errors: [] } })
    const other = await verifiedCookie(payload, host, `0433${String(++seq).padStart(6, '0')}`)
    const refused = await spin(body, { host, cookie: other })
    expect(refused.status).toBe(403)
    expect(refused.json.errors).toEqual([{ path: 'phone', message: UNVERIFIED_PHONE_MESSAGE }])
    const { status, json } = await spin(body, { host, cookie: await verifiedCookie(payload, host, body.phone), random: () => 0 })
    expect(status).toBe(201)
    expect(json).toMatchObject({ prize: 'Free tint', redeemAt: 'Yard spin-b' })
    expect(await leadsOf(world.b.siteId, body.phone)).toEqual([expect.objectContaining({ location: world.b.locationId })])
    // a site's spin never lands on the other site
    expect(await leadsOf(world.a.siteId, body.phone)).toEqual([])
  })

  it('a filled honeypot is answered like a win and kept as spam', async () => {
    const body = entry({ website: 'http://spam.example' })
    expect((await spin(body)).status).toBe(201)
    expect(await leadsOf(world.a.siteId, body.phone)).toEqual([expect.objectContaining({ spam: true })])
  })

  it('is rate limited per address', async () => {
    const ip = `10.8.${Math.floor(Math.random() * 250)}.1`
    const limit = { limit: 1, windowSeconds: 600 }
    expect((await spin(entry(), { ip, limit })).status).toBe(201)
    const second = await spin(entry(), { ip, limit })
    expect(second.status).toBe(429)
    expect(second.json.message).toBe(SPIN_MESSAGES.tooMany)
  })
})
