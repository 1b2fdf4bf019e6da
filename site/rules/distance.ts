/** Great-circle distance (FIN §9 Other: earth radius 6371 km), e.g. a postcode to each location. */

export const EARTH_RADIUS_KM = 6371

export type LatLng = { lat: number; lng: number }

const radians = (degrees: number) => (degrees * Math.PI) / 180

/** Haversine distance in km between two points in degrees. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat)
  const dLng = radians(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2
  // Rounding can push h a hair above 1 for antipodes; asin would give NaN.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(Math.min(1, h)))
}

/** A point only when both coordinates are numbers in range (a missing one, NaN or ±Infinity is not). */
export function toLatLng(lat: number | null | undefined, lng: number | null | undefined): LatLng | null {
  const point = { lat: lat ?? Number.NaN, lng: lng ?? Number.NaN }
  return Math.abs(point.lat) <= 90 && Math.abs(point.lng) <= 180 ? point : null
}

/**
 * Items nearest first, each with its distance; items without a point keep their order at the end
 * with a null distance. Ties keep input order.
 */
export function byDistance<T>(items: readonly T[], origin: LatLng, pointOf: (item: T) => LatLng | null): Array<{ item: T; km: number | null }> {
  const measured = items.map((item) => {
    const point = pointOf(item)
    return { item, km: point ? distanceKm(origin, point) : null }
  })
  // Two missing points give Infinity − Infinity = NaN: treated as equal.
  return measured.sort((a, b) => (a.km ?? Infinity) - (b.km ?? Infinity) || 0)
}

/** FIN §8 Geocoding no result: the postcode has no point. */
export const UNKNOWN_POSTCODE_MESSAGE = 'Invalid postcode'
