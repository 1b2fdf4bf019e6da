import { NextResponse, type NextRequest } from 'next/server'
import { HOST_HEADER } from './site/tenancy/hostHeader'
import { isGoneVehicle, VEHICLE_PATH } from './site/vehicles/goneCheck'

/**
 * Every shopper request is rewritten to /s/{host}/…: the site layout resolves the host to a site
 * (domains, {slug}.localhost, default site on plain localhost) through a cached, tag-expired
 * directory, and answers 404 for an unknown host. Admin, API, Next assets and demo images pass.
 * A vehicle page of a car sold before the sold-car window goes to its 410 Gone handler.
 */
export async function proxy(request: NextRequest) {
  const host = (request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? 'localhost').toLowerCase()
  const url = request.nextUrl.clone()
  const path = request.nextUrl.pathname
  const vehicle = VEHICLE_PATH.exec(path)
  const gone = vehicle ? await isGoneVehicle(host, decodeURIComponent(vehicle[1] as string)) : false
  const target = gone ? `/cars/${vehicle?.[1]}/gone` : path === '/' ? '' : path
  url.pathname = `/s/${encodeURIComponent(host)}${target}`
  const headers = new Headers(request.headers)
  headers.set(HOST_HEADER, host)
  return NextResponse.rewrite(url, { request: { headers } })
}

export const config = {
  matcher: ['/((?!admin|api|_next|demo-images|favicon).*)'],
}
