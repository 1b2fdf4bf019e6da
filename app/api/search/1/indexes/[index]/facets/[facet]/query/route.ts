import { facetValuesQuery } from '@/site/search/service'
import { otherMethods } from '@/site/http/methodNotAllowed'

export const POST = async (request: Request, ctx: { params: Promise<{ index: string; facet: string }> }) => {
  const { index, facet } = await ctx.params
  return facetValuesQuery(request, index, facet)
}

/** Every other method: 405 with a JSON message and `Allow` (site/http/methodNotAllowed.ts). */
export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
