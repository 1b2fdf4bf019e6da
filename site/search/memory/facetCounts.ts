/**
 * Facet counts, numeric stats and facet-value search over a selection. Counts are taken either
 * by intersecting each value's postings with the selection (cheap when a facet has few values) or
 * by one pass over the selected cars (cheap when few cars are selected), whichever costs less.
 */
import type { FacetStats } from '../protocol'
import { andNot, countBoth, type Bitset } from './bitset'
import type { Column } from './columns'
import { compactText, normaliseText, queryWords } from './facetValues'
import type { BaseCars, Selection } from './selection'

const byCountThenValue = (a: [string, number], b: [string, number]) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)

function tallyByPostings(column: Column, set: Bitset): Int32Array {
  const tally = new Int32Array(column.dict.length)
  column.postings.forEach((postings, c) => (tally[c] = countBoth(postings, set)))
  return tally
}

/** One pass over the selected cars (loops written out: this is the hot path of a cold query). */
function tallyByScan(column: Column, set: Bitset): Int32Array {
  const tally = new Int32Array(column.dict.length)
  const { lists, codes } = column
  for (let w = 0; w < set.length; w++) {
    let word = set[w] as number
    while (word) {
      const low = word & -word
      const i = (w << 5) + 31 - Math.clz32(low)
      word ^= low
      if (lists) {
        const list = lists[i] as Int32Array
        for (let k = 0; k < list.length; k++) tally[list[k] as number]!++
      } else {
        const c = codes[i] as number
        if (c >= 0) tally[c]!++
      }
    }
  }
  return tally
}

function tallyOf(column: Column, set: Bitset, size: number): Int32Array {
  // A postings intersection costs one pass over the bitset per value; a scan costs a few steps per selected car.
  const byPostings = column.postings.length > 0 && column.postings.length * set.length < size * 4
  return byPostings ? tallyByPostings(column, set) : tallyByScan(column, set)
}

function baseTally(column: Column, base: BaseCars, name: string): Int32Array {
  let tally = base.tallies.get(name)
  if (!tally) base.tallies.set(name, (tally = tallyOf(column, base.set, base.nbHits)))
  return tally
}

/**
 * Per-value counts in a selection. A selection holding most of the base (the first page, one
 * refinement removed for its own facet's counts) is counted as the base's tallies minus the few
 * cars its filters removed.
 */
function selectionTally(column: Column, selection: Selection, name: string): Int32Array {
  const { base } = selection
  if (selection.set === base.set) return baseTally(column, base, name)
  if (selection.nbHits * 2 < base.nbHits) return tallyOf(column, selection.set, selection.nbHits)
  const removed = andNot(base.set, selection.set)
  const tally = Int32Array.from(baseTally(column, base, name))
  const minus = tallyOf(column, removed, base.nbHits - selection.nbHits)
  for (let c = 0; c < tally.length; c++) tally[c] = (tally[c] as number) - (minus[c] as number)
  return tally
}

/** Every value of a facet with its count in the selection, most frequent first (ties by value). */
export function facetPairs(column: Column, selection: Selection, name: string): Array<[string, number]> {
  const known = selection.counts.get(name)
  if (known) return known
  const tally = selectionTally(column, selection, name)
  const pairs: Array<[string, number]> = []
  tally.forEach((n, c) => n > 0 && pairs.push([column.dict[c] as string, n]))
  pairs.sort(byCountThenValue)
  selection.counts.set(name, pairs)
  return pairs
}

export function facetStats(column: Column, selection: Selection, name: string): FacetStats | null {
  if (selection.stats.has(name)) return selection.stats.get(name) as FacetStats | null
  const nums = column.nums as Float64Array
  const set = selection.set
  let min = Infinity, max = -Infinity, sum = 0, n = 0
  for (let w = 0; w < set.length; w++) {
    let word = set[w] as number
    while (word) {
      const low = word & -word
      const v = nums[(w << 5) + 31 - Math.clz32(low)] as number
      word ^= low
      if (v !== v) continue
      if (v < min) min = v
      if (v > max) max = v
      sum += v
      n++
    }
  }
  const stats = n ? { min, max, avg: sum / n, sum } : null
  selection.stats.set(name, stats)
  return stats
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Algolia's highlight: the matched word starts wrapped in <em>, everything else escaped. */
function highlight(value: string, words: string[]): string {
  const lower = normaliseText(value)
  const marks = new Array<boolean>(value.length).fill(false)
  for (const w of words) {
    for (const match of lower.matchAll(/[\p{L}\p{N}]+/gu)) {
      if (match[0].startsWith(w) && lower.length === value.length) for (let k = 0; k < w.length; k++) marks[(match.index as number) + k] = true
    }
  }
  let out = ''
  for (let k = 0; k < value.length; k++) {
    const opens = marks[k] && !marks[k - 1]
    const closes = marks[k] && !marks[k + 1]
    out += `${opens ? '<em>' : ''}${escapeHtml(value[k] as string)}${closes ? '</em>' : ''}`
  }
  return out
}

/** Whether every query word starts a word of the value ("cru" finds "Land Cruiser"; "cx5" finds "CX-5"). */
function startsWords(value: string, words: string[]): boolean {
  const valueWords = [...normaliseText(value).split(/[^\p{L}\p{N}]+/u), ...compactText(value).split(/\s+/)]
  return words.every((w) => valueWords.some((v) => v.startsWith(w) || v.startsWith(compactText(w))))
}

export type FacetHit = { value: string; highlighted: string; count: number }

/** searchForFacetValues: the facet's values in the selection whose words start with the query's. */
export function facetHits(column: Column, selection: Selection, name: string, facetQuery: string, max: number): FacetHit[] {
  const words = queryWords(facetQuery)
  return facetPairs(column, selection, name)
    .filter(([value]) => !words.length || startsWords(value, words))
    .slice(0, max)
    .map(([value, n]) => ({ value, highlighted: highlight(value, words), count: n }))
}
