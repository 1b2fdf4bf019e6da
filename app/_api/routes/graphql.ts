import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { gatedGraphQL } from '@/site/graphql/gate'
import { otherMethods } from '@/site/http/methodNotAllowed'
import { payloadAt } from '../payloadAt'

export const POST = gatedGraphQL(GRAPHQL_POST(config), config)
// Payload's OPTIONS reads the address from its catch-all's slug: this route's own.
export const OPTIONS = payloadAt(['graphql'], REST_OPTIONS(config))

/** Every other method: 405 with a JSON message and `Allow` (site/http/methodNotAllowed.ts). */
export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
