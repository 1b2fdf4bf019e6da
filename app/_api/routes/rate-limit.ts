import { rateLimitCheck } from '@/site/shoppers/contactChecks'
import { otherMethods } from '@/site/http/methodNotAllowed'
import { jsonOnly } from '@/site/http/jsonWrite'

/** FIN §7: asked before a code is sent (site/shoppers/contactChecks.ts). */
export const POST = jsonOnly((request: Request) => rateLimitCheck(request))

/** Every other method: 405 with a JSON message and `Allow` (site/http/methodNotAllowed.ts). */
export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
