/**
 * Columnar facet data: every facet value of every car encoded once at load (dictionary codes for
 * text, Float64 for numbers, code lists for arrays), so filters and counts are integer work.
 */
import { add, emptySet, type Bitset } from './bitset'
import { FACET_NAMES, FACETS, type FacetKind } from './facetValues'

export type Column = {
  kind: FacetKind
  /** Dictionary code per car (-1: no value); numbers are coded by their text for counting. */
  codes: Int32Array
  /** Numeric value per car (NaN: no value); only for number facets. */
  nums: Float64Array | null
  /** Codes per car for array facets. */
  lists: Int32Array[] | null
  dict: string[]
  lookup: Map<string, number>
  /** The cars holding each coded value (text, boolean and array facets; empty for numbers). */
  postings: Bitset[]
}

function coder() {
  const dict: string[] = []
  const lookup = new Map<string, number>()
  const code = (value: string) => {
    let c = lookup.get(value)
    if (c === undefined) {
      c = dict.length
      dict.push(value)
      lookup.set(value, c)
    }
    return c
  }
  return { dict, lookup, code }
}

function buildColumn(name: string, records: Array<Record<string, unknown>>): Column {
  const facet = FACETS[name] as (typeof FACETS)[string]
  const { dict, lookup, code } = coder()
  const codes = new Int32Array(records.length).fill(-1)
  const nums = facet.kind === 'number' ? new Float64Array(records.length).fill(Number.NaN) : null
  const lists = facet.kind === 'array' ? new Array<Int32Array>(records.length) : null
  records.forEach((record, i) => {
    const value = facet.read(record)
    if (lists) lists[i] = Int32Array.from((value as string[]).map(code))
    else if (value !== null && value !== '') codes[i] = code(String(value))
    if (nums && typeof value === 'number') nums[i] = value
  })
  // Numbers are filtered by scanning their Float64 column; bitsets are for text, boolean and arrays.
  const postings = facet.kind === 'number' ? [] : dict.map(() => emptySet(records.length))
  if (facet.kind !== 'number') records.forEach((_, i) => {
    if (lists) for (const c of lists[i] as Int32Array) add(postings[c] as Bitset, i)
    else if ((codes[i] as number) >= 0) add(postings[codes[i] as number] as Bitset, i)
  })
  return { kind: facet.kind, codes, nums, lists, dict, lookup, postings }
}

export const buildColumns = (records: Array<Record<string, unknown>>): Record<string, Column> =>
  Object.fromEntries(FACET_NAMES.map((name) => [name, buildColumn(name, records)]))
