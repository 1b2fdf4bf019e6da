import { requestCode } from '@/site/shoppers/signIn'
import { otherMethods } from '@/site/http/methodNotAllowed'
import { jsonOnly } from '@/site/http/jsonWrite'

/** Shopper phone sign-in (site/shoppers/signIn.ts). */
export const POST = jsonOnly((request: Request) => requestCode(request))

/** Every other method: 405 with a JSON message and `Allow` (site/http/methodNotAllowed.ts). */
export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
