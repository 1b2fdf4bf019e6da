import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { ownRoutesFirst } from '@/app/_api/ownRoutes'
import { idRoutesOf, type IdRoutes } from '@/site/rest/idParam'
import { missingAs404 } from '@/site/rest/inputErrors'
import { boundListParams, readOverride } from '@/site/rest/listParams'
import { budgeted } from '@/site/rest/budgeted'

let routes: Promise<IdRoutes> | null = null
const idRoutes = () => (routes ??= config.then((c) => idRoutesOf(c.collections, c.db.defaultIDType)))

// Our own API routes first (app/_api/ownRoutes.ts: one build of the server code for all of them);
// every other address is Payload's REST.
// GET pays into the caller's budget (site/abuse/apiBudget.ts), after the cheap checks of the address and list parameters.
const restGet = boundListParams(budgeted(missingAs404(REST_GET(config)), config), idRoutes)
export const GET = ownRoutesFirst('GET', restGet)
// The admin's relationship and upload fields read by POST with a GET override: answered as that GET.
export const POST = ownRoutesFirst('POST', readOverride(restGet, boundListParams(missingAs404(REST_POST(config)), idRoutes)))
export const DELETE = ownRoutesFirst('DELETE', boundListParams(missingAs404(REST_DELETE(config)), idRoutes))
export const PATCH = ownRoutesFirst('PATCH', boundListParams(missingAs404(REST_PATCH(config)), idRoutes))
export const PUT = ownRoutesFirst('PUT', boundListParams(missingAs404(REST_PUT(config)), idRoutes))
export const OPTIONS = ownRoutesFirst('OPTIONS', REST_OPTIONS(config))
