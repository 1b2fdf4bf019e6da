import { sitemapXml } from '../../../../../site/seo/sitemap'

export const GET = (_req: Request, ctx: { params: Promise<{ host: string }> }) => sitemapXml(ctx.params)

export const dynamic = 'force-dynamic'
