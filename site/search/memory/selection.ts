/**
 * The cars one request selects (base filter ∧ request filters ∧ text) as a bitset, memoised per
 * loaded index with the facet counts and stats computed from it. A reloaded index is a new object,
 * so its memo starts empty: nothing cached outlives the data it came from.
 */
import type { BaseFilter } from '../../inventory/baseFilter'
import { isListed } from '../../rules/inventoryFilter'
import { allOf, parseFacetFilter, parseNested, parseNumericFilter } from '../filterAst'
import { parseFilterString } from '../filterString'
import type { FacetStats, SearchParams } from '../protocol'
import { and, count, where, type Bitset } from './bitset'
import { textMatcher } from './facetValues'
import { select } from './predicate'
import type { IndexedCar, SiteIndex } from './siteIndex'

/** The cars a base filter lists, with per-value tallies of each facet filled on first use. */
export type BaseCars = { id: number; set: Bitset; nbHits: number; tallies: Map<string, Int32Array> }

export type Selection = {
  set: Bitset
  nbHits: number
  base: BaseCars
  /** Sorted [value, count] pairs per facet, filled on first use. */
  counts: Map<string, Array<[string, number]>>
  /** Response objects per facet and maxValuesPerFacet, shared by every response that asks the same. */
  objects: Map<string, Record<string, number>>
  stats: Map<string, FacetStats | null>
}

/** Per index: base filter sets, text sets (shared by a multi-query's queries), cars priced above zero, selections. */
type Memo = { bases: Map<string, BaseCars>; lastBaseId: number; texts: Map<string, Bitset>; positive: Bitset | null; selections: Map<string, Selection> }
const memos = new WeakMap<SiteIndex, Memo>()
const MAX_SELECTIONS = 1000
const MAX_BASES = 20

const memoOf = (index: SiteIndex): Memo => {
  let memo = memos.get(index)
  if (!memo) memos.set(index, (memo = { bases: new Map(), lastBaseId: 0, texts: new Map(), positive: null, selections: new Map() }))
  return memo
}

/** The base filter is the rule's own oracle, evaluated once per index and filter. */
const listed = (car: IndexedCar, base: BaseFilter) =>
  isListed({ status: car.status, car_type: car.carType, photos_count: car.photos, stocknum: car.stock, make: car.make, dealership_id: car.record.dealership_id as number, show_on_dealer_website: true, sold_at: car.soldAtMs === null ? null : new Date(car.soldAtMs) }, base)

/** The sold window moves every millisecond; to the minute is what the key needs. */
const baseKey = (base: BaseFilter) => JSON.stringify({ ...base, soldSince: base.soldSince ? Math.floor(base.soldSince.getTime() / 60_000) : null })

const sameBits = (a: Bitset, b: Bitset) => a.length === b.length && a.every((word, w) => word === b[w])

/**
 * The cars a base filter lists. When the sold window moves on (a new key every minute) and no car
 * crossed its edge, the new key shares the previous entry, so its tallies and every memoised
 * selection stay valid.
 */
function baseCars(index: SiteIndex, memo: Memo, key: string, base: BaseFilter): BaseCars {
  let cars = memo.bases.get(key)
  if (!cars) {
    const set = where(index.cars.length, (i) => listed(index.cars[i] as IndexedCar, base))
    cars = [...memo.bases.values()].find((known) => sameBits(known.set, set)) ?? { id: ++memo.lastBaseId, set, nbHits: count(set), tallies: new Map() }
    if (memo.bases.size >= MAX_BASES) memo.bases.delete(memo.bases.keys().next().value as string)
    memo.bases.set(key, cars)
  }
  return cars
}

export type SelectionInput = Pick<SearchParams, 'query' | 'facetFilters' | 'numericFilters' | 'filters'> & { positiveOnly: boolean }

function textSet(index: SiteIndex, memo: Memo, query: string): Bitset | null {
  const matchesText = textMatcher(query)
  if (!matchesText) return null
  let set = memo.texts.get(query)
  if (!set) {
    set = where(index.cars.length, (i) => matchesText((index.cars[i] as IndexedCar).text))
    if (memo.texts.size >= MAX_SELECTIONS) memo.texts.clear()
    memo.texts.set(query, set)
  }
  return set
}

const positiveSet = (index: SiteIndex, memo: Memo) => (memo.positive ??= where(index.cars.length, (i) => ((index.cars[i] as IndexedCar).price ?? 0) > 0))

function compute(index: SiteIndex, memo: Memo, base: BaseCars, input: SelectionInput): Selection {
  const size = index.cars.length
  const filter = allOf([parseNested(input.facetFilters, parseFacetFilter), parseNested(input.numericFilters, parseNumericFilter), parseFilterString(input.filters)])
  const sets = [base.set]
  if (filter) sets.push(select(filter, index.columns, size))
  const text = textSet(index, memo, input.query)
  if (text) sets.push(text)
  if (input.positiveOnly) sets.push(positiveSet(index, memo))
  const set = sets.length === 1 ? base.set : and(sets, size)
  return { set, nbHits: count(set), base, counts: new Map(), objects: new Map(), stats: new Map() }
}

/** The selection for a request, from the memo when the same filters were asked before (LRU). */
export function selectionOf(index: SiteIndex, base: BaseFilter, input: SelectionInput): Selection {
  const memo = memoOf(index)
  const listedCars = baseCars(index, memo, baseKey(base), base)
  const key = JSON.stringify([listedCars.id, input.query.trim().toLowerCase(), input.facetFilters ?? null, input.numericFilters ?? null, input.filters ?? null, input.positiveOnly])
  const hit = memo.selections.get(key)
  if (hit) {
    memo.selections.delete(key)
    memo.selections.set(key, hit)
    return hit
  }
  const selection = compute(index, memo, listedCars, input)
  if (memo.selections.size >= MAX_SELECTIONS) memo.selections.delete(memo.selections.keys().next().value as string)
  memo.selections.set(key, selection)
  return selection
}
