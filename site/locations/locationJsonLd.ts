import { DAY_NAMES, type OpeningHourEntry } from '../rules/hours'
import type { LocationCard } from './loadLocationCards'

const HHMM = /^([01]?\d|2[0-3]):([0-5]\d)$/
const hhmm = (value: string | null | undefined) => {
  const m = HHMM.exec(String(value ?? '').trim())
  return m ? `${(m[1] as string).padStart(2, '0')}:${m[2]}` : null
}

/**
 * schema.org OpeningHoursSpecification for each day the location is open with usable times; closed
 * and by-appointment days are left out (schema.org reads a missing day as closed).
 */
export function openingHoursSpecification(entries: readonly OpeningHourEntry[]): Array<Record<string, string>> {
  const seen = new Set<number>()
  return entries.flatMap((entry) => {
    const day = Number(entry.weekday)
    const status = entry.status?.trim().toLowerCase()
    const opens = hhmm(entry.open)
    const closes = hhmm(entry.close)
    if (seen.has(day) || !(day >= 0 && day <= 6) || status === 'closed' || status === 'appointment' || !opens || !closes) return []
    seen.add(day)
    return [{ '@type': 'OpeningHoursSpecification', dayOfWeek: `https://schema.org/${DAY_NAMES[day]}`, opens, closes }]
  })
}

/** schema.org AutoDealer for a location page; AggregateRating only when review data exists. */
export function locationJsonLd(location: LocationCard, url: string) {
  const { address } = location
  const rated = location.rating !== null && location.rating > 0 && (location.reviewCount ?? 0) > 0
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    name: location.name,
    url,
    telephone: location.phone ?? undefined,
    image: location.imageUrl ?? undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street ?? undefined,
      addressLocality: address.city ?? undefined,
      addressRegion: address.state?.toUpperCase() ?? undefined,
      postalCode: address.postcode ?? undefined,
      addressCountry: 'AU',
    },
    geo: location.lat !== null && location.lng !== null ? { '@type': 'GeoCoordinates', latitude: location.lat, longitude: location.lng } : undefined,
    openingHoursSpecification: openingHoursSpecification(location.openingHours),
    aggregateRating: rated ? { '@type': 'AggregateRating', ratingValue: location.rating, reviewCount: location.reviewCount, bestRating: 5, worstRating: 1 } : undefined,
  }
}
