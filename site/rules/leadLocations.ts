/**
 * Which locations a lead form offers, and whether its location is required (FIN §2.8 picker, FIN §5
 * "Location select is required"). The form (site/forms/leadFormModel.ts) and the server's schema
 * (site/leads/schema.ts) both read these, so a form never requires what it cannot show.
 *
 * Not in the specs (decided here): a site that offers a form no location (every location hidden,
 * or none at all) does not ask for one and does not require one: the lead goes to the dealership
 * (the site's only one, or the one the shopper chooses) without a location. The date and time
 * choices are made from a location's hours, so without a location there are none either.
 */
import { pickerOptions, type LocationInput, type PickerSettings } from './locationFilter'

/** A location as a form's picker sees it. */
export type FormLocation = LocationInput & { id: number; dealershipId: number | null; type: 'sales' | 'service' | 'parts' }

/** The department that handles a form; every other form goes to sales (the contact form to anyone). */
const DEPARTMENT: Readonly<Record<string, FormLocation['type']>> = { service: 'service', parts: 'parts' }

/** The lead types whose form has a location select when no car gives the location (FIN §5). */
export const LOCATION_TYPES: ReadonlySet<string> = new Set(['enquiry', 'test-drive', 'trade-in', 'valuation', 'sell-my-car', 'service', 'parts', 'contact'])

/**
 * The locations a form's location picker offers (FIN §2.8 picker: `locations.picker.hiddenIds` and
 * `.filter` via `pickerOptions`), narrowed to the department that handles the form; a filter that
 * leaves nothing falls back to the unfiltered list, so a form reaches someone whenever the site
 * shows any location. A car's form offers its own dealership's locations (its lead goes to the
 * dealership that has the car), every location when that dealership shows none.
 */
export function locationsFor<L extends FormLocation>(type: string, locations: readonly L[], picker: PickerSettings = { hiddenIds: [], filter: null }, carDealership: number | null = null): L[] {
  const own = carDealership === null ? [] : locations.filter((l) => l.dealershipId === carDealership)
  const pickable = pickerOptions(own.length ? own : locations, picker)
  const offered = pickable.length ? pickable : [...locations]
  // The contact form reaches any location (FIN §2.7 Contact: location select).
  if (type === 'contact') return offered
  const department = DEPARTMENT[type] ?? 'sales'
  const matching = offered.filter((l) => l.type === department)
  return matching.length ? matching : offered
}

/** What decides whether a lead must name a location. */
export type LocationQuestion = {
  type: string
  /** The lead is about a car, whose location it is. */
  boundToCar: boolean
  /** How many locations the site offers this form (`locationsFor(...).length`), read from the database by the server. */
  locationsOffered: number
}

/** FIN §5: the location is required on the forms with a location select, when no car gives it and the site offers one. */
export function requiresLocation({ type, boundToCar, locationsOffered }: LocationQuestion): boolean {
  return LOCATION_TYPES.has(type) && !boundToCar && locationsOffered > 0
}

/** A form shows its location select (and the date and time made from that location's hours) only with a location to offer. */
export function showsLocationChoice(locationsOffered: number): boolean {
  return locationsOffered > 0
}
