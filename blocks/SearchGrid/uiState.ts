/**
 * The glue between the spec's search URL state (site/rules/searchUrl.ts) and InstantSearch: its
 * per-index UI state (routing) and the helper's search parameters (server-rendered first page).
 * Pure: no React, so the server loader, the island and the unit tests share it.
 */
import type { IndexUiState } from 'instantsearch.js'
import { emptySearchState, normalizeSearchState, type SearchUrlState } from '../../site/rules/searchUrl'
import { formatRange, parseRange } from '../../site/rules/rangeSlider'
import { TYPE_CHIP_FIELDS } from '../../site/rules/vehicleProfiles'
import { CITY_FACET_LIMIT, isListFacet, isRangeFacet, LOCATION_FACET_LIMIT, MAKE_MODEL_LIMIT, SEARCH_PAGE_SIZE, type ListFacet, type RangeFacet } from '../../site/rules/searchConstants'

/** The primary index (most relevant); the sort replicas are the other `SORT_OPTIONS` indexes. */
export const MAIN_INDEX = 'vehicles'

/** Facet lists shown as checkboxes, in the sidebar's order; limits from INV §2 and FIN §2.6. */
export const LIST_GROUPS: ReadonlyArray<{ attribute: ListFacet; label: string; limit: number }> = [
  { attribute: 'car_type', label: 'Condition', limit: 10 },
  { attribute: 'body', label: 'Body type', limit: 20 },
  { attribute: 'fuel', label: 'Fuel', limit: 20 },
  { attribute: 'transmission', label: 'Transmission', limit: 20 },
  { attribute: 'city', label: 'City', limit: CITY_FACET_LIMIT },
  { attribute: 'location_name', label: 'Location', limit: LOCATION_FACET_LIMIT },
]

export const RANGE_GROUPS: ReadonlyArray<{ attribute: RangeFacet; label: string; unit: 'money' | 'km' | 'year' }> = [
  { attribute: 'price', label: 'Price', unit: 'money' },
  { attribute: 'km', label: 'Kilometres', unit: 'km' },
  { attribute: 'year', label: 'Year', unit: 'year' },
]

/** The hit fields a vehicle card reads (plus the site's attribute chips): keeps the page's payload small. */
/**
 * What a search card reads from a hit (site/vehicles/cardModel.ts): the title and price, the tag, the
 * below-market badge (autograb_data), the save control (photos_count), the finance and similar-cars
 * links (dealership_slug, vin, body) and the views count. tests/unit/vehicles/cardFromHit.test.ts
 * checks a card from these reads as the card from the whole record.
 */
export const CARD_FIELDS = ['slug', 'year', 'make', 'model', 'badge', 'series', 'status', 'reserved', 'tag', 'fuel', 'simple_fuel', 'car_type', 'certified', 'created_at', 'primary_image_url', 'location_name', 'price', 'preorder', 'before_price', 'price_type', 'autograb_data', 'photos_count', 'dealership_slug', 'vin', 'body', 'views', 'item_type', 'simple_body'] as const

/** With the chips the car types add (a caravan's length, sleeps and ATM: site/rules/vehicleProfiles.ts). */
export const hitAttributes = (chips: readonly string[]): string[] => [...new Set([...CARD_FIELDS, ...TYPE_CHIP_FIELDS, ...chips])]

/** Every make is listed (Popular Makes, then All Makes); make_model feeds each make's Select models. */
export const MAKE_LIMIT = 100
export const MODEL_LIMIT = MAKE_MODEL_LIMIT
export const MAKE_MODEL_FACET_LIMIT = 100

const SHOWN_LIST_FACETS: readonly ListFacet[] = ['make', 'model', 'make_model', ...LIST_GROUPS.map((g) => g.attribute)]

/** The list facets a state refines that no visible widget owns: mounted as virtual widgets so the URL round-trips. */
export const hiddenListFacets = (state: SearchUrlState): ListFacet[] =>
  (Object.keys(state.refinements) as ListFacet[]).filter((facet) => !SHOWN_LIST_FACETS.includes(facet))

/** Every facet the island asks for, in a stable order (the helper's disjunctive facets). */
export const islandFacets = (state: SearchUrlState): string[] => [...SHOWN_LIST_FACETS, ...hiddenListFacets(state), ...RANGE_GROUPS.map((g) => g.attribute)]

/** The InstantSearch UI state of one index for a URL state (page stays 1-based, as in the URL). */
export function toIndexUiState(state: SearchUrlState): IndexUiState {
  const ui: IndexUiState = {}
  if (state.query) ui.query = state.query
  if (state.sortBy && state.sortBy !== MAIN_INDEX) ui.sortBy = state.sortBy
  if (state.page > 1) ui.page = state.page
  const lists = Object.entries(state.refinements).filter(([, values]) => values?.length)
  if (lists.length) ui.refinementList = Object.fromEntries(lists) as Record<string, string[]>
  const ranges = Object.entries(state.ranges).flatMap(([facet, range]) => {
    const text = formatRange(range ?? {})
    return text === null ? [] : [[facet, text] as const]
  })
  if (ranges.length) ui.range = Object.fromEntries(ranges)
  return ui
}

/** The URL state of an index's UI state; unknown facets and unreadable ranges are dropped. */
export function fromIndexUiState(ui: IndexUiState | undefined): SearchUrlState {
  const state = emptySearchState()
  if (!ui) return state
  if (ui.query) state.query = ui.query
  if (ui.sortBy && ui.sortBy !== MAIN_INDEX) state.sortBy = ui.sortBy
  if (ui.page) state.page = ui.page
  for (const [facet, values] of Object.entries(ui.refinementList ?? {})) if (isListFacet(facet)) state.refinements[facet] = values
  for (const [facet, text] of Object.entries(ui.range ?? {})) {
    const range = isRangeFacet(facet) && parseRange(text)
    if (range) state.ranges[facet as RangeFacet] = range
  }
  return normalizeSearchState(state)
}

type NumericRefinements = Record<string, { '>='?: number[]; '<='?: number[] }>

/** The helper's search parameters for a state, as the island's widgets build them (server first page). */
export function helperParameters(state: SearchUrlState, attributesToRetrieve: string[]) {
  const numericRefinements: NumericRefinements = {}
  for (const [facet, range] of Object.entries(state.ranges)) {
    numericRefinements[facet] = {
      ...(range?.min !== undefined ? { '>=': [range.min] } : {}),
      ...(range?.max !== undefined ? { '<=': [range.max] } : {}),
    }
  }
  return {
    index: state.sortBy ?? MAIN_INDEX,
    query: state.query ?? '',
    page: state.page - 1,
    hitsPerPage: SEARCH_PAGE_SIZE,
    attributesToRetrieve,
    maxValuesPerFacet: MAKE_LIMIT,
    disjunctiveFacets: islandFacets(state),
    disjunctiveFacetsRefinements: Object.fromEntries(Object.entries(state.refinements).map(([facet, values]) => [facet, [...(values ?? [])]])),
    numericRefinements,
  }
}
