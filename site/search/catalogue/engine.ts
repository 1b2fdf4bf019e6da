/**
 * The built-in engine of the small indexes (`models`, `offers`): a site has tens of models and
 * offers, so a request is answered by one pass over the listed records, with the same filter
 * grammar and response shape as the vehicles' engine.
 */
import { allOf, FilterError, parseFacetFilter, parseNested, parseNumericFilter, type FilterNode } from '../filterAst'
import { parseFilterString } from '../filterString'
import { textMatcher } from '../memory/facetValues'
import { searchResult, type FacetSearchResult, type FacetStats, type SearchParams, type SearchResult } from '../protocol'
import { pick } from '../record'

export type CatalogueRecord = Record<string, unknown> & { objectID: string }
type Value = string | number | string[] | null

/** An index's whitelist of attributes to filter and facet on, and the text a query searches. */
export type IndexShape = { facets: Record<string, { kind: 'string' | 'number' | 'array'; read: (r: CatalogueRecord) => Value }>; text: (r: CatalogueRecord) => string }

const COMPARE = { '<': (a: number, b: number) => a < b, '<=': (a: number, b: number) => a <= b, '=': (a: number, b: number) => a === b, '!=': (a: number, b: number) => a !== b, '>=': (a: number, b: number) => a >= b, '>': (a: number, b: number) => a > b }

function reader(shape: IndexShape, attr: string) {
  const facet = Object.hasOwn(shape.facets, attr) ? shape.facets[attr] : undefined
  if (!facet) throw new FilterError(`Unknown attribute "${attr}": filter on one of ${Object.keys(shape.facets).join(', ')}`)
  return facet
}

function numberOf(shape: IndexShape, attr: string, r: CatalogueRecord): number | null {
  const facet = reader(shape, attr)
  if (facet.kind !== 'number') throw new FilterError(`Attribute "${attr}" is not numeric; use attribute:value`)
  return facet.read(r) as number | null
}

/** Whether a record matches a filter tree (the same semantics as the vehicles' engine). */
export function matches(node: FilterNode, shape: IndexShape, r: CatalogueRecord): boolean {
  switch (node.kind) {
    case 'facet': {
      const facet = reader(shape, node.attr)
      const value = facet.read(r)
      if (facet.kind === 'number' && !Number.isFinite(Number(node.value))) throw new FilterError(`Attribute "${node.attr}" is numeric; "${node.value}" is not a number`)
      const hit = Array.isArray(value) ? value.includes(node.value) : value !== null && String(value) === (facet.kind === 'number' ? String(Number(node.value)) : node.value)
      return node.negate ? !hit : hit
    }
    case 'numeric': {
      const v = numberOf(shape, node.attr, r)
      return v !== null && COMPARE[node.op](v, node.value)
    }
    case 'range': {
      const v = numberOf(shape, node.attr, r)
      const hit = v !== null && v >= node.lo && v <= node.hi
      return node.negate ? !hit : hit
    }
    case 'not':
      return !matches(node.item, shape, r)
    case 'and':
      return node.items.every((item) => matches(item, shape, r))
    case 'or':
      return node.items.some((item) => matches(item, shape, r))
  }
}

/** The listed records a request's filters and text select, in the index's order. */
export function select(records: readonly CatalogueRecord[], shape: IndexShape, p: Pick<SearchParams, 'query' | 'facetFilters' | 'numericFilters' | 'filters'>): CatalogueRecord[] {
  const filter = allOf([parseNested(p.facetFilters, parseFacetFilter), parseNested(p.numericFilters, parseNumericFilter), parseFilterString(p.filters)])
  const text = textMatcher(p.query)
  return records.filter((r) => (filter === null || matches(filter, shape, r)) && (text === null || text(shape.text(r))))
}

const valuesOf = (value: Value): string[] => (value === null ? [] : Array.isArray(value) ? value : [String(value)])

function counts(selected: readonly CatalogueRecord[], shape: IndexShape, name: string): Array<[string, number]> {
  const tally = new Map<string, number>()
  for (const r of selected) for (const v of new Set(valuesOf(shape.facets[name]!.read(r)))) tally.set(v, (tally.get(v) ?? 0) + 1)
  return [...tally].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
}

function stats(selected: readonly CatalogueRecord[], shape: IndexShape, name: string): FacetStats | null {
  const nums = selected.map((r) => shape.facets[name]!.read(r)).filter((v): v is number => typeof v === 'number')
  if (nums.length === 0) return null
  const sum = nums.reduce((a, b) => a + b, 0)
  return { min: Math.min(...nums), max: Math.max(...nums), avg: sum / nums.length, sum }
}

const listOf = (value: string | string[] | undefined) => (value === undefined ? [] : typeof value === 'string' ? [value] : value)

export function searchCatalogue(records: readonly CatalogueRecord[], shape: IndexShape, index: string, p: SearchParams): SearchResult {
  const started = performance.now()
  const selected = select(records, shape, p)
  const asked = listOf(p.facets)
  const names = asked.includes('*') ? Object.keys(shape.facets) : asked.filter((f) => Object.hasOwn(shape.facets, f))
  const facets: Record<string, Record<string, number>> = { price: {} }
  for (const f of names) facets[f] = Object.fromEntries(counts(selected, shape, f).slice(0, p.maxValuesPerFacet))
  const facetsStats: Record<string, FacetStats> = {}
  for (const f of new Set(['price', ...names].filter((n) => shape.facets[n]?.kind === 'number'))) {
    const s = stats(selected, shape, f)
    if (s) facetsStats[f] = s
  }
  const attributes = p.attributesToRetrieve === undefined ? undefined : listOf(p.attributesToRetrieve)
  const from = p.page * p.hitsPerPage
  return searchResult(index, p, { hits: p.hitsPerPage > 0 ? selected.slice(from, from + p.hitsPerPage).map((r) => pick(r, attributes)) : [], nbHits: selected.length, facets, facetsStats, started })
}

/** searchForFacetValues over the selected records: values containing the facet query, most frequent first. */
export function searchCatalogueFacet(records: readonly CatalogueRecord[], shape: IndexShape, p: SearchParams, facet: string, facetQuery: string, maxFacetHits: number): FacetSearchResult {
  const started = performance.now()
  const wanted = facetQuery.trim().toLowerCase()
  const facetHits = counts(select(records, shape, p), shape, facet)
    .filter(([value]) => value.toLowerCase().includes(wanted))
    .slice(0, maxFacetHits)
    .map(([value, count]) => ({ value, highlighted: value, count }))
  return { facetHits, exhaustiveFacetsCount: true, processingTimeMS: Math.round(performance.now() - started) }
}
