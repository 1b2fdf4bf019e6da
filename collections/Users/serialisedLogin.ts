import { sql } from '@payloadcms/db-postgres'
import { APIError, commitTransaction, initTransaction, killTransaction, type Endpoint, type PayloadHandler, type PayloadRequest } from 'payload'
import { clientIp } from '../../site/abuse/clientIp'
import { isSignInFailure, recordSignInFailure, SIGN_IN_REFUSED, signInAllowed } from '../../site/abuse/loginThrottle'
import { keyedMutex } from './keyedMutex'

/**
 * Sign-in one at a time per user, throttled (site/abuse/loginThrottle.ts): `POST /api/users/login` and the GraphQL `loginUser` mutation.
 *
 * Payload stores a user's sessions as a list and adds a new session by reading the user, appending
 * and writing the whole list back. Two sign-ins of one user at the same moment (two tabs, a phone and
 * a laptop, parallel test workers) each write their own list, and the session written first is lost:
 * that browser is signed out on its next request. This endpoint runs Payload's own login handler
 * (found after it in the collection's endpoints, so cookies and hooks stay Payload's) inside
 * one transaction that first takes a PostgreSQL advisory lock on the email, so the read of the user
 * happens only after the previous sign-in has committed, across every server process. An in-process
 * queue in front of it keeps waiting sign-ins from holding pool connections while they wait.
 */
const queue = keyedMutex()
const LOCK_TIMEOUT = '10s'

export const serialisedLogin: Endpoint = {
  path: '/login',
  method: 'post',
  handler: async (req) => {
    const payloadLogin = defaultLoginHandler(req)
    const email = await emailOf(req)
    if (!email) return payloadLogin(req)
    const ip = clientIp(req.headers)
    if (!(await signInAllowed(req.payload, ip, email))) return refused()
    // Payload's handler throws its authentication errors (routeError formats them): both ways count.
    const outcome = await queue.run(email, () => withEmailLock(req, email, async () => payloadLogin(req))).then(
      (response) => ({ response, failed: isSignInFailure(response.status) }),
      (error: unknown) => {
        if (!isSignInFailure((error as { status?: unknown }).status)) throw error
        return { response: null, failed: true }
      },
    )
    if (!outcome.failed && outcome.response) return outcome.response
    await recordSignInFailure(req.payload, ip, email)
    return refused()
  },
}

/** Every failed or throttled sign-in gets this one answer (site/abuse/loginThrottle.ts). */
const refused = () => Response.json({ errors: [{ message: SIGN_IN_REFUSED }] }, { status: 401, headers: { 'cache-control': 'no-store' } })

type Resolver = (source: unknown, args: Record<string, unknown>, context: { req: PayloadRequest }, info: unknown) => unknown
type Field = { resolve?: Resolver }

/**
 * Payload's `loginUser` mutation field with its resolver run the same way. Payload hands custom
 * mutations a request of their own (its transaction isolated), which the wrapped resolver inherits.
 */
export function serialisedGraphQLLogin<F extends Field>(field: F): F {
  const resolve = field.resolve
  if (!resolve) throw new Error('Payload loginUser mutation has no resolver')
  return {
    ...field,
    resolve: async (source, args, context, info) => {
      const email = normalisedEmail(args.email)
      if (!email) return resolve(source, args, context, info)
      const { payload, headers } = context.req
      const ip = clientIp(headers)
      if (!(await signInAllowed(payload, ip, email))) throw new APIError(SIGN_IN_REFUSED, 401, null, true)
      try {
        return await queue.run(email, () => withEmailLock(context.req, email, async () => resolve(source, args, context, info)))
      } catch (error) {
        if (!isSignInFailure((error as { status?: unknown }).status)) throw error
        await recordSignInFailure(payload, ip, email)
        throw new APIError(SIGN_IN_REFUSED, 401, null, true)
      }
    },
  }
}

const normalisedEmail = (email: unknown): string | null => (typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : null)

/** Payload's login endpoint: the next `POST /login` after this one in the collection's endpoints. */
function defaultLoginHandler(req: PayloadRequest): PayloadHandler {
  const endpoints = req.payload.collections.users.config.endpoints || []
  const ours = endpoints.indexOf(serialisedLogin)
  const next = endpoints.find((e, i) => i > ours && e.path === '/login' && e.method === 'post')
  if (!next) throw new Error('Payload login endpoint not found on the users collection')
  return next.handler
}

/**
 * The email as Payload will look it up (lower case, trimmed), read from a copy of the body: JSON, or
 * the multipart form the admin's login form sends (its fields as JSON in `_payload`).
 */
async function emailOf(req: PayloadRequest): Promise<string | null> {
  if (typeof req.clone !== 'function') return null
  const type = req.headers.get('content-type') ?? ''
  try {
    if (type.startsWith('application/json')) return normalisedEmail(emailField(await req.clone().json()))
    if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
      const form = await req.clone().formData()
      const fields = form.get('_payload')
      return normalisedEmail(typeof fields === 'string' ? emailField(JSON.parse(fields)) : form.get('email'))
    }
  } catch {
    // Payload's handler reads the body again and answers a malformed one itself.
  }
  return null
}

const emailField = (body: unknown): unknown => (body && typeof body === 'object' ? (body as { email?: unknown }).email : null)

async function withEmailLock<T>(req: PayloadRequest, email: string, login: () => Promise<T>): Promise<T> {
  // Inside a caller's transaction (which we must not commit), or with transactions switched off, the
  // in-process queue alone serialises this server's sign-ins.
  if (!(await initTransaction(req))) return login()
  try {
    const db = (req.payload.db as unknown as DrizzleSessions).sessions?.[String(await req.transactionID)]?.db
    if (db) {
      await db.execute(sql.raw(`set local lock_timeout = '${LOCK_TIMEOUT}'`))
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`users:login:${email}`}))`)
    }
    const result = await login()
    // A failed REST login has already rolled back and cleared the transaction; commit only what is left.
    if (req.transactionID) await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

type DrizzleSessions = { sessions?: Record<string, { db: { execute: (query: unknown) => Promise<unknown> } }> }
