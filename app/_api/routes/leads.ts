import config from '@payload-config'
import { REST_GET, REST_OPTIONS } from '@payloadcms/next/routes'
import { submitLead } from '@/site/leads/submitLead'
import { boundListParams } from '@/site/rest/listParams'
import { otherMethods } from '@/site/http/methodNotAllowed'
import { jsonOnly } from '@/site/http/jsonWrite'

/** Shopper forms post here (site/leads/submitLead.ts). */
export const POST = jsonOnly((request: Request) => submitLead(request))

// This file shadows Payload's catch-all for /api/leads: reading the list stays Payload's REST.
const asPayloadRoute = { params: Promise.resolve({ slug: ['leads'] }) }
const restGet = boundListParams(REST_GET(config))
const restOptions = REST_OPTIONS(config)
export const GET = (request: Request) => restGet(request, asPayloadRoute)
export const OPTIONS = (request: Request) => restOptions(request, asPayloadRoute)

/** Every other method: 405 with a JSON message and `Allow` (site/http/methodNotAllowed.ts). */
export const { PUT, PATCH, DELETE } = otherMethods('GET', 'POST')
