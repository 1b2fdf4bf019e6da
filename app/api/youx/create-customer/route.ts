import { postCreateCustomer } from '@/site/finance/api'

/** The lender hand-off (site/finance/api.ts; FIN §7). */
export const POST = (request: Request) => postCreateCustomer(request)
