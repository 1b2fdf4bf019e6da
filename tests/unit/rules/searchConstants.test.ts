import { describe, expect, it } from 'vitest'
import {
  CITY_FACET_LIMIT,
  GRID_CENTRED_BELOW,
  isListFacet,
  isRangeFacet,
  LIST_FACETS,
  LOCATION_FACET_LIMIT,
  MAKE_INITIAL_COUNT,
  MAKE_MODEL_LIMIT,
  PROMO_CARD_TITLES,
  QUERY_DEBOUNCE_MS,
  RANGE_FACETS,
  SEARCH_FACETS,
  SEARCH_PAGE_SIZE,
  SEARCH_TEXTS,
  SLIDER_DEBOUNCE_MS,
  SORT_OPTIONS,
} from '../../../site/rules/searchConstants'

describe('search constants (INV §2, §5, §9; FIN §2.6)', () => {
  it('has the numbers', () => {
    expect([SEARCH_PAGE_SIZE, MAKE_INITIAL_COUNT, MAKE_MODEL_LIMIT, CITY_FACET_LIMIT, LOCATION_FACET_LIMIT]).toEqual([21, 7, 30, 20, 40])
    expect([SLIDER_DEBOUNCE_MS, QUERY_DEBOUNCE_MS, GRID_CENTRED_BELOW]).toEqual([400, 300, 3])
  })

  it('lists every facet of INV §2 in order', () => {
    expect(SEARCH_FACETS.join(', ')).toBe(
      'badge, status, car_type, categories, city, colour, dealership_name, filtered_features, item_type, km, location_name, make, make_model, model, price, subscription_price, price_range, seats, body, drive, fuel, transmission, state, tag, weekly_price_range, year, certified, created_at_timestamp',
    )
  })

  it('splits facets into ranges and lists', () => {
    expect(RANGE_FACETS).toEqual(['price', 'km', 'year', 'subscription_price', 'created_at_timestamp'])
    expect(LIST_FACETS).toHaveLength(SEARCH_FACETS.length - RANGE_FACETS.length)
    expect(LIST_FACETS).toContain('seats')
    expect(LIST_FACETS).not.toContain('price')
    expect([isRangeFacet('km'), isRangeFacet('make'), isRangeFacet('page')]).toEqual([true, false, false])
    expect([isListFacet('make'), isListFacet('km'), isListFacet('query')]).toEqual([true, false, false])
  })

  it('has the default sort options', () => {
    expect(SORT_OPTIONS).toEqual([
      { id: 'relevance', label: 'Most Relevant', index: 'vehicles' },
      { id: 'latest', label: 'Latest', index: 'vehicles_latest' },
      { id: 'priceDesc', label: 'Highest Price', index: 'vehicles_price_desc' },
      { id: 'priceAsc', label: 'Lowest Price', index: 'vehicles_price_asc' },
    ])
  })

  it('has the texts', () => {
    expect(SEARCH_TEXTS).toEqual({
      keywordPlaceholder: 'Keyword search eg. EV, SUV, Toyota',
      noResults: 'No results found for your search at this time. Please try adjusting the filters for more results.',
      emptyOffersTitle: 'No Results Available',
      clearFilters: 'Clear Filters',
      popularMakes: 'Popular Makes',
      allMakes: 'All Makes',
      showAllMakes: 'Show all makes',
      hideExtraMakes: 'Hide extra makes',
      selectModels: 'Select models',
    })
    expect(PROMO_CARD_TITLES).toEqual(['We Want Your Car!', 'We buy all types of cars'])
  })
})
