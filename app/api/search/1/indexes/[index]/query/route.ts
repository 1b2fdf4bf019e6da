import { singleQuery } from '@/site/search/service'

export const POST = async (request: Request, ctx: { params: Promise<{ index: string }> }) => singleQuery(request, (await ctx.params).index)
