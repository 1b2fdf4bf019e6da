import { NextResponse, type NextRequest } from 'next/server'
import { HOST_HEADER } from './site/tenancy/hostHeader'

/**
 * Every shopper request is rewritten to /s/{host}/…: the site layout resolves the host to a site
 * (domains, {slug}.localhost, default site on plain localhost) through a cached, tag-expired
 * directory, and answers 404 for an unknown host. Admin, API, Next assets and demo images pass.
 */
export function proxy(request: NextRequest) {
  const host = (request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? 'localhost').toLowerCase()
  const url = request.nextUrl.clone()
  url.pathname = `/s/${encodeURIComponent(host)}${request.nextUrl.pathname === '/' ? '' : request.nextUrl.pathname}`
  const headers = new Headers(request.headers)
  headers.set(HOST_HEADER, host)
  return NextResponse.rewrite(url, { request: { headers } })
}

export const config = {
  matcher: ['/((?!admin|api|_next|demo-images|favicon).*)'],
}
