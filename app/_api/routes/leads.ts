import config from '@payload-config'
import { REST_GET, REST_OPTIONS } from '@payloadcms/next/routes'
import { submitLead } from '@/site/leads/submitLead'
import { boundListParams } from '@/site/rest/listParams'
import { otherMethods } from '@/site/http/methodNotAllowed'
import { jsonOnly } from '@/site/http/jsonWrite'
import { payloadAt } from '../payloadAt'

/** Shopper forms post here (site/leads/submitLead.ts). */
export const POST = jsonOnly((request: Request) => submitLead(request))

// Reading the list stays Payload's REST (the catch-all's slug for this address).
export const GET = payloadAt(['leads'], boundListParams(REST_GET(config)))
export const OPTIONS = payloadAt(['leads'], REST_OPTIONS(config))

/** Every other method: 405 with a JSON message and `Allow` (site/http/methodNotAllowed.ts). */
export const { PUT, PATCH, DELETE } = otherMethods('GET', 'POST')
