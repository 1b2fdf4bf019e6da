/**
 * A realistic replay for the search benchmark: shopper refinement states drawn with the weights of
 * a search page's traffic (landing pages and single-make searches most, deep combinations less),
 * each turned into exactly what InstantSearch sends (the main query with all facets and the card's
 * attributes, plus one query per refined disjunctive facet) and into the same filters as a Payload
 * REST `find` for the baseline.
 */
import { CARS } from '../seed/catalogue'
import { seededRandom, type Random } from '../seed/random'

export type State = {
  index: 'vehicles' | 'vehicles_latest' | 'vehicles_price_desc' | 'vehicles_price_asc'
  refinements: Partial<Record<'make' | 'model' | 'body', string[]>>
  price?: { min?: number; max?: number }
  query: string
  page: number
}

/** What the VehicleCard reads from a hit (site/components/VehicleCard.tsx). */
export const CARD_ATTRIBUTES = ['slug', 'name', 'year', 'make', 'model', 'badge', 'series', 'car_type', 'status', 'reserved', 'certified', 'tag', 'price', 'before_price', 'price_type', 'preorder', 'km', 'fuel', 'simple_fuel', 'transmission', 'body', 'colour', 'primary_image_url', 'location_name', 'created_at']

const MAKES = [...new Set(CARS.map((c) => c.make))]
const BODIES = [...new Set(CARS.map((c) => c.simpleBody))]
const QUERIES = ['ranger', 'hilux', 'cx5', 'toyota', 'corolla hybrid', 'ute', 'white', 'rav', 'mazda cx', 'golf gti']

/** Popular makes first: a skewed pick, as real search traffic is. */
const skewed = <T>(r: Random, list: readonly T[]): T => list[Math.floor(list.length * Math.pow(r.next(), 2))] as T
const modelOf = (r: Random, make: string) => r.pick(CARS.filter((c) => c.make === make)).model

const KINDS: Array<[number, (r: Random) => State]> = [
  [15, () => ({ index: 'vehicles', refinements: {}, query: '', page: 0 })],
  [25, (r) => ({ index: 'vehicles', refinements: { make: [skewed(r, MAKES)] }, query: '', page: 0 })],
  [15, (r) => {
    const make = skewed(r, MAKES)
    return { index: 'vehicles', refinements: { make: [make], model: [modelOf(r, make)] }, query: '', page: 0 }
  }],
  [12, (r) => ({ index: 'vehicles', refinements: { body: [skewed(r, BODIES)] }, price: { max: r.pick([20000, 30000, 40000, 60000]) }, query: '', page: 0 })],
  [10, (r) => ({ index: 'vehicles', refinements: { make: [skewed(r, MAKES)], body: [skewed(r, BODIES)] }, price: { min: r.pick([0, 10000]), max: r.int(2, 9) * 10000 }, query: '', page: 0 })],
  [5, (r) => ({ index: 'vehicles', refinements: { make: [skewed(r, MAKES), skewed(r, MAKES)] }, query: '', page: 0 })],
  [8, (r) => ({ index: 'vehicles', refinements: {}, query: r.pick(QUERIES), page: 0 })],
  [5, (r) => ({ index: 'vehicles', refinements: { make: [skewed(r, MAKES)] }, query: '', page: r.int(1, 3) })],
  [5, (r) => ({ index: r.pick(['vehicles_latest', 'vehicles_price_desc', 'vehicles_price_asc'] as const), refinements: { make: [skewed(r, MAKES)] }, query: '', page: 0 })],
]

export function drawStates(count: number, seed = 20261123): State[] {
  const r = seededRandom(seed)
  const total = KINDS.reduce((sum, [w]) => sum + w, 0)
  return Array.from({ length: count }, () => {
    let roll = r.next() * total
    const kind = KINDS.find(([w]) => (roll -= w) < 0) ?? KINDS[0]!
    return kind[1](r)
  })
}

const facetFiltersOf = (s: State, without?: string) =>
  Object.entries(s.refinements).filter(([facet, values]) => facet !== without && values?.length).map(([facet, values]) => (values as string[]).map((v) => `${facet}:${v}`))
const numericFiltersOf = (s: State) => [...(s.price?.min ? [`price>=${s.price.min}`] : []), ...(s.price?.max ? [`price<=${s.price.max}`] : [])]

/** The multi-query body InstantSearch POSTs for a state. */
export function instantSearchBody(s: State): string {
  const common = { query: s.query, numericFilters: numericFiltersOf(s), analytics: false, clickAnalytics: false, maxValuesPerFacet: 50 }
  const main = { indexName: s.index, ...common, facetFilters: facetFiltersOf(s), facets: ['*'], hitsPerPage: 21, page: s.page, attributesToRetrieve: CARD_ATTRIBUTES }
  const disjunctive = Object.keys(s.refinements).map((facet) => ({ indexName: s.index, ...common, facetFilters: facetFiltersOf(s, facet), facets: facet, hitsPerPage: 0, page: 0, attributesToRetrieve: [] }))
  return JSON.stringify({ requests: [main, ...disjunctive] })
}

const SORT: Record<State['index'], string> = { vehicles: '-listedAt', vehicles_latest: '-listedAt', vehicles_price_desc: '-price', vehicles_price_asc: 'price' }

/** Payload's bracket query string (what qs would write). */
function toQuery(value: unknown, prefix: string): string[] {
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => toQuery(v, `${prefix}[${k}]`))
  return [`${prefix}=${encodeURIComponent(String(value))}`]
}

/** The same filters, page and sort through Payload REST `find`, with the site's base conditions. */
export function restPath(s: State, dealershipId: number): string {
  const and: unknown[] = [
    { dealership: { equals: dealershipId } },
    { showOnDealerWebsite: { equals: true } },
    { carType: { equals: 'used' } },
    { status: { in: 'in_stock,coming_soon' } },
    { photosCount: { greater_than_equal: 1 } },
    ...Object.entries(s.refinements).map(([facet, values]) => ({ [facet]: { in: (values as string[]).join(',') } })),
    ...(s.price?.min ? [{ price: { greater_than_equal: s.price.min } }] : []),
    ...(s.price?.max ? [{ price: { less_than_equal: s.price.max } }] : []),
    ...(s.query ? [{ or: [{ make: { like: s.query } }, { model: { like: s.query } }, { badge: { like: s.query } }] }] : []),
  ]
  return `/api/vehicles?depth=0&limit=21&page=${s.page + 1}&sort=${SORT[s.index]}&${toQuery({ and }, 'where').join('&')}`
}
