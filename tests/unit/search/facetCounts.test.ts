import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { add, count, emptySet, type Bitset } from '../../../site/search/memory/bitset'
import { buildColumns } from '../../../site/search/memory/columns'
import { facetHits, facetPairs } from '../../../site/search/memory/facetCounts'
import type { Selection } from '../../../site/search/memory/selection'

const setOf = (size: number, positions: number[]): Bitset => {
  const set = emptySet(size)
  for (const i of positions) add(set, i)
  return set
}

function selectionOf(size: number, base: number[], chosen: number[]): Selection {
  const baseSet = setOf(size, base)
  const set = setOf(size, chosen)
  return { set, nbHits: count(set), base: { id: 1, set: baseSet, nbHits: count(baseSet), tallies: new Map() }, counts: new Map(), objects: new Map(), stats: new Map() }
}

const MAKES = ['Toyota', 'Mazda', 'Ford', 'Kia']
const FEATURES = ['Sunroof', 'Tow bar', 'Heated seats']

describe('facet counts', () => {
  it('agree with a plain count whether taken directly or as the base minus what the filters removed', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ make: fc.constantFrom(...MAKES), filtered_features: fc.subarray(FEATURES), inBase: fc.boolean(), chosen: fc.nat(9) }), { minLength: 1, maxLength: 120 }),
        fc.integer({ min: 0, max: 10 }),
        (cars, cut) => {
          const columns = buildColumns(cars.map(({ make, filtered_features }) => ({ make, filtered_features })))
          const base = cars.flatMap((c, i) => (c.inBase ? [i] : []))
          const chosen = base.filter((i) => (cars[i]?.chosen ?? 0) < cut)
          const selection = selectionOf(cars.length, base, chosen)
          for (const facet of ['make', 'filtered_features'] as const) {
            const tally = new Map<string, number>()
            for (const i of chosen) for (const v of [cars[i]![facet]].flat()) tally.set(v, (tally.get(v) ?? 0) + 1)
            expect(Object.fromEntries(facetPairs(columns[facet]!, selection, facet))).toEqual(Object.fromEntries(tally))
          }
        },
      ),
    )
  })

  it('orders values by count, then by value', () => {
    const columns = buildColumns(['Kia', 'Ford', 'Kia', 'Audi', 'Ford'].map((make) => ({ make })))
    expect(facetPairs(columns.make!, selectionOf(5, [0, 1, 2, 3, 4], [0, 1, 2, 3, 4]), 'make')).toEqual([['Ford', 2], ['Kia', 2], ['Audi', 1]])
  })
})

describe('facet value search', () => {
  const columns = buildColumns(['Land Cruiser', 'CX-5', 'Cruze', "Tom's <b>Special</b>", 'Corolla'].map((model) => ({ model })))
  const all = selectionOf(5, [0, 1, 2, 3, 4], [0, 1, 2, 3, 4])

  it('matches the start of any word, in any case, with or without punctuation', () => {
    expect(facetHits(columns.model!, all, 'model', 'CRU', 10).map((h) => h.value)).toEqual(['Cruze', 'Land Cruiser'])
    expect(facetHits(columns.model!, all, 'model', 'cx5', 10).map((h) => h.value)).toEqual(['CX-5'])
    expect(facetHits(columns.model!, all, 'model', 'ola', 10)).toEqual([])
  })

  it('highlights the matched start and escapes the rest', () => {
    expect(facetHits(columns.model!, all, 'model', 'land cru', 10)).toEqual([{ value: 'Land Cruiser', highlighted: '<em>Land</em> <em>Cru</em>iser', count: 1 }])
    expect(facetHits(columns.model!, all, 'model', 'tom', 10)[0]?.highlighted).toBe('<em>Tom</em>&#39;s &#60;b&#62;Special&#60;/b&#62;')
  })

  it('returns at most maxFacetHits values', () => {
    expect(facetHits(columns.model!, all, 'model', '', 2)).toHaveLength(2)
  })
})
