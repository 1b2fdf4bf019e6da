/**
 * The /dealer-locator page (INV §2 Routes "Informational pages"; FIN §2.8 locations): besides the
 * postcode finder, every location listed by state, so a shopper without a postcode in mind still
 * finds the nearest one.
 *
 * Not in the specs (decided here): states in name order with locations of an unknown state last,
 * and within a state by town then name; a summary "N locations in M states".
 */

export const STATE_NAMES: Readonly<Record<string, string>> = {
  act: 'Australian Capital Territory',
  nsw: 'New South Wales',
  nt: 'Northern Territory',
  qld: 'Queensland',
  sa: 'South Australia',
  tas: 'Tasmania',
  vic: 'Victoria',
  wa: 'Western Australia',
}

export const OTHER_STATE = 'Other locations'

export type LocatorEntry = { name: string; state: string | null; city: string | null }
export type StateGroup<L> = { state: string; locations: L[] }

const stateName = (state: string | null): string | null => (state ? (STATE_NAMES[state.trim().toLowerCase()] ?? null) : null)

/** The locations grouped by state (name order, unknown last), each group by town then name. */
export function locationsByState<L extends LocatorEntry>(locations: readonly L[]): Array<StateGroup<L>> {
  const groups = new Map<string, L[]>()
  for (const location of locations) {
    const name = stateName(location.state) ?? OTHER_STATE
    groups.set(name, [...(groups.get(name) ?? []), location])
  }
  const byPlace = (a: L, b: L) => (a.city ?? '').localeCompare(b.city ?? '') || a.name.localeCompare(b.name)
  return [...groups.entries()]
    .sort(([a], [b]) => (a === OTHER_STATE ? 1 : b === OTHER_STATE ? -1 : a.localeCompare(b)))
    .map(([state, list]) => ({ state, locations: [...list].sort(byPlace) }))
}

/** "5 locations in 3 states", "2 locations in Queensland". */
export function locatorSummary(groups: ReadonlyArray<StateGroup<unknown>>): string {
  const count = groups.reduce((sum, g) => sum + g.locations.length, 0)
  const known = groups.filter((g) => g.state !== OTHER_STATE)
  const places = known.length === 1 && groups.length === 1 ? `in ${known[0]!.state}` : known.length > 1 ? `in ${known.length} states` : ''
  return [`${count} ${count === 1 ? 'location' : 'locations'}`, places].filter(Boolean).join(' ')
}
