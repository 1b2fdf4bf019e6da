import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LIST_FACETS, RANGE_FACETS } from '../../../site/rules/searchConstants'
import {
  CAR_TYPE_ROUTES,
  clearRefinements,
  emptySearchState,
  formatSearchUrl,
  normalizeSearchState,
  parseSearchLocation,
  parseSearchUrl,
  slugify,
  toggleRefinement,
  withPage,
  withQuery,
  withRange,
  withRefinement,
  withSortBy,
  type SearchRouteContext,
  type SearchUrlState,
} from '../../../site/rules/searchUrl'

/** Site data with deliberate collisions: a make named like a type route, duplicate slugs, a location and a body sharing a slug. */
const ctx: SearchRouteContext = {
  makes: [
    { name: 'Toyota', slug: 'toyota' },
    { name: 'Mazda', slug: 'mazda' },
    { name: 'Land Rover', slug: 'land-rover' },
    { name: 'Used Cars Inc', slug: 'used-cars' },
    { name: 'MAZDA', slug: 'mazda' },
  ],
  models: [
    { make: 'Toyota', name: 'Corolla', slug: 'corolla' },
    { make: 'Toyota', name: 'HiLux', slug: 'hilux' },
    { make: 'Toyota', name: 'Corolla Cross', slug: 'corolla' },
    { make: 'Land Rover', name: 'Range Rover Sport', slug: 'range-rover-sport' },
    { make: 'Mazda', name: 'CX-5', slug: 'cx-5' },
    { make: 'Mazda', name: 'Corolla', slug: 'mazda-corolla' },
  ],
  locations: [
    { name: 'Brisbane Toyota', slug: 'brisbane-toyota' },
    { name: 'Toyota Dup', slug: 'toyota' },
    { name: 'Gold Coast', slug: 'gold-coast' },
    { name: 'Mazda', slug: 'mazda' },
    { name: 'Land Rover', slug: 'land-rover-dealer' },
  ],
  dealerships: [
    { name: 'Southern Cross Toyota', slug: 'sc-toyota' },
    { name: 'Gold Coast Motors', slug: 'gold-coast' },
    { name: 'Harbourside Mazda', slug: 'harbourside-mazda' },
  ],
  bodies: [
    { name: 'SUV', slug: 'suv' },
    { name: 'Ute', slug: 'ute' },
    { name: 'Gold Coast Body', slug: 'gold-coast' },
  ],
  usedCarRoutes: true,
}
const noBodyRoutes: SearchRouteContext = { ...ctx, usedCarRoutes: false }

const state = (patch: Partial<SearchUrlState>): SearchUrlState => ({ ...emptySearchState(), ...patch })
const refine = (refinements: SearchUrlState['refinements'], patch: Partial<SearchUrlState> = {}) => state({ refinements, ...patch })

describe('slugs and routes (FIN §2.1)', () => {
  it.each([
    ['Toyota', 'toyota'],
    ['Land Rover', 'land-rover'],
    ['  Range Rover  Sport! ', 'range-rover-sport'],
    ['CX-5', 'cx-5'],
    ['Mercedes-Benz', 'mercedes-benz'],
  ])('slugify(%j) = %s', (name, slug) => expect(slugify(name)).toBe(slug))

  it('has the car type routes', () => {
    expect(CAR_TYPE_ROUTES).toEqual({
      'new-used-and-demo-cars': [],
      'new-cars': ['new'],
      'used-cars': ['used'],
      'demo-cars': ['demo'],
      'new-and-demo-cars': ['new', 'demo'],
    })
  })
})

describe('formatSearchUrl (FIN §2.1)', () => {
  it.each<[string, SearchUrlState, string]>([
    ['no filter', emptySearchState(), '/search/new-used-and-demo-cars'],
    ['used', refine({ car_type: ['used'] }), '/search/used-cars'],
    ['new', refine({ car_type: ['new'] }), '/search/new-cars'],
    ['demo', refine({ car_type: ['demo'] }), '/search/demo-cars'],
    ['new and demo', refine({ car_type: ['demo', 'new'] }), '/search/new-and-demo-cars'],
    ['all three', refine({ car_type: ['used', 'demo', 'new'] }), '/search/new-used-and-demo-cars'],
    ['new and used', refine({ car_type: ['used', 'new'] }), '/search/new-used-and-demo-cars?car_type=new&car_type=used'],
    ['all three plus another', refine({ car_type: ['new', 'used', 'demo', 'x'] }), '/search/new-used-and-demo-cars?car_type=new&car_type=used&car_type=demo&car_type=x'],
    ['one make', refine({ make: ['Toyota'] }), '/search/toyota'],
    ['make and model', refine({ make: ['Toyota'], model: ['Corolla'] }), '/search/toyota/corolla'],
    ['make and model with spaces', refine({ make: ['Land Rover'], model: ['Range Rover Sport'] }), '/search/land-rover/range-rover-sport'],
    ['model whose slug another model owns', refine({ make: ['Toyota'], model: ['Corolla Cross'] }), '/search/toyota?model=Corolla+Cross'],
    ['two models', refine({ make: ['Toyota'], model: ['Corolla', 'HiLux'] }), '/search/toyota?model=Corolla&model=HiLux'],
    ['model of another make', refine({ make: ['Mazda'], model: ['HiLux'] }), '/search/mazda?model=HiLux'],
    ['second model of a make', refine({ make: ['Toyota'], model: ['HiLux'] }), '/search/toyota/hilux'],
    ['model name shared by two makes', refine({ make: ['Mazda'], model: ['Corolla'] }), '/search/mazda/mazda-corolla'],
    ['location named like a make, with its slug', refine({ location_name: ['Mazda'] }), '/search/new-used-and-demo-cars?location_name=Mazda'],
    ['location named like a make keeps the model in the query', refine({ location_name: ['Land Rover'], model: ['Range Rover Sport'] }), '/search/land-rover-dealer?model=Range+Rover+Sport'],
    ['car type words in other facets keep their order', refine({ colour: ['used', 'new'], tag: ['new', 'used', 'demo'] }), '/search/new-used-and-demo-cars?colour=used&colour=new&tag=new&tag=used&tag=demo'],
    ['model without make', refine({ model: ['Corolla'] }), '/search/new-used-and-demo-cars?model=Corolla'],
    ['two makes', refine({ make: ['Toyota', 'Mazda'] }), '/search/new-used-and-demo-cars?make=Toyota&make=Mazda'],
    ['unknown make', refine({ make: ['Kia'] }), '/search/new-used-and-demo-cars?make=Kia'],
    ['make named like a type route', refine({ make: ['Used Cars Inc'] }), '/search/new-used-and-demo-cars?make=Used+Cars+Inc'],
    ['make with a duplicate slug', refine({ make: ['MAZDA'] }), '/search/new-used-and-demo-cars?make=MAZDA'],
    ['make name is matched exactly', refine({ make: ['toyota'] }), '/search/new-used-and-demo-cars?make=toyota'],
    ['location', refine({ location_name: ['Brisbane Toyota'] }), '/search/brisbane-toyota'],
    ['location shadowed by a make', refine({ location_name: ['Toyota Dup'] }), '/search/new-used-and-demo-cars?location_name=Toyota+Dup'],
    ['two locations', refine({ location_name: ['Gold Coast', 'Brisbane Toyota'] }), '/search/new-used-and-demo-cars?location_name=Gold+Coast&location_name=Brisbane+Toyota'],
    ['dealership (See more from this dealer, INV §2 Routes)', refine({ dealership_name: ['Southern Cross Toyota'] }), '/search/sc-toyota'],
    ['dealership shadowed by a location', refine({ dealership_name: ['Gold Coast Motors'] }), '/search/new-used-and-demo-cars?dealership_name=Gold+Coast+Motors'],
    ['location beats dealership', refine({ location_name: ['Brisbane Toyota'], dealership_name: ['Harbourside Mazda'] }), '/search/brisbane-toyota?dealership_name=Harbourside+Mazda'],
    ['dealership beats body and car type', refine({ car_type: ['used'], dealership_name: ['Harbourside Mazda'], body: ['Ute'] }), '/search/harbourside-mazda?car_type=used&body=Ute'],
    ['body', refine({ body: ['SUV'] }), '/search/suv'],
    ['body shadowed by a location', refine({ body: ['Gold Coast Body'] }), '/search/new-used-and-demo-cars?body=Gold+Coast+Body'],
    ['make beats car type', refine({ car_type: ['used'], make: ['Toyota'] }), '/search/toyota?car_type=used'],
    ['make beats location', refine({ make: ['Toyota'], location_name: ['Gold Coast'] }), '/search/toyota?location_name=Gold+Coast'],
    ['location beats body and car type', refine({ car_type: ['used'], location_name: ['Gold Coast'], body: ['Ute'] }), '/search/gold-coast?car_type=used&body=Ute'],
    ['body beats car type', refine({ car_type: ['used'], body: ['Ute'] }), '/search/ute?car_type=used'],
    ['query', state({ query: 'red suv' }), '/search/new-used-and-demo-cars?query=red+suv'],
    ['sort', state({ sortBy: 'vehicles_price_asc' }), '/search/new-used-and-demo-cars?sortBy=vehicles_price_asc'],
    ['page 2', state({ page: 2 }), '/search/new-used-and-demo-cars?page=2'],
    ['page 1', state({ page: 1 }), '/search/new-used-and-demo-cars'],
    ['page 0', state({ page: 0 }), '/search/new-used-and-demo-cars'],
    ['page 2.5', state({ page: 2.5 }), '/search/new-used-and-demo-cars'],
    ['price range', state({ ranges: { price: { min: 10000, max: 30000 } } }), '/search/new-used-and-demo-cars?price=10000:30000'],
    ['open price max', state({ ranges: { price: { max: 30000 } } }), '/search/new-used-and-demo-cars?price=:30000'],
    ['open km min', state({ ranges: { km: { min: 5000 } } }), '/search/new-used-and-demo-cars?km=5000:'],
    ['empty range', state({ ranges: { price: {} } }), '/search/new-used-and-demo-cars'],
    ['inverted range', state({ ranges: { price: { min: 3, max: 2 } } }), '/search/new-used-and-demo-cars'],
    ['empty values', refine({ colour: ['', 'Red', 'Red'] }), '/search/new-used-and-demo-cars?colour=Red'],
    [
      'everything in order',
      refine({ car_type: ['used'], colour: ['Red', 'Blue'], seats: ['7'] }, { query: 'ute', sortBy: 'vehicles_latest', page: 3, ranges: { price: { max: 30000 }, year: { min: 2015 } } }),
      '/search/used-cars?query=ute&sortBy=vehicles_latest&colour=Red&colour=Blue&price=:30000&seats=7&year=2015:&page=3',
    ],
    ['escaping', refine({ tag: ['A&B=C', '1+1', 'x,y:z', 'a#b?c/d', 'é ü'] }), '/search/new-used-and-demo-cars?tag=A%26B%3DC&tag=1%2B1&tag=x,y:z&tag=a%23b%3Fc%2Fd&tag=%C3%A9+%C3%BC'],
  ])('%s', (_, s, url) => expect(formatSearchUrl(s, ctx)).toBe(url))

  it('keeps the body in the query string without used-car routes', () => {
    expect(formatSearchUrl(refine({ body: ['SUV'] }), noBodyRoutes)).toBe('/search/new-used-and-demo-cars?body=SUV')
  })
})

describe('parseSearchUrl (FIN §2.1)', () => {
  const ok = (patch: Partial<SearchUrlState>) => ({ ok: true, state: state(patch) })
  it.each<[string, ReturnType<typeof ok> | { ok: false }]>([
    ['/search', ok({})],
    ['/search/', ok({})],
    ['/search/new-used-and-demo-cars', ok({})],
    ['/search/used-cars', ok({ refinements: { car_type: ['used'] } })],
    ['/search/USED-CARS/', ok({ refinements: { car_type: ['used'] } })],
    ['/search/new-and-demo-cars', ok({ refinements: { car_type: ['new', 'demo'] } })],
    ['/search/used-cars?car_type=new', ok({ refinements: { car_type: ['new', 'used'] } })],
    ['/search/new-used-and-demo-cars?car_type=used&car_type=new&car_type=demo', ok({})],
    ['/search/toyota', ok({ refinements: { make: ['Toyota'] } })],
    ['/search/toyota/corolla', ok({ refinements: { make: ['Toyota'], model: ['Corolla'] } })],
    ['/search/toyota/corolla?model=HiLux', ok({ refinements: { make: ['Toyota'], model: ['Corolla', 'HiLux'] } })],
    ['/search/toyota?make=Mazda&make=Toyota', ok({ refinements: { make: ['Toyota', 'Mazda'] } })],
    ['/search/land-rover/range-rover-sport', ok({ refinements: { make: ['Land Rover'], model: ['Range Rover Sport'] } })],
    ['/search/brisbane-toyota', ok({ refinements: { location_name: ['Brisbane Toyota'] } })],
    ['/search/gold-coast', ok({ refinements: { location_name: ['Gold Coast'] } })],
    ['/search/suv', ok({ refinements: { body: ['SUV'] } })],
    ['/search/sc-toyota', ok({ refinements: { dealership_name: ['Southern Cross Toyota'] } })],
    ['/search/harbourside-mazda?car_type=used', ok({ refinements: { car_type: ['used'], dealership_name: ['Harbourside Mazda'] } })],
    ['/search/sc-toyota/corolla', { ok: false }],
    ['/search/used-cars?query=red+suv&sortBy=vehicles_latest&page=3', ok({ query: 'red suv', sortBy: 'vehicles_latest', page: 3, refinements: { car_type: ['used'] } })],
    ['/search/used-cars?price=10000:30000&km=%3A5000', ok({ refinements: { car_type: ['used'] }, ranges: { price: { min: 10000, max: 30000 }, km: { max: 5000 } } })],
    ['/search?price=bad&year=2010:', ok({ ranges: { year: { min: 2010 } } })],
    ['/search?price=1:2&price=bad', ok({ ranges: { price: { min: 1, max: 2 } } })],
    ['/search?price=1:2&price=3:4', ok({ ranges: { price: { min: 3, max: 4 } } })],
    ['/search?query=a&query=b&sortBy=vehicles_latest&sortBy=vehicles_price_asc', ok({ query: 'b', sortBy: 'vehicles_price_asc' })],
    // Only the sort indexes: an unknown name (a 500 from the search before) is ignored like any unknown parameter.
    ['/search/used-cars?sortBy=price_asc', ok({ refinements: { car_type: ['used'] } })],
    ['/search?sortBy=vehicles_latest&sortBy=models', ok({ sortBy: 'vehicles_latest' })],
    ['/search?query=&sortBy=', ok({})],
    ['/search?page=2&page=5', ok({ page: 5 })],
    ['/search?page=0', ok({})],
    ['/search?page=-2', ok({})],
    ['/search?page=1.5', ok({})],
    ['/search?page=abc', ok({})],
    ['/search?page=5&page=abc', ok({})],
    ['/search?colour=&colour=Red&utm_source=x&hitsPerPage=100', ok({ refinements: { colour: ['Red'] } })],
    ['/search?tag=A%26B%3DC&tag=1%2B1&tag=x,y:z#top', ok({ refinements: { tag: ['A&B=C', '1+1', 'x,y:z'] } })],
    ['/search/used-cars#results?page=2', ok({ refinements: { car_type: ['used'] } })],
    ['/search?query=what%3F', ok({ query: 'what?' })],
    ['/search?query=what?+now', ok({ query: 'what? now' })],
    ['/search/land-rover-dealer', ok({ refinements: { location_name: ['Land Rover'] } })],
    ['/search/toyota/unknown', { ok: false }],
    ['/search/mazda/corolla', { ok: false }],
    ['/search/land-rover-dealer/range-rover-sport', { ok: false }],
    ['/search/used-cars/corolla', { ok: false }],
    ['/search/brisbane-toyota/corolla', { ok: false }],
    ['/search/toyota/corolla/extra', { ok: false }],
    ['/search/unknown', { ok: false }],
    ['/search/constructor', { ok: false }],
    ['/search/__proto__', { ok: false }],
    ['/searching/used-cars', { ok: false }],
    ['/cars/used-cars', { ok: false }],
    ['', { ok: false }],
  ])('%s', (url, expected) => expect(parseSearchUrl(url, ctx)).toEqual(expected))

  it('needs used-car routes for body paths', () => {
    expect(parseSearchUrl('/search/suv', noBodyRoutes)).toEqual({ ok: false })
    expect(parseSearchUrl('/search/gold-coast', noBodyRoutes)).toEqual({ ok: true, state: state({ refinements: { location_name: ['Gold Coast'] } }) })
  })

  it('takes route segments and any params form', () => {
    const expected = { ok: true, state: state({ query: 'x', page: 2, refinements: { make: ['Toyota', 'Mazda'], model: ['Corolla'] } }) }
    expect(parseSearchLocation(['toyota', 'corolla'], '?query=x&page=2&make=Mazda', ctx)).toEqual(expected)
    expect(parseSearchLocation(['Toyota', '', 'Corolla'], new URLSearchParams('query=x&page=2&make=Mazda'), ctx)).toEqual(expected)
    expect(parseSearchLocation(['toyota', 'corolla'], { query: 'x', page: '2', make: ['Mazda'], colour: undefined }, ctx)).toEqual(expected)
    expect(parseSearchLocation([], {}, ctx)).toEqual({ ok: true, state: emptySearchState() })
  })

  it('cuts a query longer than the search API takes to its 200 characters', () => {
    const parsed = parseSearchLocation([], { query: 'a'.repeat(250) }, ctx)
    expect(parsed).toEqual({ ok: true, state: state({ query: 'a'.repeat(200) }) })
    expect(parseSearchLocation([], { query: 'b'.repeat(200) }, ctx)).toEqual({ ok: true, state: state({ query: 'b'.repeat(200) }) })
  })
})

describe('state changes (INV §4: the page goes on any filter or query change)', () => {
  const onPage3 = refine({ make: ['Toyota'], colour: ['Red'] }, { query: 'ute', sortBy: 'vehicles_latest', page: 3, ranges: { price: { max: 30000 } } })

  it('withQuery resets the page and drops an empty query', () => {
    expect(withQuery(onPage3, 'suv')).toEqual({ ...onPage3, query: 'suv', page: 1 })
    expect(withQuery(onPage3, '')).toEqual({ ...onPage3, query: undefined, page: 1 })
    expect(withQuery(onPage3, '')).not.toHaveProperty('query')
  })

  it('withRefinement replaces a facet and resets the page', () => {
    expect(withRefinement(onPage3, 'colour', ['Blue', 'Blue'])).toEqual({ ...onPage3, refinements: { make: ['Toyota'], colour: ['Blue'] }, page: 1 })
    expect(withRefinement(onPage3, 'colour', [])).toEqual({ ...onPage3, refinements: { make: ['Toyota'] }, page: 1 })
  })

  it('toggleRefinement adds and removes one value', () => {
    expect(toggleRefinement(onPage3, 'colour', 'Blue').refinements.colour).toEqual(['Red', 'Blue'])
    expect(toggleRefinement(onPage3, 'colour', 'Red').refinements).toEqual({ make: ['Toyota'] })
    expect(toggleRefinement(withRefinement(onPage3, 'colour', ['Red', 'Blue', 'Green']), 'colour', 'Blue').refinements.colour).toEqual(['Red', 'Green'])
    expect(toggleRefinement(onPage3, 'body', 'SUV')).toEqual({ ...onPage3, refinements: { ...onPage3.refinements, body: ['SUV'] }, page: 1 })
  })

  it('withRange sets or clears a range and resets the page', () => {
    expect(withRange(onPage3, 'km', { max: 5000 })).toEqual({ ...onPage3, ranges: { price: { max: 30000 }, km: { max: 5000 } }, page: 1 })
    expect(withRange(onPage3, 'price', null)).toEqual({ ...onPage3, ranges: {}, page: 1 })
  })

  it('withSortBy resets the page', () => {
    expect(withSortBy(onPage3, 'vehicles_price_asc')).toEqual({ ...onPage3, sortBy: 'vehicles_price_asc', page: 1 })
    expect(withSortBy(onPage3, undefined)).not.toHaveProperty('sortBy')
  })

  it('clearRefinements keeps query and sort', () => {
    expect(clearRefinements(onPage3)).toEqual({ query: 'ute', sortBy: 'vehicles_latest', page: 1, refinements: {}, ranges: {} })
  })

  it('withPage keeps every filter', () => {
    expect(withPage(onPage3, 4)).toEqual({ ...onPage3, page: 4 })
    expect(withPage(onPage3, 0)).toEqual({ ...onPage3, page: 1 })
  })
})

describe('round trip (property)', () => {
  const known = ['Toyota', 'Mazda', 'MAZDA', 'Land Rover', 'Used Cars Inc', 'Kia', 'Corolla', 'Corolla Cross', 'HiLux', 'CX-5', 'Range Rover Sport']
  const places = ['Brisbane Toyota', 'Toyota Dup', 'Gold Coast', 'SUV', 'Ute', 'Gold Coast Body', 'new', 'used', 'demo']
  const value = fc.oneof(fc.constantFrom(...known, ...places), fc.string({ maxLength: 6 }), fc.string({ unit: 'grapheme', maxLength: 4 }))
  const values = fc.array(value, { maxLength: 3 })
  const side = fc.option(fc.oneof(fc.integer({ min: -1e6, max: 1e7 }), fc.double({ noNaN: true, min: -1e30, max: 1e30 })), { nil: undefined })
  const stateArb: fc.Arbitrary<SearchUrlState> = fc.record({
    query: fc.option(fc.string({ unit: 'grapheme', maxLength: 10 }), { nil: undefined }),
    page: fc.oneof(fc.integer({ min: -2, max: 500 }), fc.double()),
    sortBy: fc.option(fc.oneof(fc.constantFrom('vehicles_latest', 'vehicles_price_asc'), fc.string({ maxLength: 5 })), { nil: undefined }),
    refinements: fc.dictionary(fc.constantFrom(...LIST_FACETS), values, { maxKeys: 6 }),
    ranges: fc.dictionary(fc.constantFrom(...RANGE_FACETS), fc.record({ min: side, max: side }, { requiredKeys: [] }), { maxKeys: 3 }),
  })
  const contexts = fc.constantFrom(ctx, noBodyRoutes)

  it('parse(format(state)) = normalize(state) and format(parse(url)) = url', () => {
    fc.assert(
      fc.property(stateArb, contexts, (s, c) => {
        const url = formatSearchUrl(s, c)
        const parsed = parseSearchUrl(url, c)
        expect(parsed).toEqual({ ok: true, state: normalizeSearchState(s) })
        expect(formatSearchUrl((parsed as { state: SearchUrlState }).state, c)).toBe(url)
      }),
      { numRuns: 500 },
    )
  })

  it('normalize is idempotent and format ignores the non-canonical parts', () => {
    fc.assert(
      fc.property(stateArb, (s) => {
        const n = normalizeSearchState(s)
        expect(normalizeSearchState(n)).toEqual(n)
        expect(formatSearchUrl(n, ctx)).toBe(formatSearchUrl(s, ctx))
      }),
    )
  })

  it('every filter change lands on page 1', () => {
    fc.assert(
      fc.property(stateArb, fc.constantFrom(...LIST_FACETS), values, fc.string(), (s, facet, vs, q) => {
        expect(withRefinement(s, facet, vs).page).toBe(1)
        expect(withQuery(s, q).page).toBe(1)
        expect(withRange(s, 'price', { max: 1 }).page).toBe(1)
      }),
    )
  })
})
