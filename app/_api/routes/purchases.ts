import { purchase } from '@/site/reservations/reserve'
import { otherMethods } from '@/site/http/methodNotAllowed'
import { jsonOnly } from '@/site/http/jsonWrite'

/** The online purchase form posts here (site/reservations/reserve.ts, FIN §4 Online purchase). */
export const POST = jsonOnly((request: Request) => purchase(request))

/** Every other method: 405 with a JSON message and `Allow` (site/http/methodNotAllowed.ts). */
export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
