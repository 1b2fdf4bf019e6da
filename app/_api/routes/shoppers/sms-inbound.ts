import { receiveSms } from '@/site/shoppers/smsInbound'
import { otherMethods } from '@/site/http/methodNotAllowed'

/** Twilio's incoming-message webhook: STOP ends alerts (site/shoppers/smsInbound.ts). */
export const POST = (request: Request) => receiveSms(request)

/** Every other method: 405 with a JSON message and `Allow` (site/http/methodNotAllowed.ts). */
export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
