/** The shape every signed-in-shopper endpoint shares: site and session first, a 503 instead of a 5xx crash. */
import { HTTP_MESSAGES, problem, readJsonObject } from './http'
import { contextOf, type Context } from './savedCars'
import type { ShopperSession } from './session'

export type ShopperHandler = (ctx: Context, session: ShopperSession, body: Record<string, unknown>) => Promise<Response>

/**
 * Runs `handler` for the shopper whose session cookie came with the request; `signedOut` answers
 * when there is none (a staff token is not a shopper session: only the cookie is read). `body`
 * reads a JSON object first (413/422 otherwise).
 */
export async function forShopper(request: Request, name: string, options: { body: boolean; signedOut: (ctx: Context) => Response }, handler: ShopperHandler): Promise<Response> {
  try {
    const ctx = await contextOf(request)
    if (ctx instanceof Response) return ctx
    if (!ctx.session) return options.signedOut(ctx)
    if (!options.body) return await handler(ctx, ctx.session, {})
    const read = await readJsonObject(request)
    if (!read.ok) return read.response
    return await handler(ctx, ctx.session, read.body)
  } catch (error) {
    console.error(`${request.method} /api/shoppers/${name} failed`, error)
    return problem(503, HTTP_MESSAGES.unavailable, [], { 'retry-after': '2' })
  }
}
