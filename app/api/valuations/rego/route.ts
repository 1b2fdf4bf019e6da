import { lookUpRego } from '@/site/valuation/api'
import { otherMethods } from '@/site/http/methodNotAllowed'

/** The trade-in valuation's rego step (site/valuation/api.ts). */
export const POST = (request: Request) => lookUpRego(request)

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
