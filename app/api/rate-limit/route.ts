import { rateLimitCheck } from '@/site/shoppers/contactChecks'
import { otherMethods } from '@/site/http/methodNotAllowed'

/** FIN §7: asked before a code is sent (site/shoppers/contactChecks.ts). */
export const POST = (request: Request) => rateLimitCheck(request)

/** Every other method: 405 with a JSON message and `Allow` (site/http/methodNotAllowed.ts). */
export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
