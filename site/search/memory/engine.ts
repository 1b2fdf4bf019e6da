/**
 * Answers one Algolia-style query from a site index: the base filter (never widened by the
 * request), the request's filters and text, facet counts, numeric stats, sort and page.
 */
import type { BaseFilter } from '../../inventory/baseFilter'
import { isListed } from '../../rules/inventoryFilter'
import { allOf, parseFacetFilter, parseNested, parseNumericFilter } from '../filterAst'
import { parseFilterString } from '../filterString'
import type { FacetStats, SearchRequest, SearchResult } from '../protocol'
import { pick } from '../record'
import type { Column } from './columns'
import { FACET_NAMES, STATS_ONLY } from './facetValues'
import { has, where, type Bitset } from './bitset'
import { select } from './predicate'
import type { IndexedCar, SiteIndex } from './siteIndex'

const ORDER_OF: Record<SearchRequest['indexName'], keyof SiteIndex['orders']> = {
  vehicles: 'relevance',
  vehicles_latest: 'latest',
  vehicles_price_desc: 'priceDesc',
  vehicles_price_asc: 'priceAsc',
}

/** The base filter is the rule's own oracle, evaluated once per index and filter (see baseSet). */
const baseTest = (base: BaseFilter) => (car: IndexedCar) =>
  isListed({ status: car.status, car_type: car.carType, photos_count: car.photos, stocknum: car.stock, make: car.make, dealership_id: car.record.dealership_id as number, show_on_dealer_website: true, sold_at: car.soldAtMs === null ? null : new Date(car.soldAtMs) }, base)

function countColumn(column: Column, matches: number[], max: number): Record<string, number> {
  const tally = new Int32Array(column.dict.length)
  if (column.lists) for (const i of matches) for (const c of column.lists[i] as Int32Array) tally[c]!++
  else for (const i of matches) if ((column.codes[i] as number) >= 0) tally[column.codes[i] as number]!++
  const pairs: Array<[string, number]> = []
  tally.forEach((n, c) => n > 0 && pairs.push([column.dict[c] as string, n]))
  pairs.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
  return Object.fromEntries(pairs.slice(0, max))
}

function statsOf(nums: Float64Array, matches: number[]): FacetStats | null {
  let min = Infinity, max = -Infinity, sum = 0, n = 0
  for (const i of matches) {
    const v = nums[i] as number
    if (v !== v) continue
    if (v < min) min = v
    if (v > max) max = v
    sum += v
    n++
  }
  return n ? { min, max, avg: sum / n, sum } : null
}

const baseSets = new WeakMap<SiteIndex, Map<string, Bitset>>()

/** The base filter's cars, kept per index; the sold window is taken to the minute. */
function baseSet(index: SiteIndex, base: BaseFilter, inBase: (car: IndexedCar) => boolean): Bitset {
  const key = JSON.stringify({ ...base, soldSince: base.soldSince ? Math.floor(base.soldSince.getTime() / 60_000) : null })
  let memo = baseSets.get(index)
  if (!memo) baseSets.set(index, (memo = new Map()))
  let set = memo.get(key)
  if (!set) {
    set = where(index.cars.length, (i) => inBase(index.cars[i] as IndexedCar))
    if (memo.size > 20) memo.clear()
    memo.set(key, set)
  }
  return set
}

function matching(index: SiteIndex, base: BaseFilter, request: SearchRequest, priceAscExcludesZero: boolean): number[] {
  const p = request.params
  const filter = allOf([parseNested(p.facetFilters, parseFacetFilter), parseNested(p.numericFilters, parseNumericFilter), parseFilterString(p.filters)])
  const size = index.cars.length
  const selected = filter ? select(filter, index.columns, size) : null
  const inBase = baseTest(base)
  const words = p.query.toLowerCase().split(/\s+/).filter(Boolean)
  const positiveOnly = request.indexName === 'vehicles_price_asc' && priceAscExcludesZero
  const inBaseSet = baseSet(index, base, inBase)
  const extra = words.length || positiveOnly
    ? where(size, (i) => {
        const car = index.cars[i] as IndexedCar
        return words.every((w) => car.text.includes(w)) && (!positiveOnly || (car.price ?? 0) > 0)
      })
    : null
  const matches: number[] = []
  for (const i of index.orders[ORDER_OF[request.indexName]]) {
    if (has(inBaseSet, i) && (!selected || has(selected, i)) && (!extra || has(extra, i))) matches.push(i)
  }
  return matches
}

export function searchIndex(index: SiteIndex, base: BaseFilter, request: SearchRequest, options: { priceAscExcludesZero: boolean }): SearchResult {
  const started = performance.now()
  const p = request.params
  const matches = matching(index, base, request, options.priceAscExcludesZero)
  const list = p.facets === undefined ? [] : typeof p.facets === 'string' ? [p.facets] : p.facets
  const facets = list.includes('*') ? FACET_NAMES : list.filter((f) => f in index.columns)
  const counts = Object.fromEntries(facets.map((f) => [f, STATS_ONLY.has(f) ? {} : countColumn(index.columns[f] as Column, matches, p.maxValuesPerFacet)]))
  const stats: Record<string, FacetStats> = {}
  for (const f of new Set(['price', ...facets])) {
    const nums = index.columns[f]?.nums
    const s = nums ? statsOf(nums, matches) : null
    if (s) stats[f] = s
  }
  const attributes = p.attributesToRetrieve === undefined ? undefined : typeof p.attributesToRetrieve === 'string' ? [p.attributesToRetrieve] : p.attributesToRetrieve
  return {
    hits: matches.slice(p.page * p.hitsPerPage, (p.page + 1) * p.hitsPerPage).map((i) => pick((index.cars[i] as IndexedCar).record, attributes)),
    nbHits: matches.length,
    page: p.page,
    nbPages: p.hitsPerPage > 0 ? Math.ceil(matches.length / p.hitsPerPage) : 0,
    hitsPerPage: p.hitsPerPage,
    facets: { price: {}, ...counts },
    facets_stats: stats,
    exhaustiveFacetsCount: true,
    exhaustiveNbHits: true,
    exhaustive: { facetsCount: true, nbHits: true },
    processingTimeMS: Math.round(performance.now() - started),
    query: p.query,
    params: new URLSearchParams(Object.entries(p).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString(),
    index: request.indexName,
  }
}
