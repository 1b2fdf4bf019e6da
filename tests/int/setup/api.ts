/** REST and GraphQL requests handled by Payload's own handlers, as the Next routes do, without a server. */
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { handleEndpoints } from 'payload'
import config from '../../../payload.config'
import { gatedGraphQL } from '../../../site/graphql/gate'
import { missingAs404 } from '../../../site/rest/inputErrors'
import { boundListParams } from '../../../site/rest/listParams'

const ORIGIN = 'http://localhost:3000'

/**
 * The client address of this test file's requests (each file loads this module afresh). Per-IP
 * counters (sign-in throttling, GraphQL and search limits) are shared by every file of a run, so
 * with one address for all, one file's deliberate failures could throttle another file's sign-ins,
 * depending on the order and speed of the files.
 */
const FILE_IP = `10.${200 + Math.floor(Math.random() * 50)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`

/** `rawBody`: sent as it is, with the caller's own content-type (a body that is not JSON). */
type Options = { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> }

export async function rest(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, options: Options = {}): Promise<{ status: number; json: any }> {
  const headers: Record<string, string> = { 'x-forwarded-for': FILE_IP, ...(options.headers ?? {}) }
  if (options.token) headers.authorization = `JWT ${options.token}`
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  const request = new Request(`${ORIGIN}/api${path}`, {
    method,
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  })
  // Through the same list bounds and 404s as app/(payload)/api/[...slug]/route.ts.
  const response = await boundListParams(missingAs404((r: Request) => handleEndpoints({ config, path: `/api${path.split('?')[0]}`, request: r })))(request, {})
  const text = await response.text()
  return { status: response.status, json: text ? parseOrText(text) : null }
}

// Through the same gate as app/_api/routes/graphql.ts.
const graphqlHandler = gatedGraphQL(GRAPHQL_POST(config), config)

export async function graphql(query: string, options: { token?: string; variables?: Record<string, unknown> } = {}): Promise<{ status: number; json: any }> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': FILE_IP }
  if (options.token) headers.authorization = `JWT ${options.token}`
  const request = new Request(`${ORIGIN}/api/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables: options.variables ?? {} }) })
  const response = await graphqlHandler(request)
  return { status: response.status, json: await response.json() }
}

/** A GraphQL POST with any body and headers, for the endpoint's handling of malformed requests. */
export async function graphqlRaw(body: BodyInit, headers: Record<string, string> = { 'content-type': 'application/json' }): Promise<{ status: number; text: string }> {
  const response = await graphqlHandler(new Request(`${ORIGIN}/api/graphql`, { method: 'POST', headers, body }))
  return { status: response.status, text: await response.text() }
}

export async function login(email: string, password: string): Promise<string> {
  const { status, json } = await rest('POST', '/users/login', { body: { email, password } })
  if (status !== 200 || !json?.token) throw new Error(`login failed for ${email}: ${status} ${JSON.stringify(json)}`)
  return json.token as string
}

/** A body as JSON, or its text as the message when it is not JSON (a plain 500 page). */
function parseOrText(text: string): any {
  try {
    return JSON.parse(text)
  } catch {
    return { message: text }
  }
}
