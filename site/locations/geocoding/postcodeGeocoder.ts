/**
 * Postcode → point (FIN §5 Other: "Geocoding a postcode gives a latitude and longitude, or fails
 * with Invalid postcode when there are no results"; FIN §7: a maps service queried with components
 * postal_code and country AU plus an API key, reading the first result). Behind an interface: the
 * offline default reads the committed Australian postcode table; with GOOGLE_MAPS_API_KEY the
 * Google Geocoding API answers, and when it cannot be reached the table answers instead (logged).
 */
import type { LatLng } from '../../rules/distance'
import { isValidPostcode } from '../../rules/postcodeFormat'
import { AU_POSTCODES } from './auPostcodes'

export type PostcodeGeocoder = {
  name: 'offline-table' | 'google'
  /** The postcode's point, or null when the postcode is unknown (Invalid postcode). */
  locate: (postcode: string) => Promise<LatLng | null>
}

let table: Map<string, LatLng> | null = null

function postcodeTable(): Map<string, LatLng> {
  table ??= new Map(
    AU_POSTCODES.trim()
      .split('\n')
      .map((line) => {
        const [code, lat, lng] = line.split(',')
        return [code as string, { lat: Number(lat), lng: Number(lng) }]
      }),
  )
  return table
}

export const offlineGeocoder: PostcodeGeocoder = {
  name: 'offline-table',
  locate: async (postcode) => postcodeTable().get(postcode.trim()) ?? null,
}

type GoogleReply = { status?: string; results?: Array<{ geometry?: { location?: { lat?: unknown; lng?: unknown } } }> }

/** Google Geocoding API by postal code in Australia; no result is an unknown postcode. */
export function googleGeocoder(apiKey: string, options: { base?: string; fetch?: typeof fetch; fallback?: PostcodeGeocoder } = {}): PostcodeGeocoder {
  const base = options.base ?? 'https://maps.googleapis.com/maps/api/geocode/json'
  const get = options.fetch ?? fetch
  const fallback = options.fallback ?? offlineGeocoder
  return {
    name: 'google',
    locate: async (postcode) => {
      const code = postcode.trim()
      if (!isValidPostcode(code)) return null
      const url = new URL(base)
      url.searchParams.set('components', `postal_code:${code}|country:AU`)
      url.searchParams.set('key', apiKey)
      const reply = await get(url, { signal: AbortSignal.timeout(5000) }).then(
        async (r) => (r.ok ? ((await r.json()) as GoogleReply) : null),
        (error: unknown) => (console.warn(`geocoding failed, using the postcode table: ${String(error)}`), null),
      )
      if (!reply || (reply.status !== 'OK' && reply.status !== 'ZERO_RESULTS')) return fallback.locate(postcode)
      const point = reply.results?.[0]?.geometry?.location
      return typeof point?.lat === 'number' && typeof point.lng === 'number' ? { lat: point.lat, lng: point.lng } : null
    },
  }
}

/** GOOGLE_MAPS_API_KEY → Google (the table when unreachable); otherwise the offline table. */
export const postcodeGeocoder = (env: Record<string, string | undefined> = process.env): PostcodeGeocoder =>
  env.GOOGLE_MAPS_API_KEY ? googleGeocoder(env.GOOGLE_MAPS_API_KEY) : offlineGeocoder
