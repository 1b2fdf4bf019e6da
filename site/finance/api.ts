/**
 * `POST /api/youx/quote`, `POST /api/youx/quotes` (the cards of a results page in one request) and
 * `POST /api/youx/create-customer` (issue 19; FIN §7, §8). The site comes
 * from the Host and must have `finance.lenderTieIn` on. The server calls the lender
 * (./lender/provider.ts); the browser never sees its key. Quotes are remembered per inputs
 * (./quoteCache.ts) and only asks that reach the lender count against the per-IP limit.
 * create-customer needs the shopper's phone verified on this site (the shopper session cookie of
 * `/api/shoppers/verify` for the same mobile). Bad input is a 4xx `{ message, errors }`, never a 5xx.
 */
import type { Payload } from 'payload'
import { clientIp } from '../abuse/clientIp'
import { hitRateLimit, type RateLimit } from '../abuse/rateLimit'
import { getPayloadClient } from '../payload'
import { lenderTieInEligible } from '../rules/financeEligibility'
import { CAR_NOT_ELIGIBLE_MESSAGE, LENDER_MESSAGES, TIE_IN_OFF_MESSAGE, VERIFY_FIRST_MESSAGE, type QuoteResult } from '../rules/lenderQuote'
import { FORM_ERROR_HEADING } from '../rules/forms'
import { carQuotePrice, type QuickQuoteRequest } from '../rules/quickQuote'
import { guarded, hostOf, json, problem } from '../shoppers/http'
import { fieldErrors } from '../shoppers/schema'
import { findSession, sessionTokenFrom } from '../shoppers/session'
import { resolveSiteForRequest } from '../tenancy/resolveSite'
import type { SiteView } from '../tenancy/siteView'
import { loadVehicleState } from '../vehicles/loadVehicle'
import type { VehicleView } from '../vehicles/vehicleView'
import { lenderProviderFor } from './lender/provider'
import { LenderError, type LenderProvider } from './lender/types'
import { sharedQuoteCache, type CachedQuote, type QuoteCache } from './quoteCache'
import { createCustomerSchema, quoteRequestSchema, quotesRequestSchema } from './schema'
import { parseShopperJson } from '../http/parseShopperJson'

export const MAX_BODY_BYTES = 16 * 1024

export type LenderApiOptions = {
  lender?: (site: SiteView) => LenderProvider
  cache?: QuoteCache
  quoteLimit?: RateLimit
  resolve?: (host: string) => Promise<SiteView | null>
}

/** Lender asks per IP and site: `LENDER_RATE_LIMIT_QUOTE` as `count/seconds`, default 300 per 10 minutes. */
export function quoteLimit(env: Record<string, string | undefined> = process.env): RateLimit {
  const [limit, windowSeconds] = (env.LENDER_RATE_LIMIT_QUOTE ?? '').split('/').map(Number)
  return limit && windowSeconds ? { limit, windowSeconds } : { limit: 300, windowSeconds: 600 }
}

async function readBody(request: Request): Promise<{ ok: true; body: Record<string, unknown> } | { ok: false; response: Response }> {
  const text = await request.text()
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return { ok: false, response: problem(413, 'The request is too large (at most 16 KB).') }
  let body: unknown = null
  try {
    body = text ? parseShopperJson(text) : {}
  } catch {
    // not JSON: refused below like any other non-object body
  }
  if (body && typeof body === 'object' && !Array.isArray(body)) return { ok: true, body: body as Record<string, unknown> }
  return { ok: false, response: problem(422, 'The request body must be a JSON object.', [{ path: 'body', message: 'The request body must be a JSON object.' }]) }
}

type Ready = { site: SiteView; body: Record<string, unknown> }

/** Body and a site with the tie-in on, or the response that refuses the request. */
async function prepare(request: Request, options: LenderApiOptions): Promise<{ ok: true; ready: Ready } | { ok: false; response: Response }> {
  const read = await readBody(request)
  if (!read.ok) return read
  const site = await (options.resolve ?? resolveSiteForRequest)(hostOf(request))
  if (!site) return { ok: false, response: problem(404, 'No site answers to this host.') }
  if (!site.config.finance.lenderTieIn) return { ok: false, response: problem(404, TIE_IN_OFF_MESSAGE) }
  return { ok: true, ready: { site, body: read.body } }
}

/** The car named by `car_id`, when the site lists it and it may take the tie-in (FIN §4). */
async function eligibleCar(site: SiteView, ref: string): Promise<VehicleView | null> {
  const state = await loadVehicleState(site, ref)
  if (state.kind !== 'listed') return null
  return lenderTieInEligible(state.vehicle.car, site.config.finance, { now: new Date() }) ? state.vehicle : null
}

const askLender = (lender: LenderProvider, request: QuickQuoteRequest) => async (): Promise<CachedQuote> => {
  try {
    return { ok: true, quote: await lender.quote(request) }
  } catch (error) {
    if (error instanceof LenderError) return { ok: false, message: error.message, status: error.status }
    console.error('lender quote failed', error)
    return { ok: false, message: LENDER_MESSAGES.quoteFailed, status: null }
  }
}

export const quoteKey = (site: SiteView, lender: LenderProvider, request: QuickQuoteRequest): string =>
  JSON.stringify([site.id, lender.kind, lender.lenderName, request.purchasePrice, request.loanTerm, request.selfAssessedCreditScore, request.year, request.vin, request.nvic, request.whoIsHelping])

async function handleQuote(request: Request, options: LenderApiOptions, payload: () => Promise<Payload>): Promise<Response> {
  const prepared = await prepare(request, options)
  if (!prepared.ok) return prepared.response
  const { site, body } = prepared.ready
  const parsed = quoteRequestSchema.safeParse(body)
  if (!parsed.success) return problem(422, FORM_ERROR_HEADING, fieldErrors(parsed.error))
  const { car_id: carRef, ...quote } = parsed.data
  let ask: QuickQuoteRequest = quote
  if (carRef !== null) {
    const car = await eligibleCar(site, carRef)
    if (!car) return problem(404, CAR_NOT_ELIGIBLE_MESSAGE, [{ path: 'car_id', message: CAR_NOT_ELIGIBLE_MESSAGE }])
    // The car's own identity; its price when the body names none (the vehicle-page quote, FIN §7).
    // Never more than the car costs: the body's price is re-bounded by the car's.
    const price = carQuotePrice(body.purchasePrice === undefined || body.purchasePrice === null ? null : quote.purchasePrice, car.car.price)
    ask = { ...quote, purchasePrice: price, year: car.car.year ?? null, vin: car.car.vin ?? null, nvic: car.car.nvic ?? null }
  }
  const lender = (options.lender ?? lenderProviderFor)(site)
  const cache = options.cache ?? sharedQuoteCache
  const key = quoteKey(site, lender, ask)
  if (!cache.has(key)) {
    const verdict = await hitRateLimit(await payload(), `youx:quote:${site.id}:${clientIp(request.headers)}`, options.quoteLimit ?? quoteLimit())
    if (!verdict.allowed) return problem(429, LENDER_MESSAGES.quoteFailed, [], { 'retry-after': String(verdict.retryAfterSeconds) })
  }
  const result = await cache.get(key, askLender(lender, ask)).value
  if (!result.ok) return problem(502, result.message)
  return json(200, { ...result.quote, lenderName: lender.lenderName, local: lender.handsOffToDealer })
}

type BatchQuote = Pick<QuoteResult, 'weeklyRepaymentAmount' | 'advertisedRate' | 'comparisonRate'>

/**
 * The quick quotes of up to 21 cards in one request: `{ car_ids, selfAssessedCreditScore?, loanTerm? }`
 * → `200 { quotes: { [car_id]: {weeklyRepaymentAmount, advertisedRate, comparisonRate} | null },
 * lenderName, local }`. A car that cannot take the tie-in, or whose quote fails, is null (the card
 * shows nothing, FIN §8). Each car goes through the same per-inputs cache as the single quote, and
 * each ask that reaches the lender counts against the same per-IP limit (429 when the first does
 * not fit; cars past the limit later in the batch are null).
 */
async function handleQuotes(request: Request, options: LenderApiOptions, payload: () => Promise<Payload>): Promise<Response> {
  const prepared = await prepare(request, options)
  if (!prepared.ok) return prepared.response
  const { site, body } = prepared.ready
  const parsed = quotesRequestSchema.safeParse(body)
  if (!parsed.success) return problem(422, FORM_ERROR_HEADING, fieldErrors(parsed.error))
  const { car_ids: refs, selfAssessedCreditScore, loanTerm } = parsed.data
  const lender = (options.lender ?? lenderProviderFor)(site)
  const cache = options.cache ?? sharedQuoteCache
  const cars = await Promise.all(refs.map((ref) => eligibleCar(site, ref)))
  const asks = cars.map((car) => (car ? ({ selfAssessedCreditScore, loanTerm, purchasePrice: carQuotePrice(null, car.car.price), year: car.car.year ?? null, vin: car.car.vin ?? null, nvic: car.car.nvic ?? null, whoIsHelping: '' } satisfies QuickQuoteRequest) : null))
  const results: Array<Promise<CachedQuote> | null> = []
  let limited: number | null = null
  for (const ask of asks) {
    if (!ask) {
      results.push(null)
      continue
    }
    const key = quoteKey(site, lender, ask)
    if (!cache.has(key)) {
      if (limited !== null) {
        results.push(null)
        continue
      }
      const verdict = await hitRateLimit(await payload(), `youx:quote:${site.id}:${clientIp(request.headers)}`, options.quoteLimit ?? quoteLimit())
      if (!verdict.allowed) {
        limited = verdict.retryAfterSeconds
        results.push(null)
        continue
      }
    }
    results.push(cache.get(key, askLender(lender, ask)).value)
  }
  if (limited !== null && results.every((r) => r === null)) return problem(429, LENDER_MESSAGES.quoteFailed, [], { 'retry-after': String(limited) })
  const answers = await Promise.all(results)
  const quotes: Record<string, BatchQuote | null> = {}
  refs.forEach((ref, i) => {
    const answer = answers[i]
    quotes[ref] = answer?.ok ? { weeklyRepaymentAmount: answer.quote.weeklyRepaymentAmount, advertisedRate: answer.quote.advertisedRate, comparisonRate: answer.quote.comparisonRate } : null
  })
  return json(200, { quotes, lenderName: lender.lenderName, local: lender.handsOffToDealer })
}

async function handleCreateCustomer(request: Request, options: LenderApiOptions, payload: () => Promise<Payload>): Promise<Response> {
  const prepared = await prepare(request, options)
  if (!prepared.ok) return prepared.response
  const { site, body } = prepared.ready
  const parsed = createCustomerSchema.safeParse(body)
  if (!parsed.success) return problem(422, FORM_ERROR_HEADING, fieldErrors(parsed.error))
  const { car_id: carRef, data, additionalData } = parsed.data
  const session = await findSession(await payload(), sessionTokenFrom(request.headers.get('cookie')), site.id)
  if (!session || session.phone !== data.phoneNumber) return problem(401, VERIFY_FIRST_MESSAGE, [{ path: 'data.phoneNumber', message: VERIFY_FIRST_MESSAGE }])
  let customer = data
  if (carRef !== null) {
    const car = await eligibleCar(site, carRef)
    if (!car) return problem(404, CAR_NOT_ELIGIBLE_MESSAGE, [{ path: 'car_id', message: CAR_NOT_ELIGIBLE_MESSAGE }])
    customer = { ...data, year: car.car.year ?? null, vin: car.car.vin ?? null, nvic: car.car.nvic ?? null }
  }
  const lender = (options.lender ?? lenderProviderFor)(site)
  try {
    const { redirectUrl } = await lender.createCustomer({ data: customer, additionalData })
    if (!redirectUrl) return problem(502, LENDER_MESSAGES.noRedirect)
    return json(200, { redirectUrl, lenderName: lender.lenderName, local: lender.handsOffToDealer })
  } catch (error) {
    if (error instanceof LenderError) return problem(502, error.message)
    throw error
  }
}

const unavailable = () => problem(503, LENDER_MESSAGES.generic, [], { 'retry-after': '2' })

export const postQuote = (request: Request, options: LenderApiOptions = {}) => guarded('POST /api/youx/quote', unavailable, (r) => handleQuote(r, options, getPayloadClient))(request)
export const postQuotes = (request: Request, options: LenderApiOptions = {}) => guarded('POST /api/youx/quotes', unavailable, (r) => handleQuotes(r, options, getPayloadClient))(request)
export const postCreateCustomer = (request: Request, options: LenderApiOptions = {}) => guarded('POST /api/youx/create-customer', unavailable, (r) => handleCreateCustomer(r, options, getPayloadClient))(request)
