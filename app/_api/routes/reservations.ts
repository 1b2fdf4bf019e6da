import config from '@payload-config'
import { REST_GET, REST_OPTIONS } from '@payloadcms/next/routes'
import { reserve } from '@/site/reservations/reserve'
import { boundListParams } from '@/site/rest/listParams'
import { otherMethods } from '@/site/http/methodNotAllowed'
import { jsonOnly } from '@/site/http/jsonWrite'

/** The reserve form posts here (site/reservations/reserve.ts). */
export const POST = jsonOnly((request: Request) => reserve(request))

// This file shadows Payload's catch-all for /api/reservations: reading the list stays Payload's REST (staff only).
const asPayloadRoute = { params: Promise.resolve({ slug: ['reservations'] }) }
const restGet = boundListParams(REST_GET(config))
const restOptions = REST_OPTIONS(config)
export const GET = (request: Request) => restGet(request, asPayloadRoute)
export const OPTIONS = (request: Request) => restOptions(request, asPayloadRoute)

/** Every other method: 405 with a JSON message and `Allow` (site/http/methodNotAllowed.ts). */
export const { PUT, PATCH, DELETE } = otherMethods('GET', 'POST')
