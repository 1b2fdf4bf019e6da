import { postQuotes } from '@/site/finance/api'

/** The quick quotes of a results page's cards in one request (site/finance/api.ts; FIN §7). */
export const POST = (request: Request) => postQuotes(request)
