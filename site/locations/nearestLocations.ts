/**
 * `GET /api/nearest-locations?postcode=4000` (FIN §2.8 postcode distance sorting, FIN §5 Other,
 * FIN §8): the site's visible locations nearest first (`byDistance`), each with its distance in
 * km. A postcode that is not 4 digits, or that the geocoder does not know, is a 400 with the spec's
 * message and the field; the shared rate limit keeps a paid geocoder from being run up.
 */
import { clientIp } from '../abuse/clientIp'
import { hitRateLimit, type RateLimit } from '../abuse/rateLimit'
import { getPayloadClient } from '../payload'
import { byDistance, toLatLng, UNKNOWN_POSTCODE_MESSAGE } from '../rules/distance'
import { isValidPostcode, POSTCODE_MESSAGE } from '../rules/postcodeFormat'
import { resolveSiteForRequest } from '../tenancy/resolveSite'
import type { SiteView } from '../tenancy/siteView'
import { postcodeGeocoder, type PostcodeGeocoder } from './geocoding/postcodeGeocoder'
import { loadLocationCards } from './loadLocationCards'

export type NearestReply = { postcode: string; locations: Array<{ id: number; km: number | null }> }

export type NearestOptions = { geocoder?: PostcodeGeocoder; resolve?: (host: string) => Promise<SiteView | null>; limit?: RateLimit }

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })

/** 60 look-ups per IP per 10 minutes and site. */
export const NEAREST_LIMIT: RateLimit = { limit: 60, windowSeconds: 600 }

export async function nearestLocations(request: Request, options: NearestOptions = {}): Promise<Response> {
  const postcode = (new URL(request.url).searchParams.get('postcode') ?? '').trim()
  if (!isValidPostcode(postcode)) return json(400, { message: POSTCODE_MESSAGE, path: 'postcode' })
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? 'localhost'
  const site = await (options.resolve ?? resolveSiteForRequest)(host)
  if (!site) return json(404, { message: 'No site answers to this host.', path: 'host' })
  const verdict = await hitRateLimit(await getPayloadClient(), `nearest:${site.id}:${clientIp(request.headers)}`, options.limit ?? NEAREST_LIMIT)
  if (!verdict.allowed) return json(429, { message: 'Too many look-ups. Please try again later.', path: 'postcode' }, { 'retry-after': String(verdict.retryAfterSeconds) })
  const origin = await (options.geocoder ?? postcodeGeocoder()).locate(postcode)
  if (!origin) return json(400, { message: UNKNOWN_POSTCODE_MESSAGE, path: 'postcode' })
  const sorted = byDistance(await loadLocationCards(site), origin, (l) => toLatLng(l.lat, l.lng))
  const reply: NearestReply = { postcode, locations: sorted.map(({ item, km }) => ({ id: item.id, km: km === null ? null : Math.round(km * 10) / 10 })) }
  return json(200, reply)
}
