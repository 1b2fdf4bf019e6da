import { notFound } from 'next/navigation'
import { cache } from 'react'
import { resolveSite } from './resolveSite'
import type { SiteView } from './siteView'

/** The proxy passes the request host as the first segment (see proxy.ts). */
export const hostFromParam = (param: string): string => decodeURIComponent(param)

const resolveOnce = cache(resolveSite)

/** The site for the route's host, or the "unknown site" 404. */
export async function requireSite(params: Promise<{ host: string }>): Promise<SiteView> {
  const { host } = await params
  const site = await resolveOnce(hostFromParam(host))
  if (!site) notFound()
  return site
}

/** Public origin of the request host (http for local development hosts). */
export function originOf(host: string): string {
  const bare = host.replace(/:\d+$/, '')
  const local = bare === 'localhost' || bare.endsWith('.localhost') || bare === '127.0.0.1'
  return `${local ? 'http' : 'https'}://${host}`
}
