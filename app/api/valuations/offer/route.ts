import { makeOffer } from '@/site/valuation/api'
import { otherMethods } from '@/site/http/methodNotAllowed'

/** The trade-in valuation's offer step (site/valuation/api.ts). */
export const POST = (request: Request) => makeOffer(request)

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
