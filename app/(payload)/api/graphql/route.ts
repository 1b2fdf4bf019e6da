import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { gatedGraphQL } from '@/site/graphql/gate'

export const POST = gatedGraphQL(GRAPHQL_POST(config), config)
export const OPTIONS = REST_OPTIONS(config)
