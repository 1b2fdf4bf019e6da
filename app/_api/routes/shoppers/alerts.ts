import { setShopperAlerts } from '@/site/shoppers/savedCars'
import { otherMethods } from '@/site/http/methodNotAllowed'
import { jsonOnly } from '@/site/http/jsonWrite'

/** The signed-in shopper's saved-car alerts on or off (site/shoppers/alerts.ts). */
export const POST = jsonOnly((request: Request) => setShopperAlerts(request))

/** Every other method: 405 with a JSON message and `Allow` (site/http/methodNotAllowed.ts). */
export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
