import { postQuote } from '@/site/finance/api'

/** The lender quick quote (site/finance/api.ts; FIN §7). */
export const POST = (request: Request) => postQuote(request)
