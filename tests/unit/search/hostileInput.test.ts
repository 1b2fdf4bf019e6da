import { describe, expect, it } from 'vitest'
import { jsonDepth } from '../../../site/http/jsonDepth'
import { FilterError } from '../../../site/search/filterAst'
import { buildColumns } from '../../../site/search/memory/columns'
import { searchIndex } from '../../../site/search/memory/engine'
import { select } from '../../../site/search/memory/predicate'
import type { SiteIndex } from '../../../site/search/memory/siteIndex'
import { decodeParamsString, ProtocolError, searchParamsSchema } from '../../../site/search/protocol'

// Issue 16, finding 6: names every JavaScript object has, unparsable params strings and deeply
// nested bodies were 500s; each must be a clear 400 (FilterError or ProtocolError) or ignored.
const OBJECT_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']

const emptyIndex: SiteIndex = {
  cars: [],
  columns: buildColumns([]),
  orders: { relevance: new Int32Array(), latest: new Int32Array(), priceDesc: new Int32Array(), priceAsc: new Int32Array() },
}
const base = { dealershipIds: [1], showOnDealerWebsite: true as const, minPhotos: 0, statuses: ['in_stock'], soldSince: null, carTypes: null, excludedStockNumbers: [], excludedMakes: [] }

describe('search input named like Object.prototype members', () => {
  it.each(OBJECT_NAMES)('refuses a filter on %s as an unknown attribute', (name) => {
    for (const node of [
      { kind: 'facet' as const, attr: name, value: 'x', negate: false },
      { kind: 'numeric' as const, attr: name, op: '>' as const, value: 1 },
    ]) {
      expect(() => select(node, emptyIndex.columns, 0)).toThrow(FilterError)
    }
  })

  it.each(OBJECT_NAMES)('ignores %s in facets', (name) => {
    const params = searchParamsSchema.parse({ facets: [name, 'make'] })
    const result = searchIndex(emptyIndex, base, { indexName: 'vehicles', params }, { priceAscExcludesZero: false })
    expect(Object.keys(result.facets).sort()).toEqual(['make', 'price'])
  })
})

describe('the legacy params string', () => {
  it.each(['facetFilters=[bad', 'numericFilters={', 'facets=['])('refuses %s as a ProtocolError naming the parameter', (params) => {
    expect(() => decodeParamsString(params)).toThrow(ProtocolError)
    expect(() => decodeParamsString(params)).toThrow(/params: \w+ is not valid JSON/)
  })

  it('refuses a deeply nested value before parsing it', () => {
    expect(() => decodeParamsString(`facetFilters=${encodeURIComponent('['.repeat(5000) + ']'.repeat(5000))}`)).toThrow(/nests deeper than/)
  })

  it('still reads valid values', () => {
    expect(decodeParamsString('query=cx&facetFilters=%5B%22make%3AMazda%22%5D&hitsPerPage=5')).toEqual({ query: 'cx', facetFilters: ['make:Mazda'], hitsPerPage: '5' })
  })
})

describe('jsonDepth', () => {
  it('counts nesting outside strings', () => {
    expect(jsonDepth('{"a":[1,{"b":"[[[{{{"}]}')).toBe(3)
    expect(jsonDepth('"\\"[["')).toBe(0)
    expect(jsonDepth('['.repeat(5000))).toBe(5000)
    expect(jsonDepth('')).toBe(0)
  })
})
