import { parse, type DocumentNode } from 'graphql'
import { getPayload, type SanitizedConfig } from 'payload'
import { apiBudgets, spendBudget } from '../abuse/apiBudget'
import { callerOf } from '../rest/budgeted'
import { anonymousMayRun, measureOperation } from './measureOperation'

/**
 * The GraphQL endpoint's front door (issue 16, finding 2). Every refusal here is decided from the
 * body and the credentials alone, before Payload builds a request or runs a resolver, so it costs
 * milliseconds however large the query asks to be:
 * - the body is JSON of at most MAX_BODY_BYTES with a `query` of at most MAX_TOKENS tokens;
 * - anonymous callers may only sign in or reset a password (shopper pages do not use GraphQL;
 *   the admin signs in through REST, `loginUser` is kept for API clients);
 * - aliases, depth, field count and list cost are bounded (measureOperation.ts);
 * - each query's cost is charged to its caller's GraphQL budget per minute (an account, or an
 *   address for the anonymous sign-ins; site/abuse/apiBudget.ts): past it, 429 with Retry-After;
 * - what passes gets TIME_BUDGET_MS to answer, after which the caller gets a 503.
 */
const MAX_BODY_BYTES = 100_000
const MAX_TOKENS = 10_000
const TIME_BUDGET_MS = Number(process.env.GRAPHQL_TIME_BUDGET_MS ?? 10_000)

type Handler = (request: Request) => Promise<Response>
type Parsed = { text: string; document: DocumentNode; variables: Record<string, unknown> | undefined }

const refuse = (status: number, message: string, code: string): Response =>
  Response.json({ errors: [{ message, extensions: { code, statusCode: status } }] }, { status })

async function readCapped(request: Request): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return null
  const reader = request.body?.getReader()
  if (!reader) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    size += next.value.byteLength
    if (size > MAX_BODY_BYTES) {
      await reader.cancel()
      return null
    }
    chunks.push(next.value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined // not JSON: answered as a 400 by the caller
  }
}

/** The request's query, parsed; a string is the reason it cannot be run. */
function parseBody(text: string): Parsed | string {
  const body = parseJson(text) as { query?: unknown; variables?: unknown } | undefined
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'The body must be a JSON object with a "query" string.'
  if (typeof body.query !== 'string' || body.query.trim() === '') return 'The body must be a JSON object with a "query" string.'
  const variables = body.variables ?? undefined
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) return '"variables" must be a JSON object.'
  try {
    return { text, document: parse(body.query, { maxTokens: MAX_TOKENS }), variables: (variables ?? undefined) as Parsed['variables'] }
  } catch (error) {
    return `The query cannot be parsed: ${(error as Error).message}` // a syntax error is the caller's, not ours
  }
}

function withinBudget(answer: Promise<Response>): Promise<Response> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<Response>((resolve) => {
    timer = setTimeout(() => resolve(refuse(503, `The request took longer than its ${TIME_BUDGET_MS} ms budget. Ask for fewer or smaller lists.`, 'TIME_BUDGET_EXCEEDED')), TIME_BUDGET_MS)
  })
  return Promise.race([answer, late]).finally(() => clearTimeout(timer))
}

/** Wraps Payload's GraphQL POST handler with the checks above. */
export function gatedGraphQL(handler: Handler, config: Promise<SanitizedConfig> | SanitizedConfig): Handler {
  return async (request) => {
    if (!(request.headers.get('content-type') ?? '').toLowerCase().includes('application/json')) return refuse(415, 'Send the query as application/json.', 'UNSUPPORTED_MEDIA_TYPE')
    const text = await readCapped(request)
    if (text === null) return refuse(413, `The body is larger than ${MAX_BODY_BYTES} bytes.`, 'PAYLOAD_TOO_LARGE')
    const parsed = parseBody(text)
    if (typeof parsed === 'string') return refuse(400, parsed, 'BAD_REQUEST')
    const shape = measureOperation(parsed.document, parsed.variables)
    const payload = await getPayload({ config })
    const caller = await callerOf(payload, request.headers)
    if (!anonymousMayRun(shape) && !caller.signedIn) return refuse(401, 'Sign in to use the GraphQL API (anonymous callers may only sign in or reset a password).', 'UNAUTHENTICATED')
    if (shape.problems.length > 0) return refuse(400, `The query is too large: ${shape.problems.join(' ')}`, 'QUERY_TOO_LARGE')
    const budgets = apiBudgets()
    const verdict = await spendBudget(payload, `graphql:${caller.key}`, Math.max(1, shape.cost), caller.signedIn ? budgets.graphqlUser : budgets.anonymous)
    if (!verdict.allowed) {
      const refused = refuse(429, 'Too many GraphQL requests for now: ask for fewer or smaller lists, or try again after the time in Retry-After.', 'RATE_LIMITED')
      refused.headers.set('retry-after', String(verdict.retryAfterSeconds))
      return refused
    }
    const forwarded = new Request(request.url, { method: 'POST', headers: request.headers, body: parsed.text })
    return withinBudget(handler(forwarded))
  }
}
