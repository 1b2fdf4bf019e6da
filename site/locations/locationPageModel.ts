import type { SiteConfig } from '../config/siteConfig'
import { byDistance, toLatLng } from '../rules/distance'
import { holidayHoursRows, type HolidayHoursRow } from '../rules/holidayHours'
import { closedLinkFor, openingHoursRows, type HoursRow } from '../rules/hours'
import { locationType, sameStreetDepartments } from '../rules/locationFilter'
import { locationPath } from '../rules/locationPath'
import type { LocationCard } from './loadLocationCards'

export type DepartmentOption = { id: number; label: string; href: string; selected: boolean }

export type LocationPageModel = {
  location: LocationCard
  path: string
  departments: DepartmentOption[]
  hours: HoursRow[]
  holidays: HolidayHoursRow[]
  /** The location's stock search (INV §2: `/search/{location slug}`), for sales locations. */
  stockHref: string | null
  nearby: Array<{ name: string; href: string; km: number | null }>
}

const DEPARTMENT_LABEL = { sales: 'Sales', service: 'Service', parts: 'Parts' } as const

const asInput = (l: LocationCard) => ({ ...l, street: l.address.street, city: l.address.city, visible: true })

/**
 * Everything the location page shows (FIN §2.8 Location page), from the site's visible location
 * cards: null when the slug names none of them (another site's location included).
 */
export function locationPageModel(cards: readonly LocationCard[], slug: string, config: SiteConfig, now: Date): LocationPageModel | null {
  const location = cards.find((c) => c.slug === slug)
  if (!location) return null
  const pattern = config.navigation.paths.location
  const closedLink = closedLinkFor(location.id, config.locations.closedDayLinks)
  const { options } = sameStreetDepartments(asInput(location), cards.map(asInput))
  const departments = options.length > 1 ? options.map((o) => ({ id: o.id, label: DEPARTMENT_LABEL[locationType(o)], href: locationPath(pattern, o.slug), selected: o.id === location.id })) : []
  const origin = toLatLng(location.lat, location.lng)
  const others = cards.filter((c) => c.id !== location.id && !options.some((o) => o.id === c.id))
  const nearby = (origin ? byDistance(others, origin, (c) => toLatLng(c.lat, c.lng)) : others.map((item) => ({ item, km: null }))).map(({ item, km }) => ({
    name: item.name,
    href: locationPath(pattern, item.slug),
    km: km === null ? null : Math.round(km),
  }))
  return {
    location,
    path: locationPath(pattern, location.slug),
    departments,
    hours: openingHoursRows(location.openingHours, closedLink),
    holidays: holidayHoursRows(location.specialHours, { now, closedLink }),
    stockHref: location.type === 'sales' ? `/search/${encodeURIComponent(location.slug)}` : null,
    nearby,
  }
}
