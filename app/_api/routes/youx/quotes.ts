import { postQuotes } from '@/site/finance/api'
import { otherMethods } from '@/site/http/methodNotAllowed'
import { jsonOnly } from '@/site/http/jsonWrite'

/** The quick quotes of a results page's cards in one request (site/finance/api.ts; FIN §7). */
export const POST = jsonOnly((request: Request) => postQuotes(request))

/** Every other method: 405 with a JSON message and `Allow` (site/http/methodNotAllowed.ts). */
export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
