import { nearestLocations } from '@/site/locations/nearestLocations'
import { otherMethods } from '@/site/http/methodNotAllowed'

/** The locations page's postcode sort asks here (site/locations/nearestLocations.ts). */
export const GET = (request: Request) => nearestLocations(request)

/** Every other method: 405 with a JSON message and `Allow` (site/http/methodNotAllowed.ts). */
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
