/**
 * Issue 13 item 5: saved-car alerts against real PostgreSQL. The job sends exactly one SMS per
 * price drop and one when the car sells, each with the opt-out; none after a signed STOP reply
 * (Twilio's webhook, checked signature) until the shopper opts in again; a failed send is retried
 * on the next run. By email (the shopper's choice) likewise, each with an unsubscribe link that
 * stops both channels. The runs are called directly; the unsubscribe and STOP take the clock.
 */
import { _internal_jobSystemGlobals, _internal_resetJobSystemGlobals, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getPayloadClient } from '../../site/payload'
import { sendSavedCarAlerts, setAlerts, type AlertMailer } from '../../site/shoppers/alerts'
import { unsubscribe, unsubscribePage, unsubscribeToken } from '../../site/shoppers/unsubscribe'
import { receiveSms, twilioSignature } from '../../site/shoppers/smsInbound'
import type { SmsMessage, SmsProvider } from '../../site/shoppers/sms/provider'
import { buildWorld, type World } from './setup/fixtures'

const context = { disableRevalidate: true }
let payload: Payload
let world: World
const outbox: SmsMessage[] = []
const recorder: SmsProvider = { name: 'recorder', send: async (m) => void outbox.push(m) }
const failing: SmsProvider = { name: 'failing', send: async () => { throw new Error('gateway down') } }
type Mail = Parameters<AlertMailer>[0]
const mailbox: Mail[] = []
const mailer: AlertMailer = async (m) => void mailbox.push(m)
const channels = { sms: recorder, email: mailer }
let seq = 0
const nextPhone = () => `0477${String(Date.now() % 100_000).padStart(5, '0')}${++seq % 10}`.slice(0, 10)
const ENV = { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'tok', TWILIO_FROM: '+61400000000', TWILIO_INBOUND_URL: 'https://sites.example.com/api/shoppers/sms-inbound' }

async function shopperWithSavedCar(price: number) {
  const phone = nextPhone()
  const vehicle = await payload.create({ collection: 'vehicles', context, data: { year: 2021, make: 'Kia', model: 'Sportage', carType: 'used', status: 'in_stock', dealership: world.a.dealershipId, name: `Alert ${phone}`, slug: `alert-${phone}`, stockNumber: `A-${phone}`, showOnDealerWebsite: true, price } })
  const shopper = await payload.create({ collection: 'shoppers', data: { site: world.a.siteId, phone }, overrideAccess: true })
  await payload.create({ collection: 'saved-cars', data: { site: world.a.siteId, shopper: shopper.id, vehicle: vehicle.id, priceWhenSaved: price }, overrideAccess: true })
  return { phone, vehicleId: vehicle.id, shopperId: shopper.id }
}
const setCar = (id: number, data: { price?: number; status?: 'sold' | 'in_stock' }) => payload.update({ collection: 'vehicles', id, data, context, overrideAccess: true })
const messagesTo = (phone: string) => outbox.filter((m) => m.to === phone).map((m) => m.body)

function stopRequest(from: string, body = 'STOP', signature?: string) {
  const form = new URLSearchParams({ From: from, Body: body, To: '+61400000000', MessageSid: 'SM1' })
  return new Request('http://127.0.0.1:3000/api/shoppers/sms-inbound', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature ?? twilioSignature(ENV.TWILIO_AUTH_TOKEN, ENV.TWILIO_INBOUND_URL, form) }, body: form.toString() })
}

beforeAll(async () => {
  payload = await getPayloadClient()
  // The app's own runner stays paused: the tests run the alert pass themselves.
  _internal_jobSystemGlobals.shouldAutoRun = false
  world = await buildWorld(payload, 'alert')
})

afterAll(() => _internal_resetJobSystemGlobals())

describe('saved-car alerts', () => {
  it('nothing without opting in; once opted in exactly one message per drop, then one when sold', async () => {
    const { phone, vehicleId, shopperId } = await shopperWithSavedCar(30000)
    await setCar(vehicleId, { price: 28000 })
    await sendSavedCarAlerts(payload, { sms: recorder })
    expect(messagesTo(phone)).toEqual([])
    await setAlerts(payload, shopperId, true)
    await sendSavedCarAlerts(payload, { sms: recorder })
    await sendSavedCarAlerts(payload, { sms: recorder })
    expect(messagesTo(phone)).toEqual(['2021 Kia Sportage in your Site alert-a garage is now $28,000. Reply STOP to opt out.'])
    await setCar(vehicleId, { price: 29000 })
    await sendSavedCarAlerts(payload, { sms: recorder })
    expect(messagesTo(phone)).toHaveLength(1)
    await setCar(vehicleId, { price: 27000 })
    await Promise.all([sendSavedCarAlerts(payload, { sms: recorder }), sendSavedCarAlerts(payload, { sms: recorder })])
    expect(messagesTo(phone)).toHaveLength(2)
    await setCar(vehicleId, { status: 'sold' })
    await sendSavedCarAlerts(payload, { sms: recorder })
    await sendSavedCarAlerts(payload, { sms: recorder })
    expect(messagesTo(phone).slice(2)).toEqual(['2021 Kia Sportage in your Site alert-a garage has sold. Reply STOP to opt out.'])
  })

  it('a failed send is tried again on the next run, and sent once', async () => {
    const { phone, vehicleId, shopperId } = await shopperWithSavedCar(20000)
    await setAlerts(payload, shopperId, true)
    await setCar(vehicleId, { price: 19000 })
    expect(await sendSavedCarAlerts(payload, { sms: failing })).toBe(0)
    await sendSavedCarAlerts(payload, { sms: recorder })
    await sendSavedCarAlerts(payload, { sms: recorder })
    expect(messagesTo(phone)).toHaveLength(1)
  })

  it('a signed STOP reply ends alerts until the shopper opts in again; an unsigned one is refused', async () => {
    const { phone, vehicleId, shopperId } = await shopperWithSavedCar(40000)
    await setAlerts(payload, shopperId, true)
    const e164 = `+61${phone.slice(1)}`
    expect((await receiveSms(stopRequest(e164, 'STOP', 'forged'), ENV)).status).toBe(403)
    expect((await receiveSms(stopRequest(e164), {})).status).toBe(404)
    const reply = await receiveSms(stopRequest(e164, ' stop '), ENV)
    expect(reply.status).toBe(200)
    expect(await reply.text()).toContain('<Response/>')
    await setCar(vehicleId, { price: 35000 })
    await sendSavedCarAlerts(payload, { sms: recorder })
    expect(messagesTo(phone)).toEqual([])
    await setAlerts(payload, shopperId, true)
    await sendSavedCarAlerts(payload, { sms: recorder })
    expect(messagesTo(phone)).toHaveLength(1)
  })

  it('a reply that is not an opt-out word changes nothing', async () => {
    const { phone, vehicleId, shopperId } = await shopperWithSavedCar(10000)
    await setAlerts(payload, shopperId, true)
    expect((await receiveSms(stopRequest(`+61${phone.slice(1)}`, 'is it still there?'), ENV)).status).toBe(200)
    await setCar(vehicleId, { price: 9000 })
    await sendSavedCarAlerts(payload, { sms: recorder })
    expect(messagesTo(phone)).toHaveLength(1)
  })
})

describe('saved-car alerts by email', () => {
  const mailsTo = (email: string) => mailbox.filter((m) => m.to === email)
  const linkIn = (mail: Mail) => /(http\S+\/api\/shoppers\/unsubscribe\?token=\S+)/.exec(mail.text)?.[1] ?? ''

  it('exactly one email per drop by the chosen channel, none by SMS; the unsubscribe link (clock injected) ends both channels', async () => {
    const { phone, vehicleId, shopperId } = await shopperWithSavedCar(50000)
    const email = `${phone}@example.com`
    await setAlerts(payload, shopperId, true, { channel: 'email', email })
    await setCar(vehicleId, { price: 48000 })
    await sendSavedCarAlerts(payload, channels)
    await sendSavedCarAlerts(payload, channels)
    expect(messagesTo(phone)).toEqual([])
    expect(mailsTo(email)).toHaveLength(1)
    const mail = mailsTo(email)[0]!
    expect(mail.subject).toBe('Price drop: 2021 Kia Sportage is now $48,000')
    expect(mail.text).toContain('2021 Kia Sportage in your Site alert-a garage is now $48,000.')
    const link = linkIn(mail)
    expect(link).toBe(`http://localhost:3000/api/shoppers/unsubscribe?token=${unsubscribeToken(shopperId)}`)
    expect(mail.headers['List-Unsubscribe']).toBe(`<${link}>`)
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')

    // Opening the link changes nothing (mail scanners); its button (or one-click POST) unsubscribes.
    const page = unsubscribePage(new Request(link))
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<button type="submit">Unsubscribe</button>')
    await setCar(vehicleId, { price: 47000 })
    await sendSavedCarAlerts(payload, channels)
    expect(mailsTo(email)).toHaveLength(2)
    const clock = new Date('2026-11-25T12:34:56.000Z')
    const done = await unsubscribe(new Request(link, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } }), clock)
    expect(done.status).toBe(200)
    expect(await done.text()).toContain('You are unsubscribed')
    const stored = await payload.findByID({ collection: 'shoppers', id: shopperId, overrideAccess: true, depth: 0 })
    expect(stored.alertsStoppedAt).toBe(clock.toISOString())

    // None after the opt-out, by email or (switched to) SMS, and a second click keeps the first time.
    await setCar(vehicleId, { price: 45000 })
    await sendSavedCarAlerts(payload, channels)
    await payload.update({ collection: 'shoppers', id: shopperId, data: { alertsChannel: 'sms' }, overrideAccess: true })
    await setCar(vehicleId, { status: 'sold' })
    await sendSavedCarAlerts(payload, channels)
    expect(mailsTo(email)).toHaveLength(2)
    expect(messagesTo(phone)).toEqual([])
    await unsubscribe(new Request(link, { method: 'POST' }), new Date('2027-01-01T00:00:00Z'))
    expect((await payload.findByID({ collection: 'shoppers', id: shopperId, overrideAccess: true, depth: 0 })).alertsStoppedAt).toBe(clock.toISOString())
  })

  it('a STOP reply ends email alerts too', async () => {
    const { phone, vehicleId, shopperId } = await shopperWithSavedCar(15000)
    const email = `${phone}@example.com`
    await setAlerts(payload, shopperId, true, { channel: 'email', email })
    expect((await receiveSms(stopRequest(`+61${phone.slice(1)}`), ENV)).status).toBe(200)
    await setCar(vehicleId, { price: 14000 })
    await sendSavedCarAlerts(payload, channels)
    expect(mailsTo(email)).toEqual([])
    expect(messagesTo(phone)).toEqual([])
  })

  it('a forged or malformed token unsubscribes nobody', async () => {
    const { shopperId } = await shopperWithSavedCar(12000)
    await setAlerts(payload, shopperId, true, { channel: 'email', email: 'x@example.com' })
    const forged = `${shopperId}.${'A'.repeat(32)}`
    for (const token of [forged, 'abc', '', `${shopperId}`, `${shopperId + 1}.${unsubscribeToken(shopperId).split('.')[1]}`]) {
      const url = `http://localhost:3000/api/shoppers/unsubscribe?token=${encodeURIComponent(token)}`
      expect(unsubscribePage(new Request(url)).status).toBe(400)
      expect((await unsubscribe(new Request(url, { method: 'POST' }))).status).toBe(400)
    }
    expect((await payload.findByID({ collection: 'shoppers', id: shopperId, overrideAccess: true, depth: 0 })).alertsStoppedAt ?? null).toBeNull()
  })

  it('with no mailer given the email goes through Payload’s adapter (the local outbox), with the unsubscribe header', async () => {
    const { phone, vehicleId, shopperId } = await shopperWithSavedCar(25000)
    const email = `${phone}@outbox.example.com`
    await setAlerts(payload, shopperId, true, { channel: 'email', email })
    await setCar(vehicleId, { price: 24000 })
    await sendSavedCarAlerts(payload, { sms: recorder })
    const { docs } = await payload.find({ collection: 'outbox-messages', where: { to: { equals: email } }, overrideAccess: true, depth: 0 })
    expect(docs).toHaveLength(1)
    expect(docs[0]?.text).toContain('/api/shoppers/unsubscribe?token=')
    expect(JSON.stringify(docs[0]?.headers)).toContain('List-Unsubscribe')
  })
})
