import { multiQuery } from '@/site/search/service'
import { otherMethods } from '@/site/http/methodNotAllowed'

export const POST = (request: Request) => multiQuery(request)

/** Every other method: 405 with a JSON message and `Allow` (site/http/methodNotAllowed.ts). */
export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
