import { singleQuery } from '@/site/search/service'
import { otherMethods } from '@/site/http/methodNotAllowed'

export const POST = async (request: Request, ctx: { params: Promise<{ index: string }> }) => singleQuery(request, (await ctx.params).index)

/** Every other method: 405 with a JSON message and `Allow` (site/http/methodNotAllowed.ts). */
export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
