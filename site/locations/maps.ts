/**
 * Maps behind a provider (FIN §2.8 "Maps use a static map image by the address map_key"). With no
 * key configured the offline default draws no image: the card shows the address and a directions link.
 */
export type MapTarget = { name: string; mapKey: string | null; mapsQuery: string }

export type MapProvider = { staticImageUrl: (target: MapTarget, size: { width: number; height: number }) => string | null }

export const offlineMaps: MapProvider = { staticImageUrl: () => null }

/** A static-map URL template with {key}, {query}, {width}, {height}, e.g. a maps vendor's endpoint. */
export function templateMaps(template: string, key: string): MapProvider {
  return {
    staticImageUrl: (target, size) =>
      template
        .replace('{key}', encodeURIComponent(key))
        .replace('{query}', encodeURIComponent(target.mapKey ?? target.mapsQuery))
        .replace('{width}', String(size.width))
        .replace('{height}', String(size.height)),
  }
}

export function mapProvider(env: Record<string, string | undefined> = process.env): MapProvider {
  return env.MAPS_STATIC_URL && env.MAPS_KEY ? templateMaps(env.MAPS_STATIC_URL, env.MAPS_KEY) : offlineMaps
}

export const directionsUrl = (target: MapTarget) => `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(target.mapsQuery)}`
