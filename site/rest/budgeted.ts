/**
 * The REST API's per-caller budget (site/abuse/apiBudget.ts) in front of Payload's GET handler:
 * anonymous callers get the depth ceiling and their address's budget, signed-in users their
 * account's. Upload files (`/api/{collection}/file/…`, streamed from storage, also fetched by the
 * image optimizer from the server's own address) cost nothing here.
 */
import { executeAuthStrategies, getPayload, type Payload, type SanitizedConfig } from 'payload'
import { clientIp } from '../abuse/clientIp'
import { anonymousDepthProblem, API_MESSAGES, apiBudgets, budgetSpent, restCost, spendBudget } from '../abuse/apiBudget'

type Handler<C> = (request: Request, context: C) => Promise<Response>
type Caller = { key: string; signedIn: boolean }

const FILE_PATH = /^\/api\/[^/]+\/file\//

/** Whether the request carries credentials Payload could accept (a staff JWT or its cookie). */
const hasCredentials = (headers: Headers): boolean => Boolean(headers.get('authorization')) || /(^|;\s*)payload-token=/.test(headers.get('cookie') ?? '')

/** Who pays for a request: the signed-in account, or the caller's address (credentials that do not verify count as none). */
export async function callerOf(payload: Payload, headers: Headers): Promise<Caller> {
  if (hasCredentials(headers)) {
    const { user } = await executeAuthStrategies({ headers, payload })
    if (user) return { key: `api:user:${user.collection}:${user.id}`, signedIn: true }
  }
  return { key: `api:ip:${clientIp(headers)}`, signedIn: false }
}

/** Wraps Payload's REST GET handler with the budget. */
export const budgeted =
  <C>(handler: Handler<C>, config: Promise<SanitizedConfig> | SanitizedConfig): Handler<C> =>
  async (request, context) => {
    const url = new URL(request.url)
    if (FILE_PATH.test(url.pathname)) return handler(request, context)
    const payload = await getPayload({ config })
    const caller = await callerOf(payload, request.headers)
    if (!caller.signedIn && anonymousDepthProblem(url.searchParams)) {
      return Response.json({ message: API_MESSAGES.depth, errors: [{ message: API_MESSAGES.depth, path: 'depth' }] }, { status: 400, headers: { 'cache-control': 'no-store' } })
    }
    const budgets = apiBudgets()
    const verdict = await spendBudget(payload, caller.key, restCost(url.pathname, url.searchParams), caller.signedIn ? budgets.user : budgets.anonymous)
    return verdict.allowed ? handler(request, context) : budgetSpent(verdict)
  }
