import { describe, expect, it } from 'vitest'
import { displayedResultCount, RESULT_COUNT_CAP } from '../../../site/rules/resultCount'

describe('result count (INV §4, §9: above 1999 is capped)', () => {
  const facetCounts = { in_stock: 2100, coming_soon: 40, sold: 3 }

  it('caps above 1999', () => expect(RESULT_COUNT_CAP).toBe(1999))

  it.each([
    ['0 stays', 0, { facetCounts, inStockCount: 5 }, 0],
    ['1999 stays', 1999, { facetCounts, inStockCount: 5 }, 1999],
    ['2000 uses the facet sum', 2000, { facetCounts, inStockCount: 5 }, 2143],
    ['2000 without facets uses the in-stock count', 2000, { inStockCount: 2400 }, 2400],
    ['empty facets fall through to the in-stock count', 2000, { facetCounts: {}, inStockCount: 2400 }, 2400],
    ['null facets fall through', 2000, { facetCounts: null, inStockCount: 2400 }, 2400],
    ['no fallback keeps the count', 2000, {}, 2000],
    ['null in-stock keeps the count', 2500, { inStockCount: null }, 2500],
    ['an in-stock count of 0 is used', 2500, { inStockCount: 0 }, 0],
  ])('%s', (_, count, fallback, expected) => expect(displayedResultCount(count, fallback)).toBe(expected))

  it('needs no fallback argument', () => {
    expect(displayedResultCount(2001)).toBe(2001)
    expect(displayedResultCount(12)).toBe(12)
  })
})
