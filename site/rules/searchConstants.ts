/** Fixed search constants (INV §2, §5, §9; FIN §2.6, §9; variants "Fixed constants"). */

/** Hits per page for search, catalogue, offers, similar-car and budget searches (INV §7, §9; FIN §9). */
export const SEARCH_PAGE_SIZE = 21

/** Makes shown before Show all makes (INV §2); a site may override it with `search.makeFilter.initialCount`. */
export const MAKE_INITIAL_COUNT = 7

/** Models listed under a make's Select models expander (INV §2, §9). */
export const MAKE_MODEL_LIMIT = 30

/** Facet value limits of the city and dealership/location name filters (FIN §2.6). */
export const CITY_FACET_LIMIT = 20
export const LOCATION_FACET_LIMIT = 40

/** Debounces before a change reaches the URL (INV §5, §9). */
export const SLIDER_DEBOUNCE_MS = 400
export const QUERY_DEBOUNCE_MS = 300
/** The longest keyword search the search API takes; a longer `query` in a page address is cut to it. */
export const SEARCH_QUERY_MAX = 200

/** The result grid is centred below this many hits (INV §2, §9). */
export const GRID_CENTRED_BELOW = 3

/**
 * Every facet of the search results page (INV §2), in the spec's order. The spec lists 28 names;
 * each is one URL parameter (see searchUrl.ts).
 */
export const SEARCH_FACETS = [
  'badge',
  'status',
  'car_type',
  'categories',
  'city',
  'colour',
  'dealership_name',
  'filtered_features',
  'item_type',
  'km',
  'location_name',
  'make',
  'make_model',
  'model',
  'price',
  'subscription_price',
  'price_range',
  'seats',
  'body',
  'drive',
  'fuel',
  'transmission',
  'state',
  'tag',
  'weekly_price_range',
  'year',
  'certified',
  'created_at_timestamp',
] as const

export type SearchFacet = (typeof SEARCH_FACETS)[number]

/**
 * The numeric facets refined as a min:max range (INV §5 "price, km and other range facets").
 * `seats` stays a list of values (2, 5, 7 seats); the price_range buckets are list values too.
 */
export const RANGE_FACETS = ['price', 'km', 'year', 'subscription_price', 'created_at_timestamp'] as const

export type RangeFacet = (typeof RANGE_FACETS)[number]
export type ListFacet = Exclude<SearchFacet, RangeFacet>

export const LIST_FACETS: readonly ListFacet[] = SEARCH_FACETS.filter((f): f is ListFacet => !(RANGE_FACETS as readonly string[]).includes(f))

export const isRangeFacet = (name: string): name is RangeFacet => (RANGE_FACETS as readonly string[]).includes(name)
export const isListFacet = (name: string): name is ListFacet => (LIST_FACETS as readonly string[]).includes(name)

/**
 * Default sort options (INV §2; FIN §9; `search.sortOptions`). `index` is the replica index the
 * InstantSearch `sortBy` names; the primary index is most relevant.
 */
export const SORT_OPTIONS = [
  { id: 'relevance', label: 'Most Relevant', index: 'vehicles' },
  { id: 'latest', label: 'Latest', index: 'vehicles_latest' },
  { id: 'priceDesc', label: 'Highest Price', index: 'vehicles_price_desc' },
  { id: 'priceAsc', label: 'Lowest Price', index: 'vehicles_price_asc' },
] as const

export type SortOptionId = (typeof SORT_OPTIONS)[number]['id']

/** A `sortBy` value that names one of the sort indexes (anything else in a URL is ignored, not searched). */
export const isSortIndex = (value: string): boolean => SORT_OPTIONS.some((option) => option.index === value)

/** Texts of the search page (INV §2, FIN §2.6). */
export const SEARCH_TEXTS = {
  keywordPlaceholder: 'Keyword search eg. EV, SUV, Toyota',
  noResults: 'No results found for your search at this time. Please try adjusting the filters for more results.',
  emptyOffersTitle: 'No Results Available',
  clearFilters: 'Clear Filters',
  popularMakes: 'Popular Makes',
  allMakes: 'All Makes',
  showAllMakes: 'Show all makes',
  hideExtraMakes: 'Hide extra makes',
  selectModels: 'Select models',
} as const

/** Texts of the promotional cards interleaved in the results (INV §2; FIN §2.6). */
export const PROMO_CARD_TITLES = ['We Want Your Car!', 'We buy all types of cars'] as const
