import { unsubscribe, unsubscribePage } from '@/site/shoppers/unsubscribe'
import { otherMethods } from '@/site/http/methodNotAllowed'

/** The email alerts' unsubscribe link (site/shoppers/unsubscribe.ts). */
export const GET = (request: Request) => unsubscribePage(request)
export const POST = (request: Request) => unsubscribe(request)

/** Every other method: 405 with a JSON message and `Allow` (site/http/methodNotAllowed.ts). */
export const { PUT, PATCH, DELETE } = otherMethods('GET', 'POST')
