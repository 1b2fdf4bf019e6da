import { singleQuery } from '@/site/search/service'
import { otherMethods } from '@/site/http/methodNotAllowed'

/** Its address's parameter, `[index]` (app/_api/ownRoutes.ts). */
export const POST = async (request: Request, ctx: { params: Promise<Record<string, string>> }) => singleQuery(request, (await ctx.params).index ?? '')

/** Every other method: 405 with a JSON message and `Allow` (site/http/methodNotAllowed.ts). */
export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
