import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { idRoutesOf, type IdRoutes } from '@/site/rest/idParam'
import { missingAs404 } from '@/site/rest/inputErrors'
import { boundListParams, readOverride } from '@/site/rest/listParams'
import { budgeted } from '@/site/rest/budgeted'

let routes: Promise<IdRoutes> | null = null
const idRoutes = () => (routes ??= config.then((c) => idRoutesOf(c.collections, c.db.defaultIDType)))

// GET pays into the caller's budget (site/abuse/apiBudget.ts), after the cheap checks of the address and list parameters.
export const GET = boundListParams(budgeted(missingAs404(REST_GET(config)), config), idRoutes)
// The admin's relationship and upload fields read by POST with a GET override: answered as that GET.
export const POST = readOverride(GET, boundListParams(missingAs404(REST_POST(config)), idRoutes))
export const DELETE = boundListParams(missingAs404(REST_DELETE(config)), idRoutes)
export const PATCH = boundListParams(missingAs404(REST_PATCH(config)), idRoutes)
export const PUT = boundListParams(missingAs404(REST_PUT(config)), idRoutes)
export const OPTIONS = REST_OPTIONS(config)
