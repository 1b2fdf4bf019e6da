/**
 * Request values the database or a query operator cannot take, answered as the caller's mistake
 * (4xx with a message) instead of Payload's "Something went wrong" 500 (security probe, 2026-11-28):
 * - PostgreSQL's data exceptions (SQLSTATE class 22: a number out of an integer column's range, text
 *   where a number belongs, an impossible date) from a `where` value, an id or a relationship value
 *   in a body: 400 naming the value;
 * - a `where` with an operator the field's type has no query for (`near` on a text field): 400 on `where`;
 * - an upload's file that is not on disk (`/api/media/file/x.png`, answered by Payload as a 500
 *   without calling this hook: `missingAs404` below) and a route Payload does not serve (its 501
 *   "Cannot GET <url>", naming the internal origin): 404.
 * Nothing else changes: a fault of ours stays a 500, logged.
 */
type Args = { error: unknown; req?: { url?: string | null } }
type Result = { response: Record<string, unknown>; status: number } | void

/** The SQLSTATE of the error or of one of its causes (drizzle wraps the driver's error). */
export function sqlStateOf(error: unknown): string | null {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
  }
  return null
}

const errorCode = (error: unknown): unknown => (error && typeof error === 'object' ? (error as { code?: unknown }).code : undefined)

const body = (message: string, path?: string) => ({ message, errors: [{ message, ...(path ? { path } : {}) }] })

export const INPUT_MESSAGES = {
  value: 'A value in the request does not fit its field: a number out of range, or text where a number or date belongs.',
  where: 'The where clause uses an operator that this field cannot be queried with.',
  file: 'Not Found: there is no such file.',
} as const

export function inputErrorsAs4xx({ error, req }: Args): Result {
  const state = sqlStateOf(error)
  if (state?.startsWith('22')) return { response: body(INPUT_MESSAGES.value), status: 400 }
  if (errorCode(error) === 'ENOENT') return { response: body(INPUT_MESSAGES.file), status: 404 }
  const hasWhere = /[?&]where(\[|%5B|=)/i.test(req?.url ?? '')
  // a `where` that is not JSON-shaped (SyntaxError) or uses an operator the field's type has no query for (TypeError)
  if (hasWhere && (error instanceof TypeError || error instanceof SyntaxError)) return { response: body(INPUT_MESSAGES.where, 'where'), status: 400 }
}

type Handler<C> = (request: Request, context: C) => Promise<Response>

/** Wraps a Payload REST route handler: a missing upload file and a route Payload does not serve are 404s (see above). */
export const missingAs404 =
  <C>(handler: Handler<C>): Handler<C> =>
  async (request, context) => {
    const response = await handler(request, context)
    if (response.status === 501) return Response.json(body('Not Found.'), { status: 404, headers: { 'cache-control': 'no-store' } })
    const isFile = request.method === 'GET' && /\/api\/[^/]+\/file\/[^/]+$/.test(new URL(request.url).pathname)
    if (isFile && response.status === 500) return Response.json(body(INPUT_MESSAGES.file), { status: 404, headers: { 'cache-control': 'no-store' } })
    return response
  }
