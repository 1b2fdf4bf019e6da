/**
 * A valuation service over HTTP (issue 51), configured by the environment:
 *   VALUATION_API_URL, VALUATION_API_KEY (both or neither), VALUATION_PROVIDER_NAME (shown on the
 *   page and stored on the lead; default "Valuation service"), VALUATION_TIMEOUT_MS (default 8000).
 * `GET {url}/rego?rego=ABC123&state=QLD` answers `{ make, model, year, variant? }`, or 404 when the
 * rego is unknown; `POST {url}/valuations` with `{ vehicle: { make, model, year, km }, answers }`
 * answers `{ low, high, comparables?, method? }` or `{ noEstimate: true, message }`. The key goes in
 * `Authorization: Bearer`. Requests go through the outbound guard (site/http/outboundFetch.ts): a
 * service on a private address needs OUTBOUND_ALLOW_HOSTS; answers are read up to 256 KB. Anything
 * else (time-out, non-2xx, a reply without its fields) is a ValuationUnavailableError.
 */
import { z } from 'zod'
import { outboundFetch } from '../http/outboundFetch'
import { normaliseRego } from '../rules/valuation'
import { ValuationUnavailableError, type AuState, type ValuationProvider } from './types'

export type HttpValuationSettings = { apiUrl: string; apiKey: string; name: string; timeoutMs: number }

/** null when no service is configured; throws when it is configured only in part. */
export function httpValuationSettingsFrom(env: Record<string, string | undefined>): HttpValuationSettings | null {
  const apiUrl = env.VALUATION_API_URL?.trim()
  const apiKey = env.VALUATION_API_KEY?.trim()
  if (!apiUrl && !apiKey) return null
  if (!apiUrl || !apiKey) throw new Error('VALUATION_API_URL and VALUATION_API_KEY must be set together')
  const timeoutMs = Number(env.VALUATION_TIMEOUT_MS)
  return { apiUrl: apiUrl.replace(/\/+$/, ''), apiKey, name: env.VALUATION_PROVIDER_NAME?.trim() || 'Valuation service', timeoutMs: Number.isFinite(timeoutMs) && timeoutMs > 0 ? timeoutMs : 8000 }
}

const MAX_ANSWER_BYTES = 256 * 1024
const UNAVAILABLE = 'The valuation service did not answer'

const regoReply = z.object({ make: z.string().trim().min(1).max(200), model: z.string().trim().min(1).max(200), year: z.coerce.number().int().min(1900).max(2100), variant: z.string().trim().max(200).nullish() })
const offerReply = z.union([
  z.object({ noEstimate: z.literal(true), message: z.string().trim().min(1).max(1000), comparables: z.number().int().min(0).nullish() }),
  z
    .object({ low: z.coerce.number().int().min(0), high: z.coerce.number().int().min(0), comparables: z.number().int().min(0).nullish(), method: z.string().trim().max(2000).nullish() })
    .refine((o) => o.low <= o.high, 'low must not exceed high'),
])

export function httpValuation(settings: HttpValuationSettings): ValuationProvider {
  const method = `Estimated by ${settings.name} from its market data for the make, model, year and kilometres, adjusted for your answers. The estimate is indicative and subject to inspection.`
  async function call(path: string, init: { method: string; body?: unknown }): Promise<Response> {
    try {
      return await outboundFetch(`${settings.apiUrl}${path}`, {
        method: init.method,
        headers: { authorization: `Bearer ${settings.apiKey}`, accept: 'application/json', ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        timeoutMs: settings.timeoutMs,
        maxBytes: MAX_ANSWER_BYTES,
      })
    } catch (error) {
      console.error(`valuation ${path} unreachable`, error instanceof Error ? error.message : String(error))
      throw new ValuationUnavailableError(UNAVAILABLE)
    }
  }
  const json = async (response: Response, path: string): Promise<unknown> => {
    const body: unknown = await response.json().catch(() => null)
    if (!response.ok) {
      console.error(`valuation ${path} answered ${response.status}`)
      throw new ValuationUnavailableError(UNAVAILABLE)
    }
    return body
  }
  return {
    name: settings.name,
    method,
    async lookupRego(rego: string, state: AuState) {
      const key = normaliseRego(rego)
      const response = await call(`/rego?${new URLSearchParams({ rego: key, state })}`, { method: 'GET' })
      if (response.status === 404) return { kind: 'not-found' }
      const parsed = regoReply.safeParse(await json(response, '/rego'))
      if (!parsed.success) throw new ValuationUnavailableError(UNAVAILABLE)
      return { kind: 'found', vehicle: { rego: key, state, make: parsed.data.make, model: parsed.data.model, year: parsed.data.year, variant: parsed.data.variant ?? null } }
    },
    async value(car, answers) {
      const response = await call('/valuations', { method: 'POST', body: { vehicle: car, answers } })
      const parsed = offerReply.safeParse(await json(response, '/valuations'))
      if (!parsed.success) throw new ValuationUnavailableError(UNAVAILABLE)
      const reply = parsed.data
      if ('noEstimate' in reply) return { kind: 'no-estimate', message: reply.message, comparables: reply.comparables ?? null, method }
      return { kind: 'offer', low: reply.low, high: reply.high, comparables: reply.comparables ?? null, method: reply.method || method }
    },
  }
}
