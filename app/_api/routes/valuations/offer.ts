import { makeOffer } from '@/site/valuation/api'
import { otherMethods } from '@/site/http/methodNotAllowed'
import { jsonOnly } from '@/site/http/jsonWrite'

/** The trade-in valuation's offer step (site/valuation/api.ts). */
export const POST = jsonOnly((request: Request) => makeOffer(request))

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
