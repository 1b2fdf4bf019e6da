import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { gatedGraphQL } from '@/site/graphql/gate'
import { otherMethods } from '@/site/http/methodNotAllowed'

export const POST = gatedGraphQL(GRAPHQL_POST(config), config)
// Payload's OPTIONS reads the address from its catch-all's slug: this route's own.
const restOptions = REST_OPTIONS(config)
export const OPTIONS = (request: Request) => restOptions(request, { params: Promise.resolve({ slug: ['graphql'] }) })

/** Every other method: 405 with a JSON message and `Allow` (site/http/methodNotAllowed.ts). */
export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
