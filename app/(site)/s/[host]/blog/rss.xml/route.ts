import { blogFeed } from '../../../../../../site/blog/feed'

export const GET = (_req: Request, ctx: { params: Promise<{ host: string }> }) => blogFeed(ctx.params)

export const dynamic = 'force-dynamic'
