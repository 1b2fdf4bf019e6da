/** The card tag (INV §4 Card tag): eight rules in a fixed order, the first match wins. */
import { certifiedLogo, type CertifiedCar, type CertifiedPrograms } from './certified'
import { isInStock } from './stockState'
import { fuelKind, type CarInput } from './vehicleTypes'

export const NEW_ARRIVAL_DAYS = 8
const DAY_MS = 24 * 60 * 60 * 1000

export const RESERVED_TAG = 'Reserved'
export const COMING_SOON_TAG = 'COMING SOON'
export const FUEL_TAGS = { electric: 'Electric', hybrid: 'Hybrid' } as const

export type TagColour = 'green' | 'red'

export type CardTagInput = CertifiedCar & Pick<CarInput, 'reserved' | 'tag' | 'fuel' | 'simple_fuel' | 'created_at'>

/** SiteConfig settings the tag reads: `vehicleCard.fuelTypeTag`, `vehicleCard.tagColours`, `certifiedPrograms`, `labels`. */
export type CardTagSettings = {
  fuelTypeTag: boolean
  tagColours: Readonly<Record<string, TagColour>>
  certifiedPrograms: CertifiedPrograms
  labels: { soldTag: string; newArrival: string }
}

export type CardTag =
  | { kind: 'sold' | 'fuel' | 'reserved' | 'comingSoon' | 'newArrival'; text: string }
  | { kind: 'certified'; make: string; logoUrl: string | null }
  | { kind: 'free'; text: string; colour: TagColour }

/**
 * New arrival (INV §4 rule 7, INV §9): created within the last 8 days. Exactly 8 days ago still
 * counts, a millisecond more does not. A creation time in the future (clock skew between the feed
 * and us) counts as new; a missing or unreadable one does not.
 */
export function isNewArrival(createdAt: CarInput['created_at'], now: Date): boolean {
  const created = new Date(createdAt ?? Number.NaN).getTime()
  return !Number.isNaN(created) && now.getTime() - created <= NEW_ARRIVAL_DAYS * DAY_MS
}

/**
 * A free-text tag's colour (INV §4 rule 5; `vehicleCard.tagColours`): the entry for the exact text,
 * else one whose key matches ignoring case, else red.
 */
export function tagColour(tag: string, tagColours: Readonly<Record<string, TagColour>>): TagColour {
  const exact = tagColours[tag]
  if (exact) return exact
  const lower = tag.toLowerCase()
  return Object.entries(tagColours).find(([key]) => key.toLowerCase() === lower)?.[1] ?? 'red'
}

/** Rule 2: Electric or Hybrid, where `vehicleCard.fuelTypeTag` is on. */
function fuelTag(car: CardTagInput, enabled: boolean): CardTag | null {
  const kind = enabled ? fuelKind(car) : 'other'
  return kind === 'other' ? null : { kind: 'fuel', text: FUEL_TAGS[kind] }
}

/** The card tag of a car, or null (INV §4 Card tag rules 1–8, in order). */
export function cardTag(car: CardTagInput, settings: CardTagSettings, now: Date): CardTag | null {
  if (!isInStock(car.status)) return { kind: 'sold', text: settings.labels.soldTag }
  const fuel = fuelTag(car, settings.fuelTypeTag)
  if (fuel) return fuel
  if (car.reserved) return { kind: 'reserved', text: RESERVED_TAG }
  const logo = certifiedLogo(car, settings.certifiedPrograms)
  if (logo) return { kind: 'certified', make: logo.make, logoUrl: logo.logoUrl ?? null }
  const text = car.tag?.trim()
  if (text) return { kind: 'free', text, colour: tagColour(text, settings.tagColours) }
  if (car.status === 'coming_soon') return { kind: 'comingSoon', text: COMING_SOON_TAG }
  if (isNewArrival(car.created_at, now)) return { kind: 'newArrival', text: settings.labels.newArrival }
  return null
}
