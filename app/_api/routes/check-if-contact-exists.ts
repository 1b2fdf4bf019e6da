import { checkContactExists } from '@/site/shoppers/contactChecks'
import { otherMethods } from '@/site/http/methodNotAllowed'

/** FIN §7: `?phone_number=` (site/shoppers/contactChecks.ts). */
export const GET = (request: Request) => checkContactExists(request)

/** Every other method: 405 with a JSON message and `Allow` (site/http/methodNotAllowed.ts). */
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
