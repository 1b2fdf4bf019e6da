/**
 * The lender tie-in (issue 19; FIN §4, §5, §7, §8, §9): the YouX-style HTTP adapter against a local
 * lender that checks what it receives, the local default, and POST /api/youx/quote and
 * /api/youx/create-customer against real PostgreSQL (bounds and defaults, eligibility, the per-car
 * quote cache, the verified phone).
 */
import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { postCreateCustomer, postQuote, postQuotes, type LenderApiOptions } from '../../site/finance/api'
import { BATCH_SIZE_MESSAGE, MAX_BATCH_QUOTES } from '../../site/finance/schema'
import { httpLender, httpLenderSettingsFrom, type HttpLenderSettings } from '../../site/finance/lender/httpLender'
import { LOCAL_REDIRECT } from '../../site/finance/lender/localLender'
import { lenderProviderFor } from '../../site/finance/lender/provider'
import { LenderError, type CreateCustomerRequest } from '../../site/finance/lender/types'
import { quoteCache } from '../../site/finance/quoteCache'
import { getPayloadClient } from '../../site/payload'
import { CAR_NOT_ELIGIBLE_MESSAGE, LENDER_MESSAGES, localQuote, quoteFigures, TIE_IN_OFF_MESSAGE, VERIFY_FIRST_MESSAGE } from '../../site/rules/lenderQuote'
import { FORM_ERROR_HEADING } from '../../site/rules/forms'
import { sessionTokenFrom } from '../../site/shoppers/session'
import { requestCode, verifyCode } from '../../site/shoppers/signIn'
import type { SmsMessage, SmsProvider } from '../../site/shoppers/sms/provider'
import { resolveSite } from '../../site/tenancy/resolveSite'
import { buildWorld, type World } from './setup/fixtures'
import { allowOutbound } from './setup/outboundAllow'

const KEY = 'lender-test-key'
type Mode = 'ok' | 'declined' | 'serverError' | 'errorIn200' | 'noRedirect' | 'slow' | 'badQuote'
type Received = { path: string; auth: string | undefined; contentType: string | undefined; body: Record<string, any> }

let mode: Mode = 'ok'
const received: Received[] = []
let server: Server
let settings: HttpLenderSettings
let disallowLender: () => void

const readJson = (req: IncomingMessage) =>
  new Promise<Record<string, any>>((resolve) => {
    let text = ''
    req.on('data', (chunk) => (text += chunk))
    req.on('end', () => resolve(text ? JSON.parse(text) : {}))
  })

/** A YouX-style lender: checks the key and the fields, and answers by `mode`. */
async function lenderServer(): Promise<Server> {
  const s = createServer(async (req, res) => {
    const body = await readJson(req)
    received.push({ path: req.url ?? '', auth: req.headers.authorization, contentType: req.headers['content-type'], body })
    const send = (status: number, reply: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(reply === undefined ? '' : JSON.stringify(reply))
    }
    if (req.headers.authorization !== `Bearer ${KEY}`) return send(401, { error: 'bad key' })
    if (mode === 'slow') return void setTimeout(() => send(200, {}), 1500)
    if (mode === 'declined') return send(422, { error: 'Purchase price out of range for this lender' })
    if (mode === 'serverError') return send(500, undefined)
    if (mode === 'errorIn200') return send(200, { error: 'Lender is closed for maintenance' })
    if (req.url === '/quote') {
      if (mode === 'badQuote') return send(200, { weeklyRepaymentAmount: 'lots' })
      const weekly = Math.round((body.purchasePrice / (body.loanTerm * 52)) * 1.1 * 100) / 100
      return send(200, { weeklyRepaymentAmount: weekly, advertisedRate: 7.49, comparisonRate: 8.19 })
    }
    if (req.url === '/create-customer') return send(200, mode === 'noRedirect' ? {} : { redirectUrl: `https://lender.test/apply/${body.data.phoneNumber}` })
    send(404, { error: 'no such path' })
  })
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve))
  return s
}

let payload: Payload
let world: World
let seq = 0
const context = { disableRevalidate: true }
const hostA = 'site-lend-a.localhost:3000'
const hostB = 'site-lend-b.localhost:3000'
const sent: SmsMessage[] = []
const recorder: SmsProvider = { name: 'recorder', send: async (m) => void sent.push(m) }
const OPEN_SHOPPERS = { codePhone: { limit: 10_000, windowSeconds: 3600 }, codeIp: { limit: 10_000, windowSeconds: 3600 }, verifyPhone: { limit: 10_000, windowSeconds: 600 }, verifyIp: { limit: 10_000, windowSeconds: 600 }, codeSite: { limit: 10_000, windowSeconds: 3600 }, codePlatform: { limit: 10_000, windowSeconds: 3600 } }

const quoteRequest = { selfAssessedCreditScore: 'GREAT', purchasePrice: 30000, loanTerm: 5, year: 2022, vin: 'VIN123', nvic: 'NV1', whoIsHelping: '' }

/** Listed cars need 3 photos (search.minPhotos). */
const PHOTOS = [1, 2, 3].map((n) => ({ url: `https://img.test/${n}.jpg`, thumb: `https://img.test/${n}-t.jpg` }))

async function newCar(over: Record<string, unknown> = {}) {
  const n = ++seq
  return payload.create({ collection: 'vehicles', context, data: { year: 2021, make: 'Mazda', model: 'CX-3', carType: 'used', status: 'in_stock', dealership: world.a.dealershipId, name: `Lend ${n}`, slug: `lend-car-${n}-${randomUUID().slice(0, 6)}`, stockNumber: `L-${n}`, showOnDealerWebsite: true, images: PHOTOS, price: 25990, vin: `VIN${n}`, nvic: `NVIC${n}`, ...over } })
}

type Call = { host?: string; ip?: string; cookie?: string; options?: LenderApiOptions }
const http = () => ({ lender: () => httpLender(settings), cache: quoteCache(), quoteLimit: { limit: 10_000, windowSeconds: 600 } }) satisfies LenderApiOptions
const call = async (handler: typeof postQuote, path: string, body: unknown, c: Call = {}) => {
  const request = new Request(`http://localhost:3000/api/youx/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-host': c.host ?? hostA, 'x-forwarded-for': c.ip ?? '10.9.0.1', ...(c.cookie ? { cookie: c.cookie } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const response = await handler(request, c.options ?? http())
  return { status: response.status, json: (await response.json()) as any }
}
const quote = (body: unknown, c: Call = {}) => call(postQuote, 'quote', body, c)
const createCustomer = (body: unknown, c: Call = {}) => call(postCreateCustomer, 'create-customer', body, c)
const quotes = (body: unknown, c: Call = {}) => call(postQuotes, 'quotes', body, c)

/** Signs a shopper in on site A through the sign-in endpoints; answers the session cookie. */
async function signedIn(phone: string): Promise<string> {
  const post = (path: string, body: unknown) => new Request(`http://localhost:3000/api/shoppers/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-host': hostA, 'x-forwarded-for': '10.9.1.1' }, body: JSON.stringify(body) })
  const options = { sms: recorder, limits: OPEN_SHOPPERS }
  expect((await requestCode(post('code', { phone }), options)).status).toBe(202)
  const code = /^(\d{6}) /.exec(sent.filter((m) => m.to === phone).at(-1)?.body ?? '')?.[1]
  const verified = await verifyCode(post('verify', { phone, code }), options)
  expect(verified.status).toBe(200)
  return `shopper_session=${sessionTokenFrom(verified.headers.get('set-cookie'))}`
}

const nextPhone = () => `0488${String(Date.now() % 100_000).padStart(5, '0')}${++seq % 10}`.slice(0, 10)
const details = (phone: string) => ({ firstName: 'Fay', lastName: 'Nance', email: 'fay@example.com', phoneNumber: phone, postCode: '4000', subscribe: true })
const customerBody = (phone: string, extra: Record<string, unknown> = {}) => ({
  data: { ...details(phone), selfAssessedCreditScore: 'DECENT', purchasePrice: 45000, loanLerm: 4, year: null, vin: null, nvic: null },
  additionalData: { type: 'finance', category: 'Finance Enquiry' },
  ...extra,
})

beforeAll(async () => {
  server = await lenderServer()
  settings = { apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, apiKey: KEY, lenderName: 'YouX', timeoutMs: 500 }
  disallowLender = allowOutbound(settings.apiUrl)
  payload = await getPayloadClient()
  world = await buildWorld(payload, 'lend')
  const s = await payload.findByID({ collection: 'sites', id: world.a.siteId, depth: 0, overrideAccess: true })
  await payload.update({ collection: 'sites', id: world.a.siteId, context, overrideAccess: true, data: { config: { ...((s.config as Record<string, unknown>) ?? {}), finance: { lenderTieIn: true } } } })
})

afterAll(() => (disallowLender(), new Promise<void>((resolve) => server.close(() => resolve()))))

beforeEach(() => {
  mode = 'ok'
  received.length = 0
})

describe('the YouX-style HTTP adapter against a local lender', () => {
  it('quote: POST {url}/quote with the key as a Bearer token and exactly the spec fields; the reply read for the three figures', async () => {
    const result = await httpLender(settings).quote(quoteRequest as never)
    expect(result).toEqual({ weeklyRepaymentAmount: 126.92, advertisedRate: 7.49, comparisonRate: 8.19 })
    expect(received).toHaveLength(1)
    expect(received[0]).toMatchObject({ path: '/quote', auth: `Bearer ${KEY}`, contentType: 'application/json' })
    expect(Object.keys(received[0]!.body).sort()).toEqual(['loanTerm', 'nvic', 'purchasePrice', 'selfAssessedCreditScore', 'vin', 'whoIsHelping', 'year'])
    expect(received[0]!.body).toEqual(quoteRequest)
  })

  it('create-customer: POST {url}/create-customer with data and additionalData; the reply read for redirectUrl', async () => {
    const request = customerBody('0412345678') as unknown as CreateCustomerRequest
    expect(await httpLender(settings).createCustomer(request)).toEqual({ redirectUrl: 'https://lender.test/apply/0412345678' })
    expect(received[0]).toMatchObject({ path: '/create-customer', auth: `Bearer ${KEY}`, body: request })
  })

  it('a lender slower than the time-out: the spec message for each call', async () => {
    mode = 'slow'
    await expect(httpLender(settings).quote(quoteRequest as never)).rejects.toEqual(new LenderError(LENDER_MESSAGES.quoteFailed))
    await expect(httpLender(settings).createCustomer(customerBody('0412345678') as never)).rejects.toEqual(new LenderError(LENDER_MESSAGES.customerFailed))
  })

  it("error replies: the lender's own text when it gives one, else the spec's message", async () => {
    mode = 'declined'
    await expect(httpLender(settings).quote(quoteRequest as never)).rejects.toMatchObject({ message: 'Purchase price out of range for this lender', status: 422 })
    mode = 'errorIn200'
    await expect(httpLender(settings).quote(quoteRequest as never)).rejects.toMatchObject({ message: 'Lender is closed for maintenance' })
    mode = 'serverError'
    await expect(httpLender(settings).quote(quoteRequest as never)).rejects.toMatchObject({ message: 'Failed to get YouX quick quote', status: 500 })
    await expect(httpLender(settings).createCustomer(customerBody('0412345678') as never)).rejects.toMatchObject({ message: 'Failed to create YouX customer', status: 500 })
    mode = 'badQuote'
    await expect(httpLender(settings).quote(quoteRequest as never)).rejects.toMatchObject({ message: 'Failed to get YouX quick quote' })
  })

  it('no redirect URL in the reply: Failed to create customer or no redirect URL received.', async () => {
    mode = 'noRedirect'
    await expect(httpLender(settings).createCustomer(customerBody('0412345678') as never)).rejects.toMatchObject({ message: 'Failed to create customer or no redirect URL received.' })
  })

  it('a wrong key is refused by the lender and reported as the spec message', async () => {
    await expect(httpLender({ ...settings, apiKey: 'wrong' }).quote(quoteRequest as never)).rejects.toMatchObject({ message: 'bad key', status: 401 })
  })

  it('configuration: both LENDER_API_URL and LENDER_API_KEY, or neither (the local default)', () => {
    expect(httpLenderSettingsFrom({})).toBeNull()
    expect(() => httpLenderSettingsFrom({ LENDER_API_URL: 'https://x.test' })).toThrow(/LENDER_API_KEY/)
    expect(httpLenderSettingsFrom({ LENDER_API_URL: 'https://x.test/', LENDER_API_KEY: 'k', LENDER_TIMEOUT_MS: '3000' })).toEqual({ apiUrl: 'https://x.test', apiKey: 'k', lenderName: 'YouX', timeoutMs: 3000 })
    const site = { name: 'Site lend a', config: { finance: { lenderTieIn: true } } } as never
    expect(lenderProviderFor(site, {}).kind).toBe('local')
    expect(lenderProviderFor(site, { LENDER_API_URL: settings.apiUrl, LENDER_API_KEY: KEY, LENDER_NAME: 'Acme Lending' })).toMatchObject({ kind: 'http', lenderName: 'Acme Lending' })
  })
})

describe('POST /api/youx/quote', () => {
  it('is off (404) on a site without finance.lenderTieIn, and never asks the lender', async () => {
    expect(await quote({}, { host: hostB })).toEqual({ status: 404, json: { message: TIE_IN_OFF_MESSAGE, errors: [] } })
    expect(received).toHaveLength(0)
  })

  it('bounds and defaults (FIN §5): 30000, 5 years and GREAT when none; digits only, clamped to 10000..200000 and 1..7', async () => {
    expect((await quote({})).status).toBe(200)
    expect(received.at(-1)!.body).toEqual({ purchasePrice: 30000, loanTerm: 5, selfAssessedCreditScore: 'GREAT', year: null, vin: null, nvic: null, whoIsHelping: '' })
    await quote({ purchasePrice: '$5,000', loanTerm: 9, selfAssessedCreditScore: 'poor' })
    expect(received.at(-1)!.body).toMatchObject({ purchasePrice: 10000, loanTerm: 7, selfAssessedCreditScore: 'POOR' })
    await quote({ purchasePrice: '250,000', loanTerm: '0', selfAssessedCreditScore: 'DECENT' })
    expect(received.at(-1)!.body).toMatchObject({ purchasePrice: 200000, loanTerm: 1, selfAssessedCreditScore: 'DECENT' })
  })

  it('answers the figures and which lender quoted; the monthly figure is 4.33 × weekly (FIN §9)', async () => {
    const answer = await quote({ purchasePrice: 52000, loanTerm: 5 })
    expect(answer).toEqual({ status: 200, json: { weeklyRepaymentAmount: 220, advertisedRate: 7.49, comparisonRate: 8.19, lenderName: 'YouX', local: false } })
    expect(quoteFigures(answer.json)).toEqual({ weekly: '$220', monthly: '$953', advertisedRate: '7.49%', comparisonRate: '8.19%' })
    // The browser never sees the lender's key or address.
    expect(JSON.stringify(answer)).not.toContain(KEY)
    expect(JSON.stringify(answer)).not.toContain(settings.apiUrl)
  })

  it('a lender failure is a 502 with its message (the page shows nothing, the popup the message); bad JSON a 422', async () => {
    mode = 'serverError'
    expect(await quote({ purchasePrice: 31000 })).toEqual({ status: 502, json: { message: LENDER_MESSAGES.quoteFailed, errors: [] } })
    expect(await quote('[1]')).toMatchObject({ status: 422 })
    expect(await quote({ purchasePrice: { $gt: 1 } })).toMatchObject({ status: 422, json: { message: FORM_ERROR_HEADING, errors: [{ path: 'purchasePrice' }] } })
  })

  it('eligibility by lender tie-in (FIN §4): in stock, not sold, not reserved, price above 200; the car gives year, VIN and NVIC', async () => {
    const car = await newCar()
    expect((await quote({ car_id: car.slug })).status).toBe(200)
    expect(received.at(-1)!.body).toEqual({ purchasePrice: 25990, loanTerm: 5, selfAssessedCreditScore: 'GREAT', year: 2021, vin: car.vin, nvic: car.nvic, whoIsHelping: '' })
    const refused = { status: 404, json: { message: CAR_NOT_ELIGIBLE_MESSAGE, errors: [{ path: 'car_id', message: CAR_NOT_ELIGIBLE_MESSAGE }] } }
    for (const over of [{ reserved: true }, { price: 200 }, { status: 'coming_soon' }, { status: 'sold', soldAt: new Date().toISOString() }]) {
      const other = await newCar(over)
      expect(await quote({ car_id: other.slug }), JSON.stringify(over)).toEqual(refused)
    }
    expect(await quote({ car_id: 'no-such-car' })).toEqual(refused)
    expect((await quote({ car_id: String(world.a.hiddenVehicleId) })).status).toBe(404)
    const calls = received.length
    expect(calls).toBe(1)
  })

  it('a car’s quote never lends more than the car costs (issue 46): a $4,980 car asked at $10,000 is quoted on $4,980', async () => {
    const car = await newCar({ price: 4980 })
    expect((await quote({ car_id: car.slug, purchasePrice: 10000 })).status).toBe(200)
    expect(received.at(-1)!.body).toMatchObject({ purchasePrice: 4980 })
    expect((await quote({ car_id: car.slug })).status).toBe(200)
    expect(received.at(-1)!.body).toMatchObject({ purchasePrice: 4980 })
  })

  it('the per-car quote cache: 21 concurrent card quotes for one car and its repeats make one lender call; another car one more', async () => {
    const options = http()
    const [car, other] = [await newCar({ price: 33990 }), await newCar({ price: 18990 })]
    const answers = await Promise.all(Array.from({ length: 21 }, () => quote({ car_id: car.slug }, { options })))
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(new Set([JSON.stringify({ status: 200, json: { weeklyRepaymentAmount: 143.8, advertisedRate: 7.49, comparisonRate: 8.19, lenderName: 'YouX', local: false } })]))
    await quote({ car_id: car.slug }, { options })
    await quote({ car_id: other.slug }, { options })
    await quote({ car_id: other.slug }, { options })
    expect(received.map((r) => r.body.purchasePrice)).toEqual([33990, 18990])
  })

  it('only asks that reach the lender count against the per-IP limit (429 past it)', async () => {
    const options = { ...http(), quoteLimit: { limit: 2, windowSeconds: 600 } }
    const ip = `10.9.2.${++seq % 250}`
    expect((await quote({ purchasePrice: 41000 }, { options, ip })).status).toBe(200)
    expect((await quote({ purchasePrice: 41000 }, { options, ip })).status).toBe(200)
    expect((await quote({ purchasePrice: 42000 }, { options, ip })).status).toBe(200)
    expect((await quote({ purchasePrice: 43000 }, { options, ip })).status).toBe(429)
    expect(received).toHaveLength(2)
  })

  it('the local default quotes from the site lender rates with the project amortisation and names the site', async () => {
    const options = { cache: quoteCache(), quoteLimit: { limit: 10_000, windowSeconds: 600 }, lender: lenderProviderFor }
    const answer = await quote({ purchasePrice: 30000, loanTerm: 5, selfAssessedCreditScore: 'GREAT' }, { options })
    const expected = localQuote({ purchasePrice: 30000, loanTerm: 5, selfAssessedCreditScore: 'GREAT' }, { rates: { GREAT: 10, DECENT: 13, POOR: 16 }, fees: { establishment: 1300 } })
    // FIN §9's default fee where the site names none: the comparison rate is not the advertised rate.
    expect(expected.comparisonRate).toBeGreaterThan(expected.advertisedRate)
    expect(answer).toEqual({ status: 200, json: { ...expected, lenderName: 'Site lend-a', local: true } })
    expect(received).toHaveLength(0)
  })
})

describe('POST /api/youx/quotes (the cards of a results page in one request)', () => {
  it('is off (404) on a site without the tie-in; car_ids must be 1 to 21 cars (422 with the field), never a 5xx', async () => {
    expect(await quotes({ car_ids: ['x'] }, { host: hostB })).toEqual({ status: 404, json: { message: TIE_IN_OFF_MESSAGE, errors: [] } })
    const refused = { status: 422, json: { message: FORM_ERROR_HEADING, errors: [{ path: 'car_ids', message: BATCH_SIZE_MESSAGE }] } }
    expect(await quotes({ car_ids: [] })).toEqual(refused)
    expect(await quotes({})).toEqual(refused)
    expect(await quotes({ car_ids: 'abc' })).toEqual(refused)
    expect(await quotes({ car_ids: Array.from({ length: MAX_BATCH_QUOTES + 1 }, (_, i) => `car-${i}`) })).toEqual(refused)
    expect((await quotes({ car_ids: [{ $gt: 1 }] })).status).toBe(422)
    expect((await quotes('[1]')).status).toBe(422)
    expect(received).toHaveLength(0)
  })

  it('defaults (FIN §5, §7): GREAT, 5 years, each car’s own price clamped to 10000..200000 but never above the car’s price, year, VIN and NVIC, no helper; score and term normalised', async () => {
    const [cheap, dear] = [await newCar({ price: 5000 }), await newCar({ price: 250000 })]
    const answer = await quotes({ car_ids: [cheap.slug, dear.slug] })
    expect(answer.status).toBe(200)
    expect(received.map((r) => r.body)).toEqual([
      { purchasePrice: 5000, loanTerm: 5, selfAssessedCreditScore: 'GREAT', year: 2021, vin: cheap.vin, nvic: cheap.nvic, whoIsHelping: '' },
      { purchasePrice: 200000, loanTerm: 5, selfAssessedCreditScore: 'GREAT', year: 2021, vin: dear.vin, nvic: dear.nvic, whoIsHelping: '' },
    ])
    expect(answer.json).toEqual({ quotes: { [cheap.slug]: { weeklyRepaymentAmount: 21.15, advertisedRate: 7.49, comparisonRate: 8.19 }, [dear.slug]: { weeklyRepaymentAmount: 846.15, advertisedRate: 7.49, comparisonRate: 8.19 } }, lenderName: 'YouX', local: false })
    received.length = 0
    await quotes({ car_ids: [cheap.slug], loanTerm: 9, selfAssessedCreditScore: 'poor' })
    expect(received.at(-1)!.body).toMatchObject({ purchasePrice: 5000, loanTerm: 7, selfAssessedCreditScore: 'POOR' })
  })

  it('a page of 21 cards: one request, one lender call per car; repeats, the single quote of the same car and a second page ask nothing more', async () => {
    const options = http()
    const cars = await Promise.all(Array.from({ length: 20 }, (_, i) => newCar({ price: 20000 + i * 1000 })))
    const ineligible = await newCar({ reserved: true })
    const page = [...cars.map((c) => c.slug), ineligible.slug]
    const answer = await quotes({ car_ids: page }, { options })
    expect(answer.status).toBe(200)
    expect(Object.keys(answer.json.quotes).sort()).toEqual([...page].sort())
    expect(answer.json.quotes[ineligible.slug]).toBeNull()
    for (const car of cars) expect(answer.json.quotes[car.slug]).toMatchObject({ advertisedRate: 7.49, comparisonRate: 8.19 })
    expect(received).toHaveLength(20)
    expect(new Set(received.map((r) => r.body.vin))).toEqual(new Set(cars.map((c) => c.vin)))
    // The same page again (another shopper), and the vehicle page's own quote: no lender call.
    expect((await quotes({ car_ids: page }, { options, ip: '10.9.3.3' })).json).toEqual(answer.json)
    const repeated = await quotes({ car_ids: [page[0], page[0], page[5]] }, { options })
    expect(Object.keys(repeated.json.quotes)).toEqual([page[0], page[5]])
    expect((await quote({ car_id: cars[3]!.slug }, { options })).json).toMatchObject(answer.json.quotes[cars[3]!.slug])
    expect(received).toHaveLength(20)
  })

  it('a failed quote is null for its car (the card shows nothing), the others still answer', async () => {
    const options = http()
    const car = await newCar({ price: 27000 })
    mode = 'serverError'
    expect(await quotes({ car_ids: [car.slug, 'no-such-car'] }, { options })).toEqual({ status: 200, json: { quotes: { [car.slug]: null, 'no-such-car': null }, lenderName: 'YouX', local: false } })
  })

  it('each lender ask counts against the per-IP limit: cars past it are null; a batch with none left is a 429', async () => {
    const options = { ...http(), quoteLimit: { limit: 2, windowSeconds: 600 } }
    const ip = `10.9.4.${++seq % 250}`
    const cars = await Promise.all([1, 2, 3].map((i) => newCar({ price: 30000 + i })))
    const answer = await quotes({ car_ids: cars.map((c) => c.slug) }, { options, ip })
    expect(answer.status).toBe(200)
    expect(Object.values(answer.json.quotes).filter((q) => q === null)).toHaveLength(1)
    expect(received).toHaveLength(2)
    const more = await quotes({ car_ids: [(await newCar({ price: 30009 })).slug] }, { options, ip })
    expect(more.status).toBe(429)
    expect(received).toHaveLength(2)
  })
})

describe('POST /api/youx/create-customer', () => {
  it('needs the phone verified on this site for the same mobile (401), and never asks the lender before', async () => {
    const phone = nextPhone()
    expect(await createCustomer(customerBody(phone))).toEqual({ status: 401, json: { message: VERIFY_FIRST_MESSAGE, errors: [{ path: 'data.phoneNumber', message: VERIFY_FIRST_MESSAGE }] } })
    const cookie = await signedIn(phone)
    expect((await createCustomer(customerBody(nextPhone()), { cookie })).status).toBe(401)
    expect(received).toHaveLength(0)
  })

  it('sends data (with the car’s own identity) and additionalData to the lender and answers its redirect URL', async () => {
    const phone = nextPhone()
    const cookie = await signedIn(phone)
    const car = await newCar()
    const answer = await createCustomer(customerBody(`+61 ${phone.slice(1)}`, { car_id: car.slug }), { cookie })
    expect(answer).toEqual({ status: 200, json: { redirectUrl: `https://lender.test/apply/${phone}`, lenderName: 'YouX', local: false } })
    expect(received[0]!.body).toEqual({
      data: { firstName: 'Fay', lastName: 'Nance', email: 'fay@example.com', phoneNumber: phone, postCode: '4000', subscribe: true, selfAssessedCreditScore: 'DECENT', purchasePrice: 45000, loanLerm: 4, year: 2021, vin: car.vin, nvic: car.nvic },
      additionalData: { type: 'finance', category: 'Finance Enquiry' },
    })
  })

  it('field errors with the spec messages; no redirect URL or a lender failure is a 502 with the spec message', async () => {
    const phone = nextPhone()
    const cookie = await signedIn(phone)
    const bad = await createCustomer({ data: { ...customerBody(phone).data, firstName: ' ', postCode: '12', email: 'x' } }, { cookie })
    expect(bad).toMatchObject({ status: 422, json: { message: FORM_ERROR_HEADING } })
    expect(bad.json.errors.map((e: { path: string }) => e.path)).toEqual(['data.firstName', 'data.email', 'data.postCode'])
    mode = 'noRedirect'
    expect(await createCustomer(customerBody(phone), { cookie })).toEqual({ status: 502, json: { message: LENDER_MESSAGES.noRedirect, errors: [] } })
    mode = 'slow'
    expect(await createCustomer(customerBody(phone), { cookie })).toEqual({ status: 502, json: { message: LENDER_MESSAGES.customerFailed, errors: [] } })
  })

  it('the local default hands off to the dealer: the thank-you page', async () => {
    const phone = nextPhone()
    const cookie = await signedIn(phone)
    const answer = await createCustomer(customerBody(phone), { cookie, options: { lender: lenderProviderFor } })
    expect(answer).toEqual({ status: 200, json: { redirectUrl: LOCAL_REDIRECT, lenderName: 'Site lend-a', local: true } })
    expect((await resolveSite(hostA))?.config.finance.lenderTieIn).toBe(true)
  })
})
