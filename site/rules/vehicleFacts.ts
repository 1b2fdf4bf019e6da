/**
 * What a vehicle's card and page say about it, read from its type's row of the vehicle-type table
 * (vehicleProfiles.ts): the spec lists, the at-a-glance facts, the card chips, the type's word and
 * whether the fuel calculator applies. The UI lays these out; it never picks rows itself.
 */
import { bodyLabel, type TruckBody } from './bodyType'
import { carTypeLabel } from './carTypeLabel'
import { buildSpecList, formatSpecValue, ROW, specItem, type SpecContext, type SpecItem, type SpecRow } from './specLists'
import { vehicleProfile } from './vehicleProfiles'
import { fuelKind, type CarInput } from './vehicleTypes'

export const keyInformation = (car: CarInput, ctx: SpecContext): SpecItem[] => buildSpecList(car, vehicleProfile(car).keyInformation, ctx)
export const allSpecs = (car: CarInput, ctx: SpecContext): SpecItem[] => buildSpecList(car, vehicleProfile(car).allSpecs, ctx)

/** A row as a chip: the value, after the row's short word when it has one ("45,210 km", "Sleeps 4", "ATM 2,800 kg"). */
export function chipText(car: CarInput, row: SpecRow, ctx: SpecContext): string | null {
  const item = specItem(car, row, ctx)
  if (item === null) return null
  return row.short ? `${row.short} ${item.value}` : item.value
}

const chips = (car: CarInput, rows: readonly SpecRow[], ctx: SpecContext): string[] => rows.flatMap((row) => chipText(car, row, ctx) ?? [])

/** The sidebar's icons (INV §2: kilometres, transmission and body for a car). */
export const glance = (car: CarInput, ctx: SpecContext): string[] => chips(car, vehicleProfile(car).glance, ctx)

/** The facts a page description names: the glance, and the fuel type where the type lists one (a car: "45,210 km, Automatic, SUV, Petrol"). */
export function describingFacts(car: CarInput, ctx: SpecContext): string[] {
  const profile = vehicleProfile(car)
  return chips(car, profile.keyInformation.includes(ROW.fuelType) ? [...profile.glance, ROW.fuelType] : profile.glance, ctx)
}

/** The sticky header's line (INV §2: "transmission and body" for a car): the glance without kilometres. */
export const stickyFacts = (car: CarInput, ctx: SpecContext): string[] => chips(car, vehicleProfile(car).glance.filter((row) => row !== ROW.km), ctx)

/** The type's word ("caravan"); a car takes the site's `labels.vehicleNoun` (INV §4: "The word vehicle follows the vehicle type"). */
export const vehicleNoun = (car: CarInput, siteNoun: string): string => vehicleProfile(car).noun ?? siteNoun

/** INV §2: "The details card is titled with the vehicle type plus Details". */
export const detailsTitle = (noun: string): string => `${noun.replace(/^./, (c) => c.toUpperCase())} Details`

/** INV §5: the fuel calculator shows for a type with fuel economy, and not for an electric car. */
export const showsFuelCalculator = (car: Pick<CarInput, 'item_type' | 'body' | 'simple_body' | 'fuel' | 'simple_fuel'>): boolean =>
  vehicleProfile(car).fuelCalculator && fuelKind(car) !== 'electric'

export type ChipOptions = { labels: { newTag: string }; truckBodyMapsTo: TruckBody; dimensionFactor: number | null }

const text = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value))

/** Site chips with their own words (INV §2 Vehicle card attribute chips); any other field is shown as stored. */
const SITE_CHIP_TEXT: Readonly<Record<string, (value: string, o: ChipOptions) => string>> = {
  car_type: (value, o) => carTypeLabel(value, o.labels),
  simple_body: (value, o) => bodyLabel(value, o.truckBodyMapsTo),
  body: (value, o) => bodyLabel(value, o.truckBodyMapsTo),
  km: (value) => formatSpecValue(value, 'km'),
  stocknum: (value) => `Stock #${value}`,
}

/** A hit's scalar fields as the rules read them (a hit is outside data: only text and numbers are kept). */
export function carFromHit(hit: Readonly<Record<string, unknown>>): CarInput {
  return Object.fromEntries(Object.entries(hit).filter(([, value]) => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))))
}

/**
 * A card's chips: the site's `vehicleCard.attributeChips` that apply to the car's type, then the
 * chips its type adds (a caravan's length, sleeps and ATM; a truck's GVM). Empty values are left
 * out and a repeated text shows once.
 */
export function cardChips(hit: Readonly<Record<string, unknown>>, siteChips: readonly string[], o: ChipOptions): string[] {
  const car = carFromHit(hit)
  const profile = vehicleProfile(car)
  // read from `car`, the hit's text and finite numbers: a NaN or infinite figure is no chip ("NaN km")
  const field = (name: string) => text((car as Readonly<Record<string, unknown>>)[name])
  const own = siteChips
    .filter((name) => !(profile.notApplicable as readonly string[]).includes(name) && field(name).trim() !== '')
    .map((name) => (SITE_CHIP_TEXT[name] ?? text)(field(name), o))
  return [...new Set([...own, ...chips(car, profile.cardChips, { dimensionFactor: o.dimensionFactor })])]
}
