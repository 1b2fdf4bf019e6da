import config from '@payload-config'
import { REST_GET, REST_OPTIONS } from '@payloadcms/next/routes'
import { reserve } from '@/site/reservations/reserve'
import { boundListParams } from '@/site/rest/listParams'
import { otherMethods } from '@/site/http/methodNotAllowed'
import { jsonOnly } from '@/site/http/jsonWrite'
import { payloadAt } from '../payloadAt'

/** The reserve form posts here (site/reservations/reserve.ts). */
export const POST = jsonOnly((request: Request) => reserve(request))

// Reading the list stays Payload's REST (staff only; the catch-all's slug for this address).
export const GET = payloadAt(['reservations'], boundListParams(REST_GET(config)))
export const OPTIONS = payloadAt(['reservations'], REST_OPTIONS(config))

/** Every other method: 405 with a JSON message and `Allow` (site/http/methodNotAllowed.ts). */
export const { PUT, PATCH, DELETE } = otherMethods('GET', 'POST')
