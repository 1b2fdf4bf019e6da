import { rateLimitCheck } from '@/site/shoppers/contactChecks'

/** FIN §7: asked before a code is sent (site/shoppers/contactChecks.ts). */
export const POST = (request: Request) => rateLimitCheck(request)
