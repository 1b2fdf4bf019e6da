/** Small HTTP pieces shared by the shopper endpoints. */
import type { FieldError } from './schema'
import { parseShopperJson } from '../http/parseShopperJson'

export const MAX_BODY_BYTES = 4 * 1024

export const HTTP_MESSAGES = {
  tooLarge: 'The request is too large (at most 4 KB).',
  notJson: 'The request body must be a JSON object.',
  noSite: 'No site answers to this host.',
  unavailable: 'Sign-in is not available right now. Please try again in a moment.',
  notSent: 'The code could not be sent. Please try again in a moment.',
  signedOut: 'Please sign in first.',
  generic: 'An unknown error occurred.',
} as const

export const json = (status: number, body: unknown, headers: HeadersInit = {}): Response => {
  const all = new Headers(headers)
  all.set('cache-control', 'no-store')
  return Response.json(body, { status, headers: all })
}

export const problem = (status: number, message: string, errors: FieldError[] = [], headers: HeadersInit = {}): Response => json(status, { message, errors }, headers)

/** How an endpoint words a refusal: `problem` by default; some spec endpoints also repeat the message as `error`. */
export type Refusal = typeof problem

/** The body as a JSON object, or the response that refuses it (413, 422), worded by `refuse`. */
export async function readJsonObject(request: Request, refuse: Refusal = problem): Promise<{ ok: true; body: Record<string, unknown> } | { ok: false; response: Response }> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return { ok: false, response: refuse(413, HTTP_MESSAGES.tooLarge) }
  const text = await request.text()
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return { ok: false, response: refuse(413, HTTP_MESSAGES.tooLarge) }
  let body: unknown = null
  try {
    body = text ? parseShopperJson(text) : {}
  } catch {
    // not JSON: refused below like any other non-object body
  }
  if (body && typeof body === 'object' && !Array.isArray(body)) return { ok: true, body: body as Record<string, unknown> }
  return { ok: false, response: refuse(422, HTTP_MESSAGES.notJson, [{ path: 'body', message: HTTP_MESSAGES.notJson }]) }
}

/**
 * The endpoint `name` running `handler`; an unexpected failure is logged (never the request body)
 * and answered by `unavailable`, a 503 with Retry-After, never with detail or a crash.
 */
export const guarded =
  (name: string, unavailable: () => Response, handler: (request: Request) => Promise<Response>) =>
  async (request: Request): Promise<Response> => {
    try {
      return await handler(request)
    } catch (error) {
      console.error(`${name} failed`, error)
      return unavailable()
    }
  }

export const hostOf = (request: Request): string => request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? 'localhost'

/** Served over HTTPS: the request's own scheme or the nearest proxy's `x-forwarded-proto`. */
export function isHttps(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',').at(-1)?.trim()
  return forwarded ? forwarded === 'https' : new URL(request.url).protocol === 'https:'
}
