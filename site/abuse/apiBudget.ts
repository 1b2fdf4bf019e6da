/**
 * What one caller may ask of the API per minute (issue 48, finding 4: anonymous
 * `GET /api/vehicles?depth=5&limit=250`, eight at a time from one address, took the home page from
 * 30 ms to 1.2 s; a dealer editor's GraphQL at the allowed cost ceiling, eight at a time, to 4 s).
 *
 * - A request's cost counts what it makes the database and the serializer do: a REST list is
 *   `limit × (depth + 1)` (each level of depth can fetch as many related documents again), a
 *   document `depth + 1`, a GraphQL query its measured cost (site/graphql/measureOperation.ts).
 * - Anonymous callers have a depth ceiling (ANONYMOUS_MAX_DEPTH) and a smaller budget per address
 *   than a signed-in user has per account (API_BUDGETS). Past the budget: 429 with `Retry-After`.
 * - The budgets are counted in PostgreSQL (`rate_limit_hits`), shared by every instance; a request
 *   is charged before it runs, so a burst cannot run past the budget while the first ones are slow.
 */
import type { Payload } from 'payload'
import { hitRateLimits, type RateLimit, type RateLimitVerdict } from './rateLimit'

/** Depth an anonymous REST caller may ask for (Payload's default depth, 2, is what the public API documents). */
export const ANONYMOUS_MAX_DEPTH = 2
/** Payload's REST default when a request names no depth (payload.config.ts keeps Payload's default). */
export const DEFAULT_DEPTH = 2
const DEFAULT_LIMIT = 10

/**
 * Cost units per minute: an address's REST (and anonymous GraphQL) budget, an account's REST budget
 * and an account's GraphQL budget (four queries at GraphQL's own ceiling of 5,000). Overridden by
 * `API_BUDGET_ANONYMOUS`, `API_BUDGET_USER` and `API_BUDGET_GRAPHQL_USER`.
 */
export function apiBudgets(env: NodeJS.ProcessEnv = process.env): { anonymous: RateLimit; user: RateLimit; graphqlUser: RateLimit } {
  const per = (raw: string | undefined, fallback: number): RateLimit => ({ limit: Number(raw) > 0 ? Number(raw) : fallback, windowSeconds: 60 })
  return { anonymous: per(env.API_BUDGET_ANONYMOUS, 6_000), user: per(env.API_BUDGET_USER, 100_000), graphqlUser: per(env.API_BUDGET_GRAPHQL_USER, 20_000) }
}

export const API_MESSAGES = {
  depth: `depth must be at most ${ANONYMOUS_MAX_DEPTH} without signing in.`,
  budget: 'Too many API requests for now: ask for fewer or smaller lists, or try again after the time in Retry-After.',
} as const

/** Pure: the cost of a REST GET (list or document) from its query string. */
export function restCost(pathname: string, params: URLSearchParams): number {
  const depth = params.has('depth') && /^\d{1,2}$/.test(params.get('depth') ?? '') ? Number(params.get('depth')) : DEFAULT_DEPTH
  const segments = pathname.split('/').filter(Boolean) // ['api', collection, id?]
  if (segments.length >= 3) return depth + 1
  const limit = params.has('limit') && /^\d{1,15}$/.test(params.get('limit') ?? '') ? Number(params.get('limit')) : DEFAULT_LIMIT
  return Math.max(1, limit) * (depth + 1)
}

/** Pure: whether an anonymous caller's depth is over the ceiling. */
export const anonymousDepthProblem = (params: URLSearchParams): boolean => {
  const raw = params.get('depth')
  return raw !== null && /^\d+$/.test(raw) && Number(raw) > ANONYMOUS_MAX_DEPTH
}

/** Charges `cost` units to `key`'s window of `rule` (one hit weighing `cost`), and says whether the window is still within it. */
export const spendBudget = (payload: Payload, key: string, cost: number, rule: RateLimit, now = Date.now()): Promise<RateLimitVerdict> =>
  hitRateLimits(payload, [{ key, rule, weight: cost }], now)

/** The 429 of a spent budget. */
export const budgetSpent = (verdict: RateLimitVerdict): Response =>
  Response.json({ message: API_MESSAGES.budget, errors: [{ message: API_MESSAGES.budget, path: 'rate' }] }, { status: 429, headers: { 'retry-after': String(verdict.retryAfterSeconds), 'cache-control': 'no-store' } })
