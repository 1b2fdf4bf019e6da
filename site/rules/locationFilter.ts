/**
 * Which locations a block, a picker or a location page shows (FIN §2.8; FIN §3 Location;
 * `locations.picker.*`; variants "Block options": Locations block).
 *
 * Ids compare as strings (a block stores `"12"`, a document has `12`); makes, manufacturers and
 * subtypes compare trimmed and case-insensitively. Hidden locations (`visible: false`) never show.
 */
import type { LocationType } from '../config/shared'

export type LocationInput = {
  id: string | number
  /** Empty means sales (FIN §3). */
  type?: string | null
  /** A name or a comma-separated list, e.g. `buying` (FIN §3 location_subtype). */
  subtype?: string | readonly string[] | null
  primary?: boolean | null
  visible?: boolean | null
  manufacturers?: readonly string[] | null
  street?: string | null
  city?: string | null
}

export type LocationBlockFilter = 'primary' | 'sales' | 'service' | 'parts' | 'serviceAndParts' | 'all' | { locationId: string }

export type LocationBlockOptions = {
  filter: LocationBlockFilter
  manufacturer?: string | null
  subtype?: string | null
  includeIds?: readonly string[] | null
  excludeIds?: readonly string[] | null
}

const key = (value: string) => value.trim().toLowerCase()

/** The location's department; empty or unknown reads as sales (FIN §3). */
export function locationType(location: Pick<LocationInput, 'type'>): LocationType {
  const type = location.type?.trim().toLowerCase()
  return type === 'service' || type === 'parts' ? type : 'sales'
}

function hasSubtype(location: LocationInput, wanted: string): boolean {
  const subtypes = typeof location.subtype === 'string' ? location.subtype.split(',') : location.subtype
  return !!subtypes?.some((s) => key(s) === key(wanted))
}

const sellsMake = (location: LocationInput, make: string) => !!location.manufacturers?.some((m) => key(m) === key(make))

function passesMainFilter(location: LocationInput, filter: LocationBlockFilter): boolean {
  if (typeof filter === 'object') return String(location.id) === filter.locationId
  if (filter === 'all') return true
  if (filter === 'primary') return location.primary === true
  const type = locationType(location)
  return filter === 'serviceAndParts' ? type === 'service' || type === 'parts' : type === filter
}

/**
 * The locations a Locations block shows, in input order. The main filter, a manufacturer and a
 * subtype all apply; a non-empty include list keeps only those ids (the spec does not say whether
 * it adds or restricts; restricting keeps every other option meaningful); the exclude list wins.
 */
export function filterLocations<L extends LocationInput>(locations: readonly L[], options: LocationBlockOptions): L[] {
  const { manufacturer, subtype, includeIds, excludeIds } = options
  return locations.filter(
    (location) =>
      location.visible !== false &&
      passesMainFilter(location, options.filter) &&
      (!manufacturer?.trim() || sellsMake(location, manufacturer)) &&
      (!subtype?.trim() || hasSubtype(location, subtype)) &&
      (!includeIds?.length || includeIds.includes(String(location.id))) &&
      !excludeIds?.includes(String(location.id)),
  )
}

export type PickerSettings = {
  hiddenIds: readonly string[]
  filter: { makes?: readonly string[]; types?: readonly LocationType[]; ids?: readonly string[] } | null
}

/** The options of a location picker (FIN §2.8): visible, not hidden, and passing every given filter. */
export function pickerOptions<L extends LocationInput>(locations: readonly L[], settings: PickerSettings): L[] {
  const { makes, types, ids } = settings.filter ?? {}
  return locations.filter(
    (location) =>
      location.visible !== false &&
      !settings.hiddenIds.includes(String(location.id)) &&
      (!makes || makes.some((make) => sellsMake(location, make))) &&
      (!types || types.includes(locationType(location))) &&
      (!ids || ids.includes(String(location.id))),
  )
}

/** The picker selects by itself only when exactly one option exists (FIN §2.8). */
export const autoSelectedLocation = <L extends LocationInput>(options: readonly L[]): L | null => (options.length === 1 ? (options[0] as L) : null)

const DEPARTMENT_ORDER: readonly LocationType[] = ['sales', 'service', 'parts']

/**
 * The departments at the current location's street (FIN §2.8 Location page): one per type,
 * sales, service, parts; the current location stands for its own type and is the default. The
 * dropdown shows only when this lists more than one. Without a street there is only the current one.
 */
export function sameStreetDepartments<L extends LocationInput>(current: L, locations: readonly L[]): { options: L[]; selected: L } {
  const street = current.street?.trim().toLowerCase()
  const candidates = street ? [current, ...locations.filter((l) => l.visible !== false && l.street?.trim().toLowerCase() === street)] : [current]
  const options = DEPARTMENT_ORDER.flatMap((type) => candidates.find((l) => locationType(l) === type) ?? [])
  return { options, selected: current }
}

/** The primary location: the first marked primary, else none. */
export const primaryLocation = <L extends LocationInput>(locations: readonly L[]): L | null => locations.find((l) => l.primary === true) ?? null

/**
 * The city of the "Located at {city}" bar (FIN §2.6, INV §4): shown only when the car's city
 * differs from the primary location's. Without either city there is nothing to compare: no bar.
 */
export function locatedAtCity(carCity: string | null | undefined, locations: readonly LocationInput[]): string | null {
  const primaryCity = primaryLocation(locations)?.city?.trim()
  const city = carCity?.trim()
  return city && primaryCity && key(city) !== key(primaryCity) ? city : null
}
