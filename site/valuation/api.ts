/**
 * The valuation flow's endpoints (issue 51; FIN §7 "generic lead submission" variants: rego lookup
 * (rego, regoState), valuation adjustments (id, adjustmentAnswers), offer acceptance (lead_id,
 * form_completed, offer_accepted)):
 *   POST /api/valuations/rego      { rego, state }              → { vehicle } | 404 not found
 *   POST /api/valuations/offer     { leadId, key, answers }     → the offer range and its validity, or why there is none
 *   POST /api/valuations/decision  { leadId, key, decision }    → accepted, or an inspection asked for
 * The lead is named by its id and the idempotency key its submission made in the shopper's browser
 * (known only to that browser and the dealer), on the requesting site. Each step is written on the
 * lead (`valuation_*` columns). Errors are JSON `{ message, errors: [{ path, message }] }`; nothing
 * a shopper sends gives a 5xx (a database outage is a 503 to retry).
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { z } from 'zod'
import { hitRateLimits } from '../abuse/rateLimit'
import { clientIp } from '../abuse/clientIp'
import { parseShopperJson } from '../http/parseShopperJson'
import { isDatabaseUnavailable } from '../leads/databaseErrors'
import { AU_STATES, continuesToValuation, isLeadType } from '../leads/schema'
import { getPayloadClient } from '../payload'
import { executePrepared } from '../payloadDb'
import { adjustmentAnswers, answerErrors, isPlausibleRego, normaliseRego, OFFER_EXPIRED_MESSAGE, offerIsValid, offerValidUntil, type ValuationAnswers } from '../rules/valuation'
import { resolveSiteForRequest } from '../tenancy/resolveSite'
import type { SiteView } from '../tenancy/siteView'
import { VALUATION_MESSAGES as M } from './messages'
import { valuationProviderFor } from './provider'
import { ValuationUnavailableError, type AuState, type ValuationProvider } from './types'

const MAX_BODY_BYTES = 8 * 1024

type FieldError = { path: string; message: string }
const json = (status: number, body: unknown) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } })
const fail = (status: number, message: string, errors: FieldError[] = []) => json(status, { message, errors })

export type ValuationDeps = { resolve?: (host: string) => Promise<SiteView | null>; provider?: (payload: Payload) => ValuationProvider; now?: () => Date }

async function readObject(request: Request): Promise<Record<string, unknown> | Response> {
  const text = await request.text()
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return fail(413, 'The request is too large (at most 8 KB).')
  try {
    const body: unknown = parseShopperJson(text)
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>
  } catch {
    // answered below
  }
  return fail(422, M.notJson, [{ path: 'body', message: M.notJson }])
}

/** The site of the request, with online valuations on, and the JSON body; or the answer that stops here. */
async function begin(request: Request, deps: ValuationDeps): Promise<{ site: SiteView; body: Record<string, unknown>; payload: Payload } | Response> {
  const body = await readObject(request)
  if (body instanceof Response) return body
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? 'localhost'
  const site = await (deps.resolve ?? resolveSiteForRequest)(host)
  if (!site) return fail(404, 'No site answers to this host.')
  if (!site.config.forms.valuation.online) return fail(404, M.notOffered)
  return { site, body, payload: await getPayloadClient() }
}

/** 30 lookups or valuation steps per IP per 10 minutes on a site: a rego register is not for bulk reading. */
const LIMIT = { limit: 30, windowSeconds: 600 }

async function limited(payload: Payload, site: SiteView, request: Request, now: Date): Promise<Response | null> {
  const verdict = await hitRateLimits(payload, [{ key: `valuation:ip:${site.id}:${clientIp(request.headers)}`, rule: LIMIT }], now.getTime())
  return verdict.allowed ? null : Response.json({ message: M.tooMany, errors: [] }, { status: 429, headers: { 'retry-after': String(verdict.retryAfterSeconds), 'cache-control': 'no-store' } })
}

const guarded = async (work: () => Promise<Response>): Promise<Response> => {
  try {
    return await work()
  } catch (error) {
    if (error instanceof ValuationUnavailableError) return fail(503, M.unavailable)
    if (isDatabaseUnavailable(error)) return Response.json({ message: 'Valuations cannot be made right now. Please try again in a moment.', errors: [] }, { status: 503, headers: { 'retry-after': '2' } })
    console.error('valuation request failed', error)
    return fail(500, M.failed)
  }
}

const stateOf = (value: unknown): AuState | null => (typeof value === 'string' && (AU_STATES as readonly string[]).includes(value.toUpperCase()) ? (value.toUpperCase() as AuState) : null)

export function lookUpRego(request: Request, deps: ValuationDeps = {}): Promise<Response> {
  return guarded(async () => {
    const start = await begin(request, deps)
    if (start instanceof Response) return start
    const { site, body, payload } = start
    const rego = typeof body.rego === 'string' ? body.rego : ''
    const state = stateOf(body.state)
    const errors: FieldError[] = []
    if (!normaliseRego(rego)) errors.push({ path: 'tradeIn.rego', message: M.regoRequired })
    else if (!isPlausibleRego(rego) || rego.length > 20) errors.push({ path: 'tradeIn.rego', message: M.regoInvalid })
    if (!state) errors.push({ path: 'tradeIn.state', message: M.stateRequired })
    if (errors.length) return fail(422, errors[0]!.message, errors)
    const now = (deps.now ?? (() => new Date()))()
    const refused = await limited(payload, site, request, now)
    if (refused) return refused
    const found = await (deps.provider ?? valuationProviderFor)(payload).lookupRego(rego, state!)
    if (found.kind === 'not-found') return fail(404, M.regoNotFound, [{ path: 'tradeIn.rego', message: M.regoNotFound }])
    return json(200, { vehicle: found.vehicle })
  })
}

const leadRef = z.object({ leadId: z.coerce.number().int().positive(), key: z.uuid() })

type StoredLead = { id: number; type: string; rego: string | null; state: string | null; make: string | null; model: string | null; year: number | null; km: number | null; step: string | null; low: number | null; high: number | null; validUntil: string | null; accepted: boolean; inspection: boolean }

async function loadLead(payload: Payload, site: SiteView, body: Record<string, unknown>): Promise<StoredLead | Response> {
  const ref = leadRef.safeParse(body)
  if (!ref.success) return fail(404, M.notFound, [{ path: 'leadId', message: M.notFound }])
  // System read: the lead is named by its id and the key only the submitting browser (and the dealer) knows, on this site.
  const { rows } = await executePrepared(
    payload,
    sql`select id, type, trade_in_rego, trade_in_state, trade_in_make, trade_in_model, trade_in_year, trade_in_km, valuation_step, valuation_offer_low, valuation_offer_high, valuation_offer_valid_until, valuation_offer_accepted, valuation_inspection_requested
      from leads where id = ${ref.data.leadId} and site_id = ${site.id} and idempotency_key = ${ref.data.key} and spam = false limit 1`,
  )
  const row = rows[0]
  if (!row || !isLeadType(row.type) || !continuesToValuation(row.type, site.config.forms.valuation)) return fail(404, M.notFound, [{ path: 'leadId', message: M.notFound }])
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v))
  const str = (v: unknown) => (v === null || v === undefined ? null : String(v))
  return {
    id: Number(row.id),
    type: String(row.type),
    rego: str(row.trade_in_rego),
    state: str(row.trade_in_state),
    make: str(row.trade_in_make),
    model: str(row.trade_in_model),
    year: num(row.trade_in_year),
    km: num(row.trade_in_km),
    step: str(row.valuation_step),
    low: num(row.valuation_offer_low),
    high: num(row.valuation_offer_high),
    validUntil: row.valuation_offer_valid_until ? new Date(row.valuation_offer_valid_until as string).toISOString() : null,
    accepted: row.valuation_offer_accepted === true,
    inspection: row.valuation_inspection_requested === true,
  }
}

const decided = (lead: StoredLead) => lead.step === 'accepted' || lead.step === 'inspection'

export function makeOffer(request: Request, deps: ValuationDeps = {}): Promise<Response> {
  return guarded(async () => {
    const start = await begin(request, deps)
    if (start instanceof Response) return start
    const { site, body, payload } = start
    const answers = body.answers && typeof body.answers === 'object' && !Array.isArray(body.answers) ? (body.answers as Record<string, unknown>) : {}
    const lead = await loadLead(payload, site, body)
    if (lead instanceof Response) return lead
    const errors = answerErrors(answers)
    if (errors.length) return fail(422, errors[0]!.message, errors)
    if (decided(lead)) return fail(409, M.complete)
    if (!lead.make || !lead.model || lead.year === null || lead.km === null) return fail(422, M.noCar, [{ path: 'tradeIn', message: M.noCar }])
    const now = (deps.now ?? (() => new Date()))()
    const refused = await limited(payload, site, request, now)
    if (refused) return refused
    const provider = (deps.provider ?? valuationProviderFor)(payload)
    const state = stateOf(lead.state)
    const registered = lead.rego && state ? await provider.lookupRego(lead.rego, state) : null
    const chosen = answers as ValuationAnswers
    const result = await provider.value({ make: lead.make, model: lead.model, year: lead.year, km: lead.km }, chosen, now)
    const validUntil = result.kind === 'offer' ? offerValidUntil(now, site.config.forms.valuation.offerValidDays).toISOString() : null
    const stored = {
      step: result.kind === 'offer' ? 'offer' : 'no-estimate',
      registered: registered ? JSON.stringify(registered.kind === 'found' ? registered.vehicle : { rego: normaliseRego(lead.rego!), state, found: false }) : null,
      answers: JSON.stringify(adjustmentAnswers(chosen)),
      low: result.kind === 'offer' ? result.low : null,
      high: result.kind === 'offer' ? result.high : null,
      method: result.kind === 'offer' ? result.method : `${result.message}\n\n${result.method}`,
    }
    // System write of the shopper's own lead, named as above; a decided valuation is left as it is.
    const { rows } = await executePrepared(
      payload,
      sql`update leads set valuation_step = ${stored.step}, valuation_provider = ${provider.name}, valuation_registered = ${stored.registered}::jsonb,
          valuation_adjustment_answers = ${stored.answers}::jsonb, valuation_offer_low = ${stored.low}, valuation_offer_high = ${stored.high},
          valuation_offer_valid_until = ${validUntil}, valuation_comparables = ${result.comparables}, valuation_method = ${stored.method}, updated_at = ${now.toISOString()}
        where id = ${lead.id} and (valuation_step is null or valuation_step not in ('accepted', 'inspection')) returning id`,
    )
    if (!rows.length) return fail(409, M.complete)
    return json(200, result.kind === 'offer' ? { kind: 'offer', low: result.low, high: result.high, validUntil, comparables: result.comparables, method: result.method, provider: provider.name } : { kind: 'no-estimate', message: result.message, comparables: result.comparables, method: result.method, provider: provider.name })
  })
}

const DECISIONS = ['accept', 'inspection'] as const

export function decide(request: Request, deps: ValuationDeps = {}): Promise<Response> {
  return guarded(async () => {
    const start = await begin(request, deps)
    if (start instanceof Response) return start
    const { site, body, payload } = start
    const lead = await loadLead(payload, site, body)
    if (lead instanceof Response) return lead
    const decision = (DECISIONS as readonly unknown[]).includes(body.decision) ? (body.decision as (typeof DECISIONS)[number]) : null
    if (!decision) return fail(422, 'Please choose to accept the offer or ask for an inspection.', [{ path: 'decision', message: 'Please choose to accept the offer or ask for an inspection.' }])
    const step = decision === 'accept' ? 'accepted' : 'inspection'
    // The same decision again answers as the first did (a retried request).
    if (lead.step === step) return json(200, { step })
    if (decided(lead)) return fail(409, M.complete)
    const now = (deps.now ?? (() => new Date()))()
    if (decision === 'accept') {
      if (lead.step !== 'offer') return fail(409, M.noOffer)
      if (!offerIsValid(lead.validUntil, now)) return fail(409, OFFER_EXPIRED_MESSAGE)
    }
    // System write of the shopper's own lead; only an undecided valuation moves.
    const { rows } = await executePrepared(
      payload,
      sql`update leads set valuation_step = ${step}, valuation_offer_accepted = ${decision === 'accept'}, valuation_inspection_requested = ${decision === 'inspection'},
          valuation_form_completed = true, valuation_decided_at = ${now.toISOString()}, updated_at = ${now.toISOString()}
        where id = ${lead.id} and (valuation_step is null or valuation_step not in ('accepted', 'inspection')) returning id`,
    )
    if (!rows.length) return fail(409, M.complete)
    return json(200, { step })
  })
}
