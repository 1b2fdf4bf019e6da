import { lookUpRego } from '@/site/valuation/api'
import { otherMethods } from '@/site/http/methodNotAllowed'
import { jsonOnly } from '@/site/http/jsonWrite'

/** The trade-in valuation's rego step (site/valuation/api.ts). */
export const POST = jsonOnly((request: Request) => lookUpRego(request))

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
