/**
 * A YouX-style lender API over plain fetch (issue 19; FIN §7): `POST {LENDER_API_URL}/quote` with the
 * quote fields, answered `{ weeklyRepaymentAmount, advertisedRate, comparisonRate }` or `{ error }`;
 * `POST {LENDER_API_URL}/create-customer` with `{ data, additionalData }`, answered `{ redirectUrl }`
 * or `{ error }`. The key goes in `Authorization: Bearer`. A time-out, a non-2xx or a reply without
 * its fields is a LenderError with the lender's text or the spec's message (FIN §8). Requests go
 * through the outbound guard (site/http/outboundFetch.ts): a lender on a private address needs
 * OUTBOUND_ALLOW_HOSTS, and an answer is read up to 1 MB.
 */
import { z } from 'zod'
import { outboundFetch } from '../../http/outboundFetch'
import { LENDER_MESSAGES } from '../../rules/lenderQuote'
import { LenderError, type LenderProvider } from './types'

export type HttpLenderSettings = { apiUrl: string; apiKey: string; lenderName: string; timeoutMs: number }

/** null when no lender API is configured; throws when it is configured only in part. */
export function httpLenderSettingsFrom(env: Record<string, string | undefined>): HttpLenderSettings | null {
  const apiUrl = env.LENDER_API_URL?.trim()
  const apiKey = env.LENDER_API_KEY?.trim()
  if (!apiUrl && !apiKey) return null
  if (!apiUrl || !apiKey) throw new Error('LENDER_API_URL and LENDER_API_KEY must be set together')
  const timeoutMs = Number(env.LENDER_TIMEOUT_MS)
  return { apiUrl: apiUrl.replace(/\/+$/, ''), apiKey, lenderName: env.LENDER_NAME?.trim() || 'YouX', timeoutMs: Number.isFinite(timeoutMs) && timeoutMs > 0 ? timeoutMs : 8000 }
}

const MAX_ANSWER_BYTES = 1024 * 1024

const quoteReply = z.object({ weeklyRepaymentAmount: z.coerce.number().positive(), advertisedRate: z.coerce.number().min(0), comparisonRate: z.coerce.number().min(0) })
const customerReply = z.object({ redirectUrl: z.url({ protocol: /^https?$/ }) })
const errorText = (body: unknown): string | null => {
  const error = body && typeof body === 'object' ? (body as { error?: unknown; message?: unknown }).error ?? (body as { message?: unknown }).message : null
  return typeof error === 'string' && error.trim() ? error.trim().slice(0, 300) : null
}

async function post(settings: HttpLenderSettings, path: string, body: unknown, failed: string): Promise<unknown> {
  let response: Response
  try {
    response = await outboundFetch(`${settings.apiUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${settings.apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      timeoutMs: settings.timeoutMs,
      maxBytes: MAX_ANSWER_BYTES,
    })
  } catch (error) {
    // Time-out or no connection: the shopper sees the spec's message, the log the cause.
    console.error(`lender ${path} unreachable`, error instanceof Error ? error.message : String(error))
    throw new LenderError(failed)
  }
  const reply: unknown = await response.json().catch(() => null)
  if (!response.ok) throw new LenderError(errorText(reply) ?? failed, response.status)
  const error = reply && typeof reply === 'object' ? (reply as { error?: unknown }).error : null
  if (error) throw new LenderError(errorText({ error }) ?? failed, response.status)
  return reply
}

export function httpLender(settings: HttpLenderSettings): LenderProvider {
  return {
    kind: 'http',
    handsOffToDealer: false,
    lenderName: settings.lenderName,
    async quote(request) {
      const parsed = quoteReply.safeParse(await post(settings, '/quote', request, LENDER_MESSAGES.quoteFailed))
      if (!parsed.success) throw new LenderError(LENDER_MESSAGES.quoteFailed)
      return parsed.data
    },
    async createCustomer(request) {
      const parsed = customerReply.safeParse(await post(settings, '/create-customer', request, LENDER_MESSAGES.customerFailed))
      if (!parsed.success) throw new LenderError(LENDER_MESSAGES.noRedirect)
      return parsed.data
    },
  }
}
