/**
 * Our own API routes take JSON writes only (issue 48, finding 10: `POST /api/leads` read `text/plain`
 * and form bodies, the bodies another website can make its visitors' browsers send without a
 * preflight). A POST, PUT, PATCH or DELETE that carries a body must say `application/json` (or a
 * `+json` type); anything else, a body with no type included, is a 415 naming `content-type`, before
 * the handler reads it. A write with no body (sign-out) has nothing to check. Each writing route
 * wraps its handler:
 *
 *   export const POST = jsonOnly((request: Request) => submitLead(request))
 *
 * Three routes take other bodies on purpose and are not wrapped: the SMS gateway's signed form
 * (sms-inbound), the inventory feed (CSV or XML, with its API key) and the unsubscribe link's
 * one-button form (the token is in the address). Payload's REST has its own check
 * (site/rest/listParams.ts `writeBodyProblem`, multipart uploads allowed).
 */
import { BODY_TYPE_MESSAGE } from '../rest/listParams'

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Whether the request says it carries a body: a length above 0, or a chunked one. */
const hasBody = (headers: Headers): boolean => Number(headers.get('content-length') ?? 0) > 0 || headers.has('transfer-encoding')

/** Whether a Content-Type is JSON: `application/json` or `application/…+json`, with any parameters. */
export function isJsonType(contentType: string | null): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase()
  return type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type)
}

/** The 415 for a write whose body is not JSON, or null. */
export function jsonWriteProblem(request: Request): Response | null {
  if (!WRITES.has(request.method.toUpperCase())) return null
  const type = request.headers.get('content-type')
  if (isJsonType(type)) return null
  if (!type?.trim() && !hasBody(request.headers)) return null
  return Response.json({ message: BODY_TYPE_MESSAGE, errors: [{ path: 'content-type', message: BODY_TYPE_MESSAGE }] }, { status: 415, headers: { 'cache-control': 'no-store' } })
}

/** The handler, behind the JSON-only check. */
export const jsonOnly =
  <A extends unknown[]>(handler: (request: Request, ...rest: A) => Response | Promise<Response>) =>
  async (request: Request, ...rest: A): Promise<Response> =>
    jsonWriteProblem(request) ?? handler(request, ...rest)
