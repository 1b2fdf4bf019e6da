import { NextResponse, type NextRequest } from 'next/server'
import { decodeParam, urlProblem } from './site/http/decodeParam'
import { DRAFT_MODE_COOKIE, PREVIEW_HOST_COOKIE, previewAllowsHost } from './site/pages/previewToken'
import { hasOffersQuery } from './site/rules/offersQuery'
import { isGatedPage, isOwnRoute } from './site/shoppers/gateCheck'
import { contentSecurityPolicy, newNonce } from './site/http/securityHeaders'
import { BAD_HOST_MESSAGE, HOST_HEADER, isValidHostHeader } from './site/tenancy/hostHeader'
import { isKnownHost, UNKNOWN_HOST_PATH } from './site/tenancy/knownHost'
import { isGoneVehicle, VEHICLE_PATH } from './site/vehicles/goneCheck'

/**
 * Every shopper request is rewritten to /s/{host}/…: the site layout resolves the host to a site
 * (domains, {slug}.localhost, default site on plain localhost) through a cached, tag-expired
 * directory. A host no site claims is rewritten to one uncached route whose layout answers 404
 * (site/tenancy/knownHost.ts). Admin, API, Next assets and demo images pass.
 * A vehicle page of a car sold before the sold-car window goes to its 410 Gone handler.
 * Any address with malformed percent-encoding or a NUL byte (pages, demo images, the slug APIs) is a 400
 * here, before a route decodes it; so is a Host that names no host (a port above 65,535).
 *
 * Pages under /s/ are cached (ISR: `s-maxage` with `stale-while-revalidate`, expired by tag). Three
 * kinds of request go to their uncached twins under /d/ instead: a page gated behind shopper sign-in
 * (it reads the session cookie), a search with a query string (any combination of filters), and a
 * CMS page address with an offers search in its query (`?category=&q=&maxPrice=&page=`, read by
 * the offers block; any other query, a campaign's `utm_*`, keeps the cached page). Those, and the
 * admin, are rendered per request and get the strict nonce policy.
 */
export async function proxy(request: NextRequest) {
  const problem = urlProblem(request.url)
  if (problem) return NextResponse.json({ message: problem, errors: [{ path: 'url', message: problem }] }, { status: 400, headers: { 'cache-control': 'no-store' } })
  const claimed = request.headers.get('x-forwarded-host') ?? request.headers.get('host')
  if (claimed !== null && !isValidHostHeader(claimed)) return NextResponse.json({ message: BAD_HOST_MESSAGE, errors: [{ path: 'host', message: BAD_HOST_MESSAGE }] }, { status: 400, headers: { 'cache-control': 'no-store' } })
  if (ADMIN_PATH.test(request.nextUrl.pathname)) return withNonce('admin', new Headers(request.headers), (headers) => NextResponse.next({ request: { headers } }))
  if (PASS_THROUGH.test(request.nextUrl.pathname)) return NextResponse.next()
  const host = (request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? 'localhost').toLowerCase()
  const url = request.nextUrl.clone()
  // Every host no site claims shares one uncached answer, whatever its path: no cache entry per made-up host.
  if (!(await isKnownHost(host))) {
    url.pathname = UNKNOWN_HOST_PATH
    url.search = ''
    return NextResponse.rewrite(url)
  }
  const path = request.nextUrl.pathname
  const vehicle = VEHICLE_PATH.exec(path)
  const gone = vehicle ? await isGoneVehicle(host, decodeParam(vehicle[1] as string) ?? '') : false
  const target = gone ? `/cars/${vehicle?.[1]}/gone` : path === '/' ? '' : path
  const params = request.nextUrl.searchParams
  const uncached = (SEARCH_PATH.test(path) && hasQuery(params)) || (!isOwnRoute(path) && hasOffersQuery(params)) || (await isGatedPage(host, path))
  url.pathname = `/${uncached ? 'd' : 's'}/${encodeURIComponent(host)}${target}`
  const headers = new Headers(request.headers)
  headers.set(HOST_HEADER, host)
  // Next's draft-mode cookie is the same on every host: it counts only where the editor's signed
  // preview link set the host's own cookie (site/pages/previewToken.ts); elsewhere it is dropped.
  if (request.cookies.has(DRAFT_MODE_COOKIE) && !previewAllowsHost(request.cookies.get(PREVIEW_HOST_COOKIE)?.value, host)) headers.set('cookie', withoutCookie(request.headers.get('cookie') ?? '', DRAFT_MODE_COOKIE))
  const rewrite = (requestHeaders: Headers) => NextResponse.rewrite(url, { request: { headers: requestHeaders } })
  return uncached ? withNonce('site', headers, rewrite) : rewrite(headers)
}

/**
 * A page rendered for this request gets the strict policy (site/http/securityHeaders.ts): Next reads
 * the nonce from the request's policy header and puts it on its scripts; the browser gets the same
 * policy.
 */
function withNonce(area: 'site' | 'admin', headers: Headers, respond: (headers: Headers) => NextResponse): NextResponse {
  const policy = contentSecurityPolicy(area, newNonce())
  headers.set('content-security-policy', policy)
  const response = respond(headers)
  response.headers.set('content-security-policy', policy)
  return response
}

/** A Cookie header without the named cookie. */
const withoutCookie = (header: string, name: string): string =>
  header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && part.split('=')[0] !== name)
    .join('; ')

const ADMIN_PATH = /^\/admin(\/|$)/
const SEARCH_PATH = /^\/search(\/|$)/
/** Any parameter but Next's own `_rsc` (client navigation). */
const hasQuery = (params: URLSearchParams): boolean => [...params.keys()].some((key) => key !== '_rsc')

/** Served by their own routes, not rewritten per host (checked for malformed addresses only). */
const PASS_THROUGH = /^\/(admin|api|_next|demo-images|favicon)(\/|$|\.)/

// Not /admin nor Payload's /api in general (uploads stream to their handlers, which check their own
// addresses: site/rest/idParam.ts); in are the two GET endpoints that read a slug from the query
// and any /api path holding a `%` (Next's own decoding of a catch-all like /api/vehicles/%ff fails).
export const config = {
  matcher: ['/((?!admin|api|_next|favicon).*)', '/admin', '/admin/:path*', '/api/vehicle-state', '/api/delivery-estimate', '/api/:path(.*%.*)'],
}
