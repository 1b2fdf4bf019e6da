import algoliasearchHelper from 'algoliasearch-helper'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { searchRouting, stateOfLocation } from '../../../blocks/SearchGrid/routing'
import { fromIndexUiState, helperParameters, hiddenListFacets, MAIN_INDEX, toIndexUiState } from '../../../blocks/SearchGrid/uiState'
import { LIST_FACETS, RANGE_FACETS } from '../../../site/rules/searchConstants'
import { emptySearchState, normalizeSearchState, type SearchRouteContext, type SearchUrlState } from '../../../site/rules/searchUrl'

const ctx: SearchRouteContext = {
  makes: [{ name: 'Mazda', slug: 'mazda' }, { name: 'Land Rover', slug: 'land-rover' }],
  models: [{ make: 'Mazda', name: 'CX-5', slug: 'cx-5' }],
  locations: [{ name: 'Harbourside North', slug: 'harbourside-north' }],
  dealerships: [],
  bodies: [{ name: 'SUV', slug: 'suv' }],
  usedCarRoutes: false,
}

const value = fc.stringMatching(/^[A-Za-z0-9 -]{1,12}$/).filter((s) => s.trim() === s && s !== '')
const side = fc.option(fc.integer({ min: 0, max: 500000 }), { nil: undefined })
const stateArb: fc.Arbitrary<SearchUrlState> = fc
  .record({
    query: fc.option(value, { nil: undefined }),
    page: fc.integer({ min: 1, max: 40 }),
    sortBy: fc.option(fc.constantFrom('vehicles_latest', 'vehicles_price_asc', 'vehicles_price_desc'), { nil: undefined }),
    refinements: fc.dictionary(fc.constantFrom(...LIST_FACETS), fc.array(value, { minLength: 1, maxLength: 3 })),
    ranges: fc.dictionary(fc.constantFrom(...RANGE_FACETS), fc.record({ min: side, max: side })),
  })
  .map((s) => normalizeSearchState(s as SearchUrlState))

describe('SearchGrid UI state ⇄ URL state', () => {
  it('round-trips every normalized URL state through the InstantSearch UI state', () => {
    fc.assert(fc.property(stateArb, (state) => {
        expect(fromIndexUiState(toIndexUiState(state))).toEqual(state)
      }), { numRuns: 300 })
  })

  it('maps a make, model, price range and body to the UI state InstantSearch widgets read', () => {
    const state = normalizeSearchState({ ...emptySearchState(), page: 2, refinements: { make: ['Mazda'], model: ['CX-5'], body: ['SUV'] }, ranges: { price: { min: 10000, max: 30000 }, km: { max: 50000 } } })
    expect(toIndexUiState(state)).toEqual({ page: 2, refinementList: { make: ['Mazda'], model: ['CX-5'], body: ['SUV'] }, range: { price: '10000:30000', km: ':50000' } })
  })

  it('drops the primary index as a sort, unknown facets and unreadable ranges', () => {
    expect(fromIndexUiState({ sortBy: MAIN_INDEX, refinementList: { nope: ['x'], make: ['Mazda'] }, range: { price: 'abc', km: '5:1' } })).toEqual({ ...emptySearchState(), refinements: { make: ['Mazda'] } })
    expect(fromIndexUiState(undefined)).toEqual(emptySearchState())
  })
})

describe('SearchGrid routing on the SEO routes', () => {
  it('writes /search/{make}/{model} with the rest in the query and reads it back', () => {
    const routing = searchRouting(ctx, '/search/used-cars')
    const ui = { [MAIN_INDEX]: { refinementList: { make: ['Mazda'], model: ['CX-5'], body: ['SUV'] }, range: { price: '10000:30000' } } }
    const url = routing.router.createURL(routing.stateMapping.stateToRoute(ui))
    // absolute, so the router can tell an unchanged URL from location.href and push no duplicate entry
    expect(url).toBe('http://localhost/search/mazda/cx-5?price=10000:30000&body=SUV')
    const back = stateOfLocation(new URL(url), ctx)
    expect(routing.stateMapping.routeToState(back)).toEqual(ui)
  })

  it('reads the server URL when there is no window, and page only when not 1', () => {
    const routing = searchRouting(ctx, '/search/used-cars?page=3')
    expect(routing.router.read()).toEqual({ ...emptySearchState(), page: 3, refinements: { car_type: ['used'] } })
    expect(routing.router.createURL({ ...emptySearchState(), refinements: { car_type: ['used'] } })).toBe('http://localhost/search/used-cars')
  })

  it('treats an unreadable path as the default search', () => {
    expect(stateOfLocation({ pathname: '/search/no-such-make', search: '' }, ctx)).toEqual(emptySearchState())
  })
})

describe('SearchGrid server first page', () => {
  it('asks for the same queries the widgets ask for: filters, ranges, and one disjunctive query per refined facet', async () => {
    const state = normalizeSearchState({ ...emptySearchState(), page: 2, sortBy: 'vehicles_price_asc', refinements: { make: ['Mazda'], seats: ['7'] }, ranges: { price: { min: 10000 } } })
    const params = helperParameters(state, ['slug', 'price'])
    expect(hiddenListFacets(state)).toEqual(['seats'])
    expect(params.disjunctiveFacets).toContain('seats')
    const seen: Array<{ indexName: string; params: Record<string, unknown> }> = []
    const client = { search: async (queries: typeof seen) => (seen.push(...queries), { results: queries.map(() => ({ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 21, facets: {}, processingTimeMS: 1, query: '', params: '', exhaustiveFacetsCount: true })) }) }
    await algoliasearchHelper(client as never, params.index, params).searchOnce({})
    expect(seen[0]).toMatchObject({ indexName: 'vehicles_price_asc', params: { page: 1, hitsPerPage: 21, attributesToRetrieve: ['slug', 'price'], facetFilters: [['make:Mazda'], ['seats:7']], numericFilters: ['price>=10000'] } })
    expect(seen.map((q) => q.params.hitsPerPage)).toEqual([21, 0, 0, 0])
  })
})
