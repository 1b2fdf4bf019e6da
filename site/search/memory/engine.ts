/**
 * Answers one Algolia-style query from a site index: the base filter (never widened by the
 * request), the request's filters and text, facet counts, numeric stats, sort and page.
 */
import type { BaseFilter } from '../../inventory/baseFilter'
import { searchResult, type FacetSearchRequest, type FacetSearchResult, type FacetStats, type SearchParams, type SearchRequest, type SearchResult } from '../protocol'
import { pick } from '../record'
import { has } from './bitset'
import type { Column } from './columns'
import { facetHits, facetPairs, facetStats } from './facetCounts'
import { FACET_NAMES } from './facetValues'
import { selectionOf, type Selection } from './selection'
import type { IndexedCar, SiteIndex } from './siteIndex'

const ORDER_OF: Record<SearchRequest['indexName'], keyof SiteIndex['orders']> = {
  vehicles: 'relevance',
  vehicles_latest: 'latest',
  vehicles_price_desc: 'priceDesc',
  vehicles_price_asc: 'priceAsc',
}

export type EngineOptions = { priceAscExcludesZero: boolean }

const selectionFor = (index: SiteIndex, base: BaseFilter, request: SearchRequest, options: EngineOptions) =>
  selectionOf(index, base, { ...request.params, positiveOnly: request.indexName === 'vehicles_price_asc' && options.priceAscExcludesZero })

/** The page's cars in the replica's order: walks the pre-sorted positions and stops at the page end. */
function pageOf(index: SiteIndex, selection: Selection, order: Int32Array, page: number, hitsPerPage: number): IndexedCar[] {
  const from = page * hitsPerPage
  const to = Math.min(from + hitsPerPage, selection.nbHits)
  const cars: IndexedCar[] = []
  for (let k = 0, seen = 0; k < order.length && seen < to; k++) {
    const i = order[k] as number
    if (!has(selection.set, i)) continue
    if (seen >= from) cars.push(index.cars[i] as IndexedCar)
    seen++
  }
  return cars
}

const listOf = (value: string | string[] | undefined) => (value === undefined ? undefined : typeof value === 'string' ? [value] : value)

/** The response's `facets[f]`, built once per selection, facet and cut (responses only read it). */
function facetObject(column: Column, selection: Selection, name: string, max: number): Record<string, number> {
  const key = `${name}:${max}`
  let object = selection.objects.get(key)
  if (!object) selection.objects.set(key, (object = Object.fromEntries(facetPairs(column, selection, name).slice(0, max))))
  return object
}

function facetsOf(index: SiteIndex, selection: Selection, p: SearchParams) {
  const asked = listOf(p.facets) ?? []
  const names = asked.includes('*') ? FACET_NAMES : asked.filter((f) => Object.hasOwn(index.columns, f))
  const facets: Record<string, Record<string, number>> = { price: {} }
  for (const f of names) facets[f] = facetObject(index.columns[f] as Column, selection, f, p.maxValuesPerFacet)
  const stats: Record<string, FacetStats> = {}
  for (const f of new Set(['price', ...names])) {
    const column = index.columns[f]
    const s = column?.nums ? facetStats(column, selection, f) : null
    if (s) stats[f] = s
  }
  return { facets, stats }
}

export function searchIndex(index: SiteIndex, base: BaseFilter, request: SearchRequest, options: EngineOptions): SearchResult {
  const started = performance.now()
  const p = request.params
  const selection = selectionFor(index, base, request, options)
  const { facets, stats } = facetsOf(index, selection, p)
  const attributes = listOf(p.attributesToRetrieve)
  const cars = p.hitsPerPage > 0 ? pageOf(index, selection, index.orders[ORDER_OF[request.indexName]], p.page, p.hitsPerPage) : []
  return searchResult(request.indexName, p, { hits: cars.map((car) => pick(car.record, attributes)), nbHits: selection.nbHits, facets, facetsStats: stats, started })
}

/** searchForFacetValues: values of `facet` among the cars the request's filters and query select. */
export function searchFacetValues(index: SiteIndex, base: BaseFilter, request: FacetSearchRequest, options: EngineOptions): FacetSearchResult {
  const started = performance.now()
  const selection = selectionFor(index, base, request, options)
  const column = index.columns[request.facet] as Column
  return {
    facetHits: facetHits(column, selection, request.facet, request.facetQuery, request.maxFacetHits),
    exhaustiveFacetsCount: true,
    processingTimeMS: Math.round(performance.now() - started),
  }
}
