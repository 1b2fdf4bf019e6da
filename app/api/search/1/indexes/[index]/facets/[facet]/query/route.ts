import { facetValuesQuery } from '@/site/search/service'

export const POST = async (request: Request, ctx: { params: Promise<{ index: string; facet: string }> }) => {
  const { index, facet } = await ctx.params
  return facetValuesQuery(request, index, facet)
}
