/**
 * Answers one Algolia-style query from a site index: the base filter (never widened by the
 * request), the request's filters and text, facet counts, numeric stats, sort and page.
 */
import type { BaseFilter } from '../../inventory/baseFilter'
import { allOf, parseFacetFilter, parseNested, parseNumericFilter } from '../filterAst'
import { parseFilterString } from '../filterString'
import { pick } from '../record'
import type { FacetStats, SearchRequest, SearchResult } from '../protocol'
import { FACET_NAMES, FACETS, STATS_ONLY } from './facetValues'
import { toPredicate } from './predicate'
import type { IndexedCar, SiteIndex } from './siteIndex'

const ORDER_OF: Record<SearchRequest['indexName'], keyof SiteIndex['orders']> = {
  vehicles: 'relevance',
  vehicles_latest: 'latest',
  vehicles_price_desc: 'priceDesc',
  vehicles_price_asc: 'priceAsc',
}

function baseTest(base: BaseFilter): (car: IndexedCar) => boolean {
  const soldSince = base.soldSince.getTime()
  const carTypes = base.carTypes ? new Set(base.carTypes) : null
  const stock = new Set(base.excludedStockNumbers)
  const makes = new Set(base.excludedMakes)
  return (car) =>
    car.photos >= base.minPhotos &&
    (base.onlyInStock ? car.status === 'in_stock' : car.status === 'in_stock' || car.status === 'coming_soon' || (car.status === 'sold' && car.soldAtMs !== null && car.soldAtMs >= soldSince)) &&
    (!carTypes || carTypes.has(car.carType)) &&
    !stock.has(car.stock) &&
    !makes.has(car.make)
}

function counts(matches: IndexedCar[], facets: string[], max: number): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {}
  for (const name of facets) {
    if (STATS_ONLY.has(name)) {
      out[name] = {}
      continue
    }
    const read = FACETS[name]?.read
    const tally = new Map<string, number>()
    for (const car of matches) {
      const value = read?.(car.record)
      for (const v of Array.isArray(value) ? value : [value]) if (v !== null && v !== '') tally.set(String(v), (tally.get(String(v)) ?? 0) + 1)
    }
    out[name] = Object.fromEntries([...tally].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, max))
  }
  return out
}

function stats(matches: IndexedCar[], facets: string[]): Record<string, FacetStats> {
  const out: Record<string, FacetStats> = {}
  for (const name of facets) {
    const read = FACETS[name]?.read
    let min = Infinity, max = -Infinity, sum = 0, n = 0
    for (const car of matches) {
      const v = read?.(car.record)
      if (typeof v !== 'number') continue
      min = Math.min(min, v); max = Math.max(max, v); sum += v; n++
    }
    if (n) out[name] = { min, max, avg: sum / n, sum }
  }
  return out
}

export function searchIndex(index: SiteIndex, base: BaseFilter, request: SearchRequest, options: { priceAscExcludesZero: boolean }): SearchResult {
  const started = performance.now()
  const p = request.params
  const filter = allOf([parseNested(p.facetFilters, parseFacetFilter), parseNested(p.numericFilters, parseNumericFilter), parseFilterString(p.filters)])
  const test = filter ? toPredicate(filter) : () => true
  const inBase = baseTest(base)
  const words = p.query.toLowerCase().split(/\s+/).filter(Boolean)
  const positiveOnly = request.indexName === 'vehicles_price_asc' && options.priceAscExcludesZero
  const matches = index.orders[ORDER_OF[request.indexName]].filter(
    (car) => inBase(car) && test(car.record) && words.every((w) => car.text.includes(w)) && (!positiveOnly || (car.price ?? 0) > 0),
  )
  const list = p.facets === undefined ? [] : typeof p.facets === 'string' ? [p.facets] : p.facets
  const facets = list.includes('*') ? FACET_NAMES : list.filter((f) => f in FACETS)
  const numeric = [...new Set(['price', ...facets.filter((f) => FACETS[f]?.kind === 'number')])]
  const attributes = p.attributesToRetrieve === undefined ? undefined : typeof p.attributesToRetrieve === 'string' ? [p.attributesToRetrieve] : p.attributesToRetrieve
  const page = matches.slice(p.page * p.hitsPerPage, (p.page + 1) * p.hitsPerPage)
  return {
    hits: page.map((car) => pick(car.record, attributes)),
    nbHits: matches.length,
    page: p.page,
    nbPages: p.hitsPerPage > 0 ? Math.ceil(matches.length / p.hitsPerPage) : 0,
    hitsPerPage: p.hitsPerPage,
    facets: { price: {}, ...counts(matches, facets, p.maxValuesPerFacet) },
    facets_stats: stats(matches, numeric),
    exhaustiveFacetsCount: true,
    exhaustiveNbHits: true,
    exhaustive: { facetsCount: true, nbHits: true },
    processingTimeMS: Math.round(performance.now() - started),
    query: p.query,
    params: new URLSearchParams(Object.entries(p).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString(),
    index: request.indexName,
  }
}
