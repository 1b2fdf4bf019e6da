import { abandonCheckout } from '@/site/reservations/abandon'
import { otherMethods } from '@/site/http/methodNotAllowed'

/** The payment provider's cancel URL (site/reservations/abandon.ts): the shopper turned back from paying. */
export const GET = (request: Request) => abandonCheckout(request)

/** Every other method: 405 with a JSON message and `Allow` (site/http/methodNotAllowed.ts). */
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
