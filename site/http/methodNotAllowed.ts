/**
 * A custom API route answers a method it does not serve with 405, a JSON message naming the methods
 * it does serve, and an `Allow` header (Next's own 405 has an empty body and no `Allow`). Each route
 * exports the rest of the methods from here:
 *
 *   export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
 *
 * HEAD is answered from GET, and OPTIONS by Payload's catch-all that dispatches to the route
 * (app/_api/ownRoutes.ts); both are named in `Allow` where they apply.
 */
export const ROUTE_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
export type RouteMethod = (typeof ROUTE_METHODS)[number]

type Handler = (request: Request) => Response

export const methodNotAllowedMessage = (method: string, allowed: readonly RouteMethod[]): string =>
  `${method} is not allowed here; use ${allowed.join(' or ')}.`

/** The header's list: the served methods, HEAD where GET is served, and OPTIONS. */
export const allowHeader = (allowed: readonly RouteMethod[]): string => [...allowed, ...(allowed.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].join(', ')

export function methodNotAllowed(request: Request, allowed: readonly RouteMethod[]): Response {
  const message = methodNotAllowedMessage(request.method, allowed)
  return Response.json({ message, errors: [{ path: 'method', message }] }, { status: 405, headers: { allow: allowHeader(allowed), 'cache-control': 'no-store' } })
}

/** The handlers `otherMethods` made: a route's served methods are the others it exports. */
const refusals = new WeakSet<Handler>()

/** The methods a route module serves: those it exports a handler for that is not a refusal. */
export const servedMethods = (route: Partial<Record<RouteMethod, unknown>>): RouteMethod[] =>
  ROUTE_METHODS.filter((method) => typeof route[method] === 'function' && !refusals.has(route[method] as Handler))

/** A 405 handler for every method the route does not serve; the type allows destructuring only those. */
export function otherMethods<A extends RouteMethod>(...allowed: A[]): Record<Exclude<RouteMethod, A>, Handler> {
  const handler: Handler = (request) => methodNotAllowed(request, allowed)
  refusals.add(handler)
  return Object.fromEntries(ROUTE_METHODS.filter((m) => !allowed.includes(m as A)).map((m) => [m, handler])) as Record<Exclude<RouteMethod, A>, Handler>
}
