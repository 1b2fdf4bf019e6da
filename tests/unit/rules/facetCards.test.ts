import { describe, expect, it } from 'vitest'
import { CUSTOM_BODIES_CARD_LIMIT, FACET_CARD_LIMIT, facetCards } from '../../../site/rules/facetCards'

describe('facet cards (FIN §5: limit 4, 20 with custom bodies; count desc then name)', () => {
  const counts = { SUV: 40, Ute: 40, Sedan: 12, Hatch: 30, Van: 2, Wagon: 12, Coupe: 1 }

  it('has the limits', () => {
    expect(FACET_CARD_LIMIT).toBe(4)
    expect(CUSTOM_BODIES_CARD_LIMIT).toBe(20)
  })

  it('keeps the 4 biggest, ties by name', () => {
    expect(facetCards(counts)).toEqual([
      { name: 'SUV', count: 40 },
      { name: 'Ute', count: 40 },
      { name: 'Hatch', count: 30 },
      { name: 'Sedan', count: 12 },
    ])
  })

  it('sorts names as text when counts tie', () => {
    expect(facetCards({ b: 1, a: 1, c: 1 }).map((c) => c.name)).toEqual(['a', 'b', 'c'])
    expect(facetCards({ a: 1, b: 1 }).map((c) => c.name)).toEqual(['a', 'b'])
    expect(facetCards({ b: 1, a: 1 }).map((c) => c.name)).toEqual(['a', 'b'])
    expect(facetCards({ suv: 1, Ute: 1, Sedan: 1 }).map((c) => c.name)).toEqual(['Sedan', 'suv', 'Ute'])
  })

  it('with custom bodies shows only those, up to 20', () => {
    expect(facetCards(counts, ['Van', 'Coupe', 'Wagon', 'Sedan', 'Limo'])).toEqual([
      { name: 'Sedan', count: 12 },
      { name: 'Wagon', count: 12 },
      { name: 'Van', count: 2 },
      { name: 'Coupe', count: 1 },
    ])
    const many = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`b${String(i).padStart(2, '0')}`, 100 - i]))
    expect(facetCards(many, Object.keys(many))).toHaveLength(20)
    expect(facetCards(many, Object.keys(many))[19]).toEqual({ name: 'b19', count: 81 })
  })

  it.each([[[]], [null], [undefined]])('an empty custom list %j means no custom bodies', (custom) => expect(facetCards(counts, custom)).toHaveLength(4))

  it('handles no values', () => expect(facetCards({})).toEqual([]))
})
