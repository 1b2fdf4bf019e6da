import { robotsTxt } from '../../../../../site/seo/robots'

export const GET = (_req: Request, ctx: { params: Promise<{ host: string }> }) => robotsTxt(ctx.params)

export const dynamic = 'force-dynamic'
