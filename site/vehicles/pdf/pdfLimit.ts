/**
 * A vehicle PDF is drawn per request (a picture fetched and embedded, pages laid out): each costs
 * far more than a cached page, so an address gets PDF_RATE_LIMIT of them (issue 48, finding 4),
 * default 30 per 10 minutes, counted in PostgreSQL for every instance. Past it: 429 with Retry-After.
 */
import type { Payload } from 'payload'
import { clientIp } from '../../abuse/clientIp'
import { hitRateLimit, type RateLimit } from '../../abuse/rateLimit'

export const PDF_TOO_MANY = 'Too many PDF downloads from this address. Please try again later.'

/** PDF_RATE_LIMIT=limit/seconds overrides the default 30 per 600 s. */
export function pdfLimit(raw = process.env.PDF_RATE_LIMIT): RateLimit {
  const [limit, windowSeconds] = (raw ?? '').split('/').map(Number)
  return limit && windowSeconds ? { limit, windowSeconds } : { limit: 30, windowSeconds: 600 }
}

/** Null when the address may have one more PDF now; otherwise the 429 to answer. */
export async function pdfAllowed(payload: Payload, headers: Headers, rule = pdfLimit()): Promise<Response | null> {
  const verdict = await hitRateLimit(payload, `pdf:ip:${clientIp(headers)}`, rule)
  if (verdict.allowed) return null
  return Response.json({ message: PDF_TOO_MANY }, { status: 429, headers: { 'retry-after': String(verdict.retryAfterSeconds), 'cache-control': 'no-store' } })
}
