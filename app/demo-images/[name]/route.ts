import { serveDemoImage } from '../../../site/demoImages/serveDemoImage'

export const GET = (request: Request, ctx: { params: Promise<{ name: string }> }) => serveDemoImage(ctx.params, new URL(request.url).searchParams)
