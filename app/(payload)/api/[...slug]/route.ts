import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { boundListParams } from '@/site/rest/listParams'

export const GET = boundListParams(REST_GET(config))
export const POST = boundListParams(REST_POST(config))
export const DELETE = boundListParams(REST_DELETE(config))
export const PATCH = boundListParams(REST_PATCH(config))
export const PUT = boundListParams(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
