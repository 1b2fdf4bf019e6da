/**
 * Maps behind a provider (FIN §2.8 "Maps use a static map image by the address map_key"). The
 * address's `map_key` (else its coordinates, else the address line) places the marker. With no
 * maps key configured the offline default draws no image: the location shows an address card
 * with a Get Directions link instead, never a broken image.
 */
export type MapTarget = { name: string; mapKey: string | null; mapsQuery: string }

export type MapProvider = {
  /** Who draws the map, for the logs and the page's data attribute. */
  name: 'offline' | 'google-static' | 'template'
  staticImageUrl: (target: MapTarget, size: { width: number; height: number }) => string | null
}

export const offlineMaps: MapProvider = { name: 'offline', staticImageUrl: () => null }

const markerOf = (target: MapTarget) => target.mapKey?.trim() || target.mapsQuery

/** Google Static Maps API: one marker at the location, the size asked for (max 640 a side, scale 2). */
export function googleStaticMaps(apiKey: string, base = 'https://maps.googleapis.com/maps/api/staticmap'): MapProvider {
  return {
    name: 'google-static',
    staticImageUrl: (target, size) => {
      const url = new URL(base)
      const marker = markerOf(target)
      url.searchParams.set('center', marker)
      url.searchParams.set('zoom', '15')
      url.searchParams.set('size', `${Math.min(640, size.width)}x${Math.min(640, size.height)}`)
      url.searchParams.set('scale', '2')
      url.searchParams.set('markers', marker)
      url.searchParams.set('key', apiKey)
      return url.toString()
    },
  }
}

/** A static-map URL template with {key}, {query}, {width}, {height}, e.g. another maps vendor's endpoint. */
export function templateMaps(template: string, key: string): MapProvider {
  return {
    name: 'template',
    staticImageUrl: (target, size) =>
      template
        .replace('{key}', encodeURIComponent(key))
        .replace('{query}', encodeURIComponent(markerOf(target)))
        .replace('{width}', String(size.width))
        .replace('{height}', String(size.height)),
  }
}

/** GOOGLE_MAPS_API_KEY → Google Static Maps; MAPS_STATIC_URL + MAPS_KEY → a template; otherwise offline. */
export function mapProvider(env: Record<string, string | undefined> = process.env): MapProvider {
  if (env.GOOGLE_MAPS_API_KEY) return googleStaticMaps(env.GOOGLE_MAPS_API_KEY)
  return env.MAPS_STATIC_URL && env.MAPS_KEY ? templateMaps(env.MAPS_STATIC_URL, env.MAPS_KEY) : offlineMaps
}

export const directionsUrl = (target: MapTarget) => `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(target.mapsQuery)}`
