/**
 * Sends a lead to `POST /api/leads` with the submission's idempotency key. A network failure or a
 * 503 is tried again with the same key (the server answers a repeat with the first lead), so a
 * shopper's lead is neither lost nor stored twice.
 */
export type ApiError = { path: string; message: string }

export type SubmitResult =
  | { kind: 'ok'; leadId: string | number }
  | { kind: 'invalid'; message: string; errors: ApiError[] }
  | { kind: 'limited' }
  | { kind: 'failed'; message: string }

export const RETRY_DELAYS_MS = [500, 1500, 4000] as const
// FIN §8: "Vehicle-page lead failure: The returned error, or An unexpected error occured" (spelt as in the spec).
export const UNEXPECTED_ERROR = 'An unexpected error occured'

type Fetch = (input: string, init: RequestInit) => Promise<Response>

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function bodyOf(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json()
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** Posts the lead, retrying network failures and 503s with the same body (and so the same key). */
export async function submitLead(body: Record<string, unknown>, options: { fetch?: Fetch; delays?: readonly number[] } = {}): Promise<SubmitResult> {
  const send = options.fetch ?? ((input, init) => fetch(input, init))
  const delays = options.delays ?? RETRY_DELAYS_MS
  const json = JSON.stringify(body)
  for (let attempt = 0; ; attempt += 1) {
    let response: Response | null = null
    try {
      response = await send('/api/leads', { method: 'POST', headers: { 'content-type': 'application/json' }, body: json })
    } catch {
      response = null
    }
    const retry = response === null || response.status === 503
    if (retry && attempt < delays.length) {
      await wait(delays[attempt]!)
      continue
    }
    if (response === null) return { kind: 'failed', message: UNEXPECTED_ERROR }
    const data = await bodyOf(response)
    if (response.ok && (typeof data.leadId === 'string' || typeof data.leadId === 'number')) return { kind: 'ok', leadId: data.leadId }
    const message = typeof data.message === 'string' && data.message ? data.message : UNEXPECTED_ERROR
    if (response.status === 422 || response.status === 400) {
      const errors = Array.isArray(data.errors) ? (data.errors as unknown[]).filter((e): e is ApiError => !!e && typeof (e as ApiError).message === 'string').map((e) => ({ path: String(e.path ?? ''), message: e.message })) : []
      return { kind: 'invalid', message, errors }
    }
    // The limit is the shopper's own to wait out, shown as its own message (site/rules/formErrors.ts), never as a field error.
    if (response.status === 429) return { kind: 'limited' }
    return { kind: 'failed', message }
  }
}

/** A fresh per-submission key (the browser makes one when the shopper submits). */
export const newIdempotencyKey = (): string => crypto.randomUUID()

/** The page, referrer and UTM parameters a lead records as its source. */
export function leadSource(href: string, referrer: string): { page: string; referrer?: string; utm: Record<string, string> } {
  const url = new URL(href)
  const utm: Record<string, string> = {}
  for (const key of ['source', 'medium', 'campaign', 'term', 'content']) {
    const value = url.searchParams.get(`utm_${key}`)
    if (value) utm[key] = value.slice(0, 200)
  }
  return { page: url.pathname + url.search, ...(referrer ? { referrer } : {}), utm }
}
