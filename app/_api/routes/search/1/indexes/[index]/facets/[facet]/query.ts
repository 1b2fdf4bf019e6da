import { facetValuesQuery } from '@/site/search/service'
import { otherMethods } from '@/site/http/methodNotAllowed'

/** Its address's parameters, `[index]` and `[facet]` (app/_api/ownRoutes.ts). */
export const POST = async (request: Request, ctx: { params: Promise<Record<string, string>> }) => {
  const { index = '', facet = '' } = await ctx.params
  return facetValuesQuery(request, index, facet)
}

/** Every other method: 405 with a JSON message and `Allow` (site/http/methodNotAllowed.ts). */
export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
