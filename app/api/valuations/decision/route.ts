import { decide } from '@/site/valuation/api'
import { otherMethods } from '@/site/http/methodNotAllowed'

/** The trade-in valuation's decision step (site/valuation/api.ts). */
export const POST = (request: Request) => decide(request)

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
