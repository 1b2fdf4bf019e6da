import { serveDemoImage } from '../../../site/demoImages/serveDemoImage'

export const GET = (_req: Request, ctx: { params: Promise<{ name: string }> }) => serveDemoImage(ctx.params)
