/**
 * Our own API routes, answered through Payload's catch-all (app/(payload)/api/[...slug]/route.ts)
 * rather than a route file each. Next's Turbopack build gives every route file its own copy of the
 * server code they all import (Payload and the config, 3.4 MB minified, 14 MB before): 23 copies to
 * build, minify and load, a third of `npm start`'s first build (issue 50, first start). Here they
 * share the catch-all's one.
 *
 * Each module in app/_api/routes/ is named by its address under /api (a `[name]` folder is a
 * parameter, passed as the route's `params` as Next would) and exports a handler per method, the
 * ones it refuses from `otherMethods` (site/http/methodNotAllowed.ts). An address not listed here
 * is Payload's REST.
 */
import { allowHeader, methodNotAllowed, servedMethods, type RouteMethod } from '@/site/http/methodNotAllowed'
import { matchRoute } from '@/site/http/matchRoute'
import * as chatThread from './routes/chat/thread'
import * as checkIfContactExists from './routes/check-if-contact-exists'
import * as deliveryEstimate from './routes/delivery-estimate'
import * as events from './routes/events'
import * as graphql from './routes/graphql'
import * as inventoryImport from './routes/inventory/import'
import * as leads from './routes/leads'
import * as nearestLocations from './routes/nearest-locations'
import * as purchases from './routes/purchases'
import * as rateLimit from './routes/rate-limit'
import * as reservations from './routes/reservations'
import * as reservationsCancel from './routes/reservations/cancel'
import * as stripeWebhook from './routes/reservations/stripe-webhook'
import * as searchFacetQuery from './routes/search/1/indexes/[index]/facets/[facet]/query'
import * as searchQueries from './routes/search/1/indexes/[index]/queries'
import * as searchQuery from './routes/search/1/indexes/[index]/query'
import * as shopperAlerts from './routes/shoppers/alerts'
import * as shopperCode from './routes/shoppers/code'
import * as shopperSaved from './routes/shoppers/saved'
import * as shopperSearches from './routes/shoppers/searches'
import * as shopperSignOut from './routes/shoppers/sign-out'
import * as shopperSmsInbound from './routes/shoppers/sms-inbound'
import * as shopperUnsubscribe from './routes/shoppers/unsubscribe'
import * as shopperVerify from './routes/shoppers/verify'
import * as shopperViewed from './routes/shoppers/viewed'
import * as spinToWin from './routes/spin-to-win'
import * as valuationDecision from './routes/valuations/decision'
import * as valuationOffer from './routes/valuations/offer'
import * as valuationRego from './routes/valuations/rego'
import * as vehicleState from './routes/vehicle-state'
import * as youxCreateCustomer from './routes/youx/create-customer'
import * as youxQuote from './routes/youx/quote'
import * as youxQuotes from './routes/youx/quotes'

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Response | Promise<Response>
export type RouteModule = Partial<Record<RouteMethod | 'OPTIONS', Handler>>

/** Address under /api (as its file under app/_api/routes/ is named) → the route's module. */
export const OWN_ROUTES: Record<string, RouteModule> = {
  'chat/thread': chatThread,
  'check-if-contact-exists': checkIfContactExists,
  'delivery-estimate': deliveryEstimate,
  'events': events,
  'graphql': graphql,
  'inventory/import': inventoryImport,
  'leads': leads,
  'nearest-locations': nearestLocations,
  'purchases': purchases,
  'rate-limit': rateLimit,
  'reservations': reservations,
  'reservations/cancel': reservationsCancel,
  'reservations/stripe-webhook': stripeWebhook,
  'search/1/indexes/[index]/facets/[facet]/query': searchFacetQuery,
  'search/1/indexes/[index]/queries': searchQueries,
  'search/1/indexes/[index]/query': searchQuery,
  'shoppers/alerts': shopperAlerts,
  'shoppers/code': shopperCode,
  'shoppers/saved': shopperSaved,
  'shoppers/searches': shopperSearches,
  'shoppers/sign-out': shopperSignOut,
  'shoppers/sms-inbound': shopperSmsInbound,
  'shoppers/unsubscribe': shopperUnsubscribe,
  'shoppers/verify': shopperVerify,
  'shoppers/viewed': shopperViewed,
  'spin-to-win': spinToWin,
  'valuations/decision': valuationDecision,
  'valuations/offer': valuationOffer,
  'valuations/rego': valuationRego,
  'vehicle-state': vehicleState,
  'youx/create-customer': youxCreateCustomer,
  'youx/quote': youxQuote,
  'youx/quotes': youxQuotes,
}

const PATTERNS = Object.keys(OWN_ROUTES)

type CatchAll = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response> | Response

/**
 * The catch-all's handler for `method`: our own route where the address is one, Payload's
 * (`payloadHandler`) otherwise. An own route answers OPTIONS with its `Allow` unless it has its own,
 * and a method it has no handler for with the JSON 405.
 */
export const ownRoutesFirst =
  (method: RouteMethod | 'OPTIONS', payloadHandler: CatchAll): CatchAll =>
  async (request, context) => {
    const hit = matchRoute(PATTERNS, (await context.params).slug ?? [])
    if (!hit) return payloadHandler(request, context)
    const route = OWN_ROUTES[hit.pattern] as RouteModule
    const handler = route[method]
    if (handler) return handler(request, { params: Promise.resolve(hit.params) })
    const served = servedMethods(route)
    if (method === 'OPTIONS') return new Response(null, { status: 204, headers: { allow: allowHeader(served) } })
    return methodNotAllowed(request, served)
  }
