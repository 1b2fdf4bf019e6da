/**
 * Bounds on the list parameters of Payload's REST API (issue 16, finding 3: `?limit=0`, `-1` or
 * `100000` returned every vehicle to anonymous callers, and `?limit=-5&page=-1` reported negative
 * pages). Checked on the raw query string before Payload parses it, so server code calling the
 * Local API (which may read everything) is untouched.
 */
import { restPathProblem, type IdRoutes } from './idParam'

// 250: the admin's list fetches the titles of a page's related documents in one request of
// `limit=250` (@payloadcms/ui's RelationshipProvider); a lower bound showed "Untitled - ID: n".
export const REST_LIST_LIMITS = { maxLimit: 250, maxPage: 100_000, maxDepth: 5 }

export type ParamProblem = { path: string; message: string }

const BOUNDED = ['limit', 'page', 'depth', 'pagination']

function wholeNumber(params: URLSearchParams, name: string, min: number, max: number): ParamProblem[] {
  const values = params.getAll(name)
  if (values.length === 0) return []
  const [value] = values
  const ok = values.length === 1 && /^\d{1,15}$/.test(value!) && Number(value) >= min && Number(value) <= max
  return ok ? [] : [{ path: name, message: `${name} must be one whole number from ${min} to ${max}.` }]
}

/** What is wrong with a REST request's list parameters (empty: nothing). */
export function listParamProblems(method: string, params: URLSearchParams): ParamProblem[] {
  const L = REST_LIST_LIMITS
  // `limit[]=1` or `page[a]=1` reach Payload as arrays or objects it does not expect.
  const nested = [...params.keys()].filter((key) => key.includes('[') && BOUNDED.includes(key.slice(0, key.indexOf('['))))
  const problems: ParamProblem[] = nested.map((key) => ({ path: key, message: `${key.slice(0, key.indexOf('['))} must be a single value.` }))
  problems.push(...wholeNumber(params, 'depth', 0, L.maxDepth), ...wholeNumber(params, 'page', 1, L.maxPage))
  if (method === 'GET') {
    problems.push(...wholeNumber(params, 'limit', 1, L.maxLimit))
    if (params.has('pagination') && params.get('pagination') !== 'true') problems.push({ path: 'pagination', message: `pagination cannot be switched off; page through with limit (at most ${L.maxLimit}) and page.` })
  } else {
    // Bulk writes: `limit=0` is the admin's "every selected document" (delete many), bounded by access.
    problems.push(...wholeNumber(params, 'limit', 0, Number.MAX_SAFE_INTEGER))
  }
  return problems
}

type Handler<C> = (request: Request, context: C) => Promise<Response>

/**
 * Wraps a Payload REST route handler: a write whose body is neither JSON nor the admin's multipart form
 * is a 415 (writeBodyProblem); out-of-bounds list parameters get a 400 naming each one; with
 * `idRoutes`, a malformed address is a 400 and an id of the wrong type a 404 (site/rest/idParam.ts).
 */
export const boundListParams =
  <C>(handler: Handler<C>, idRoutes?: () => Promise<IdRoutes>): Handler<C> =>
  async (request, context) => {
    const pathProblem = writeBodyProblem(request.method, request.headers.get('content-type')) ?? (idRoutes ? restPathProblem(request.url, await idRoutes()) : null)
    if (pathProblem) {
      return Response.json({ message: pathProblem.message, errors: [{ message: pathProblem.message, path: pathProblem.path }] }, { status: pathProblem.status })
    }
    const problems = listParamProblems(request.method, new URL(request.url).searchParams)
    if (problems.length === 0) return handler(request, context)
    const message = `Invalid list parameters: ${problems.map((p) => p.message).join(' ')}`
    return Response.json({ errors: [{ name: 'ValidationError', message, data: { errors: problems } }] }, { status: 400 })
  }

export const BODY_TYPE_MESSAGE = 'Unsupported Media Type: send the body as JSON (Content-Type: application/json).'

/**
 * What is wrong with a write's body type (null: nothing). A body must be JSON, or the admin's
 * multipart form (a document with its `_payload` and files); a write with no body type (a logout, a
 * refresh) has nothing to read. Plain text and url-encoded forms are refused: Payload read them as a
 * 500, and they are the bodies another website can make a visitor's browser send without asking
 * (issue 48, findings 10 and 11).
 */
export function writeBodyProblem(method: string, contentType: string | null): ParamProblem & { status: number } | null {
  if (!['POST', 'PATCH', 'PUT'].includes(method.toUpperCase()) || contentType === null || contentType.trim() === '') return null
  const type = contentType.split(';')[0]!.trim().toLowerCase()
  if (type === 'application/json' || type === 'multipart/form-data') return null
  return { status: 415, path: 'content-type', message: BODY_TYPE_MESSAGE }
}

/** The headers with which Payload's admin asks for a read by POST (handleEndpoints). */
const READ_OVERRIDE_HEADERS = ['x-payload-http-method-override', 'x-http-method-override']
/** A read's query as a body: more than any admin field sends, far less than a request body may be. */
export const READ_OVERRIDE_MAX_BYTES = 64 * 1024
export const READ_OVERRIDE_TYPE_MESSAGE = 'A read sent by POST (X-Payload-HTTP-Method-Override: GET) takes its query as an application/x-www-form-urlencoded body.'

/** Whether a request is a read sent as a POST with its query in the body. */
export const isReadOverride = (request: Request): boolean => request.method.toUpperCase() === 'POST' && READ_OVERRIDE_HEADERS.some((name) => request.headers.get(name)?.trim().toUpperCase() === 'GET')

/**
 * The GET a read override stands for: the body's query after the address's own, the headers but the
 * body's and the override's. Null when the body is not a url-encoded query (the admin sends no other).
 */
export async function overriddenGet(request: Request): Promise<Request | null> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'application/x-www-form-urlencoded') return null
  const body = await request.text()
  const url = new URL(request.url)
  const search = [url.search.slice(1), body.trim()].filter(Boolean).join('&')
  const headers = new Headers(request.headers)
  for (const name of ['content-type', 'content-length', ...READ_OVERRIDE_HEADERS]) headers.delete(name)
  return new Request(`${url.origin}${url.pathname}${search ? `?${search}` : ''}`, { method: 'GET', headers, signal: request.signal })
}

/**
 * Payload's admin reads the titles and choices of relationship and upload fields with
 * `POST` + `X-Payload-HTTP-Method-Override: GET` and the query as a url-encoded body (a long `where`
 * would not fit in an address). Such a request is a read, not a form write: it is turned into the GET
 * it stands for and answered by `get`, so the GET's list bounds, depth ceiling and budget apply to it
 * too. Every other POST goes to `post` (where url-encoded bodies stay a 415). A cross-site form cannot
 * send the override header, so this opens nothing to another website.
 */
export const readOverride =
  <C>(get: Handler<C>, post: Handler<C>): Handler<C> =>
  async (request, context) => {
    if (!isReadOverride(request)) return post(request, context)
    if (Number(request.headers.get('content-length') ?? 0) > READ_OVERRIDE_MAX_BYTES) {
      return Response.json({ message: `The query is over ${READ_OVERRIDE_MAX_BYTES / 1024} KB.`, errors: [{ message: `The query is over ${READ_OVERRIDE_MAX_BYTES / 1024} KB.`, path: 'body' }] }, { status: 413 })
    }
    const asGet = await overriddenGet(request)
    if (!asGet) return Response.json({ message: READ_OVERRIDE_TYPE_MESSAGE, errors: [{ message: READ_OVERRIDE_TYPE_MESSAGE, path: 'content-type' }] }, { status: 415 })
    return get(asGet, context)
  }
