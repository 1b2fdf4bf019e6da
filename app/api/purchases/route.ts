import { purchase } from '@/site/reservations/reserve'
import { otherMethods } from '@/site/http/methodNotAllowed'

/** The online purchase form posts here (site/reservations/reserve.ts, FIN §4 Online purchase). */
export const POST = (request: Request) => purchase(request)

/** Every other method: 405 with a JSON message and `Allow` (site/http/methodNotAllowed.ts). */
export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
