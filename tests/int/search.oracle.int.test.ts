/**
 * The search API through the real algoliasearch client agrees with a brute-force evaluation of the
 * same rows for generated refinement states: the multi-query InstantSearch sends (the main query
 * plus one query per refined disjunctive facet, without that facet's own filter), over all four
 * indices, with filters as nested arrays, as a `filters` string or both, numeric ranges, negations
 * and text.
 */
import type { SearchResponse } from 'algoliasearch'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countsOf, FACET_VALUES, holds, ORDERS, paramsOf, type NumericCondition, type Spec } from './setup/searchOracle'
import { buildSearchWorld, type Row, type SearchWorld } from './setup/searchWorld'

let world: SearchWorld
beforeAll(async () => {
  world = await buildSearchWorld('orc')
})
afterAll(async () => world?.close())

const valuesOf = (facet: string) => [...new Set(world.rowsA.flatMap((r) => FACET_VALUES[facet]!(r)))].sort()

/** Facets a shopper refines: the disjunctive ones InstantSearch ORs, plus another site's dealership. */
const DISJUNCTIVE = ['make', 'model', 'body', 'car_type', 'colour', 'year', 'seats', 'certified', 'categories', 'fuel', 'dealership_name']
const CHECKED = ['make', 'model', 'body', 'car_type', 'colour', 'year', 'seats', 'certified', 'categories', 'filtered_features', 'fuel', 'transmission', 'dealership_name', 'badge', 'drive', 'city', 'price', 'km']

function valueArb(facet: string) {
  const extra = facet === 'dealership_name' ? [world.dealershipB.name] : facet === 'make' ? ['Lada'] : []
  return fc.constantFrom(...valuesOf(facet), ...extra)
}

/** Bounds drawn around the stock's own values, so most states still list some cars. */
const bounded = (attr: NumericCondition['attr'], ops: Array<NumericCondition['op']>, min: number, max: number, width: number): fc.Arbitrary<NumericCondition> =>
  fc.record({ attr: fc.constant(attr), op: fc.constantFrom(...ops), value: fc.integer({ min, max }), width: fc.integer({ min: 0, max: width }) }).map(({ width: w, ...c }) => ({ ...c, hi: c.value + w }))

const numericArb: fc.Arbitrary<NumericCondition> = fc.oneof(
  bounded('price', ['<', '<=', '>=', '>', 'TO'], 0, 90000, 60000),
  bounded('km', ['<=', '>', 'TO'], 0, 150000, 150000),
  bounded('year', ['<', '<=', '=', '!=', '>=', '>', 'TO'], 2010, 2027, 8),
  bounded('seats', ['<=', '=', '!=', '>=', 'TO'], 2, 8, 3),
)

/** A word a shopper might type: part of a make, model, badge, colour, stock number or VIN, in any case. */
const queryArb = fc.oneof(
  { weight: 4, arbitrary: fc.constant('') },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.nat(), fc.constantFrom('make', 'model', 'badge', 'colour', 'stock_number', 'vin', 'body', 'series'), fc.nat(), fc.integer({ min: 2, max: 6 }), fc.boolean())
      .map(([row, field, start, length, upper]) => {
        const chunks = String(world.rowsA[row % world.rowsA.length]![field] ?? 'zz').split(/[^A-Za-z0-9]+/).filter(Boolean)
        const chunk = chunks[start % Math.max(chunks.length, 1)] ?? 'zz'
        const part = chunk.slice(start % Math.max(chunk.length - 1, 1)).slice(0, length)
        return upper ? part.toUpperCase() : part.toLowerCase()
      }),
  },
)

const specArb: fc.Arbitrary<Spec> = fc.record({
  groups: fc.uniqueArray(fc.constantFrom(...DISJUNCTIVE), { maxLength: 3 }).chain((facets) =>
    fc.tuple(...facets.map((facet) => fc.uniqueArray(valueArb(facet), { minLength: 1, maxLength: 3 }).map((values) => ({ facet, values })))),
  ),
  all: fc.array(fc.constantFrom('Apple CarPlay', 'Reversing camera', 'Tow bar', 'Heated seats').map((value) => ({ facet: 'filtered_features', value })), { maxLength: 1 }),
  not: fc.array(fc.constantFrom('colour', 'body', 'make').chain((facet) => valueArb(facet).map((value) => ({ facet, value }))), { maxLength: 1 }),
  numeric: fc.array(numericArb, { maxLength: 2 }),
  numericOr: fc.oneof({ weight: 4, arbitrary: fc.constant<NumericCondition[]>([]) }, {
    weight: 1,
    arbitrary: fc.tuple(numericArb, numericArb).map((pair): NumericCondition[] => [...pair]),
  }),
  query: queryArb,
  via: fc.constantFrom('arrays' as const, 'string' as const, 'mixed' as const),
})

const stateArb = fc.record({
  spec: specArb,
  index: fc.constantFrom(...Object.keys(ORDERS)),
  hitsPerPage: fc.integer({ min: 1, max: 30 }),
  page: fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 4 }) }),
  allFacets: fc.boolean(),
  maxValuesPerFacet: fc.constantFrom(3, 10, 100),
})

type State = typeof stateArb extends fc.Arbitrary<infer S> ? S : never

/** Exactly what InstantSearch sends for a state: the main query, then one per refined disjunctive facet. */
function requestsOf(s: State) {
  const ignored = { analytics: false, clickAnalytics: false, highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__' }
  const main = { indexName: s.index, ...paramsOf(s.spec), ...ignored, hitsPerPage: s.hitsPerPage, page: s.page, maxValuesPerFacet: s.maxValuesPerFacet, facets: s.allFacets ? ['*'] : CHECKED }
  const disjunctive = s.spec.groups.map((g) => ({ indexName: s.index, ...paramsOf(s.spec, g.facet), ...ignored, hitsPerPage: 0, page: 0, attributesToRetrieve: [], maxValuesPerFacet: s.maxValuesPerFacet, facets: g.facet }))
  return [main, ...disjunctive]
}

function expectAgreement(result: SearchResponse<Record<string, any>>, rows: Row[], s: State, facets: string[], hitsPerPage: number, page: number) {
  expect(result.nbHits).toBe(rows.length)
  expect(result.nbPages).toBe(hitsPerPage ? Math.ceil(rows.length / hitsPerPage) : 0)
  const sorted = [...rows].sort(ORDERS[s.index])
  expect(result.hits.map((h) => Number(h.objectID))).toEqual(sorted.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((r) => r.id))
  for (const facet of facets) expect(result.facets?.[facet] ?? {}, facet).toEqual(countsOf(rows, facet, s.maxValuesPerFacet))
  const prices = rows.map((r) => Number(r.price))
  if (rows.length) expect(result.facets_stats?.price).toMatchObject({ min: Math.min(...prices), max: Math.max(...prices) })
  else expect(result.facets_stats?.price).toBeUndefined()
}

describe('search API agrees with brute force (algoliasearch client, generated refinement states)', () => {
  it('main and disjunctive facet queries: counts, nbHits, paging and sort for 300 states', async () => {
    await fc.assert(
      fc.asyncProperty(stateArb, async (s) => {
        const { results } = await world.clientA.search({ requests: requestsOf(s) as never })
        const main = results[0] as SearchResponse<Record<string, any>>
        expectAgreement(main, world.rowsA.filter((r) => holds(r, s.spec)), s, CHECKED, s.hitsPerPage, s.page)
        s.spec.groups.forEach((g, k) => {
          const rows = world.rowsA.filter((r) => holds(r, s.spec, g.facet))
          expectAgreement(results[k + 1] as SearchResponse<Record<string, any>>, rows, s, [g.facet], 0, 0)
        })
      }),
      { numRuns: 300, seed: 20261123 },
    )
  }, 240_000) // 300 HTTP round trips: about a second on a quiet machine, much longer on a busy one

  it('never lists another site’s cars whatever the filters name', async () => {
    await fc.assert(
      fc.asyncProperty(specArb, async (spec) => {
        const widened: Spec = { ...spec, groups: [...spec.groups.filter((g) => g.facet !== 'dealership_name'), { facet: 'dealership_name', values: [world.dealershipB.name] }] }
        const { results } = await world.clientA.search({ requests: [{ indexName: 'vehicles', ...paramsOf(widened), hitsPerPage: 1000, attributesToRetrieve: ['dealership_id'] }] as never })
        expect((results[0] as SearchResponse).nbHits).toBe(0)
      }),
      { numRuns: 30, seed: 7 },
    )
  })
})
