/**
 * A brute-force evaluation of search requests over plain database rows, written independently of
 * the engine: a refinement state (`Spec`) is both turned into the Algolia parameters InstantSearch
 * would send and evaluated row by row with ordinary JavaScript.
 */
import type { Row } from './searchWorld'

export type NumericOp = '<' | '<=' | '=' | '!=' | '>=' | '>'
export type NumericCondition = { attr: 'price' | 'km' | 'year' | 'seats'; op: NumericOp | 'TO'; value: number; hi: number }
export type FacetCondition = { facet: string; value: string }

export type Spec = {
  /** OR within a group, AND across groups (InstantSearch's disjunctive facets). */
  groups: Array<{ facet: string; values: string[] }>
  /** AND of single values (conjunctive facets) and NOT of values. */
  all: FacetCondition[]
  not: FacetCondition[]
  numeric: NumericCondition[]
  /** Numeric conditions OR-ed together (e.g. old or nearly new). */
  numericOr: NumericCondition[]
  query: string
  /** How the filters travel: Algolia's arrays, the `filters` string, or half and half. */
  via: 'arrays' | 'string' | 'mixed'
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? [v] : [])
const number = (v: unknown) => (v === null || v === undefined ? null : Number(v))

/** A row's values per facet, as Algolia facet values (strings). */
export const FACET_VALUES: Record<string, (r: Row) => string[]> = {
  make: (r) => text(r.make),
  model: (r) => text(r.model),
  make_model: (r) => [`${r.make} ${r.model}`],
  badge: (r) => text(r.badge),
  body: (r) => text(r.body),
  car_type: (r) => text(r.car_type),
  colour: (r) => text(r.colour),
  drive: (r) => text(r.drive),
  fuel: (r) => text(r.simple_fuel ?? r.fuel),
  transmission: (r) => text(r.simple_transmission),
  city: (r) => text(r.city),
  state: (r) => text(r.state),
  tag: (r) => text(r.tag),
  status: (r) => text(r.status),
  dealership_name: (r) => text(r.dealership_name),
  year: (r) => (r.year == null ? [] : [String(r.year)]),
  seats: (r) => (r.seats == null ? [] : [String(r.seats)]),
  certified: (r) => [String(Boolean(r.certified))],
  categories: (r) => r.categories ?? [],
  filtered_features: (r) => r.features ?? [],
  price: (r) => (number(r.price) === null ? [] : [String(number(r.price))]),
  km: (r) => (number(r.km) === null ? [] : [String(number(r.km))]),
}

const NUMBERS: Record<NumericCondition['attr'], (r: Row) => number | null> = { price: (r) => number(r.price), km: (r) => number(r.km), year: (r) => number(r.year), seats: (r) => number(r.seats) }

function numericHolds(r: Row, c: NumericCondition): boolean {
  const v = NUMBERS[c.attr](r)
  if (v === null) return false
  switch (c.op) {
    case '<': return v < c.value
    case '<=': return v <= c.value
    case '=': return v === c.value
    case '!=': return v !== c.value
    case '>=': return v >= c.value
    case '>': return v > c.value
    case 'TO': return v >= c.value && v <= c.hi
  }
}

const has = (r: Row, c: FacetCondition) => FACET_VALUES[c.facet]!(r).includes(c.value)
const compact = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, '')
const SEARCHED = ['make', 'model', 'badge', 'series', 'body', 'colour', 'stock_number', 'vin', 'tag']

/** Every query word occurs, in any case, inside one of the searched fields (punctuation ignored). */
export function textHolds(r: Row, query: string): boolean {
  const fields = SEARCHED.map((f) => String(r[f] ?? '').toLowerCase())
  return query.toLowerCase().split(/\s+/).filter(Boolean).every((w) => fields.some((f) => f.includes(w) || compact(f).includes(compact(w))))
}

/** Whether a row passes the spec; `without` leaves one disjunctive group out (its own facet's counts). */
export function holds(r: Row, spec: Spec, without?: string): boolean {
  return (
    spec.groups.every((g) => g.facet === without || g.values.some((value) => has(r, { facet: g.facet, value }))) &&
    spec.all.every((c) => has(r, c)) &&
    spec.not.every((c) => !has(r, c)) &&
    spec.numeric.every((c) => numericHolds(r, c)) &&
    (spec.numericOr.length === 0 || spec.numericOr.some((c) => numericHolds(r, c))) &&
    textHolds(r, spec.query)
  )
}

const inStock = (r: Row) => Number(['in_stock', 'coming_soon'].includes(r.status))
const listed = (r: Row) => new Date(r.listed_at).getTime()
export const ORDERS: Record<string, (a: Row, b: Row) => number> = {
  vehicles: (a, b) => inStock(b) - inStock(a) || listed(b) - listed(a) || b.id - a.id,
  vehicles_latest: (a, b) => listed(b) - listed(a) || b.id - a.id,
  vehicles_price_desc: (a, b) => Number(b.price) - Number(a.price) || b.id - a.id,
  vehicles_price_asc: (a, b) => Number(a.price) - Number(b.price) || a.id - b.id,
}

/** Facet counts, most frequent first, ties by value, cut to `max` (the API's documented order). */
export function countsOf(rows: Row[], facet: string, max = 100): Record<string, number> {
  const tally = new Map<string, number>()
  for (const r of rows) for (const v of FACET_VALUES[facet]!(r)) tally.set(v, (tally.get(v) ?? 0) + 1)
  const pairs = [...tally].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
  return Object.fromEntries(pairs.slice(0, max))
}

const quote = (v: string) => `"${v.replace(/"/g, '\\"')}"`
const facetArg = (c: FacetCondition, negate = false) => `${negate ? '-' : ''}${c.facet}:${c.value}`
const facetExpr = (c: FacetCondition) => `${c.facet}:${quote(c.value)}`
const numericArg = (c: NumericCondition) => (c.op === 'TO' ? `${c.attr}:${c.value} TO ${c.hi}` : `${c.attr}${c.op}${c.value}`)
const numericExpr = (c: NumericCondition) => (c.op === 'TO' ? `${c.attr}:${c.value} TO ${c.hi}` : `${c.attr} ${c.op} ${c.value}`)

/** The parameters InstantSearch would send for a spec (minus one group for a disjunctive count query). */
export function paramsOf(spec: Spec, without?: string): Record<string, unknown> {
  const groups = spec.groups.filter((g) => g.facet !== without && g.values.length)
  const asString = (part: number) => spec.via === 'string' || (spec.via === 'mixed' && part % 2 === 1)
  const facetFilters: Array<string | string[]> = []
  const numericFilters: Array<string | string[]> = []
  const expressions: string[] = []
  groups.forEach((g, k) => {
    if (asString(k)) expressions.push(`(${g.values.map((value) => facetExpr({ facet: g.facet, value })).join(' OR ')})`)
    else facetFilters.push(g.values.length === 1 && k % 2 === 0 ? facetArg({ facet: g.facet, value: g.values[0] as string }) : g.values.map((value) => facetArg({ facet: g.facet, value })))
  })
  spec.all.forEach((c, k) => (asString(k) ? expressions.push(facetExpr(c)) : facetFilters.push(facetArg(c))))
  spec.not.forEach((c, k) => (asString(k + 1) ? expressions.push(`NOT ${facetExpr(c)}`) : facetFilters.push(facetArg(c, true))))
  spec.numeric.forEach((c, k) => (asString(k) ? expressions.push(numericExpr(c)) : numericFilters.push(numericArg(c))))
  if (spec.numericOr.length) {
    if (asString(1)) expressions.push(`(${spec.numericOr.map(numericExpr).join(' OR ')})`)
    else numericFilters.push(spec.numericOr.map(numericArg))
  }
  return {
    query: spec.query,
    ...(facetFilters.length ? { facetFilters } : {}),
    ...(numericFilters.length ? { numericFilters } : {}),
    ...(expressions.length ? { filters: expressions.join(' AND ') } : {}),
  }
}
