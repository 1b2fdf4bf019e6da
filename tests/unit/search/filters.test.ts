import { describe, expect, it } from 'vitest'
import { FilterError, parseFacetFilter, parseNested, parseNumericFilter } from '../../../site/search/filterAst'
import { parseFilterString } from '../../../site/search/filterString'
import { buildColumns } from '../../../site/search/memory/columns'
import { has } from '../../../site/search/memory/bitset'
import { select } from '../../../site/search/memory/predicate'
import type { FilterNode } from '../../../site/search/filterAst'

describe('facet and numeric filters', () => {
  it.each([
    ['make:Toyota', { kind: 'facet', attr: 'make', value: 'Toyota', negate: false }],
    ['-make:Toyota', { kind: 'facet', attr: 'make', value: 'Toyota', negate: true }],
    ['make_model:Land Rover Defender', { kind: 'facet', attr: 'make_model', value: 'Land Rover Defender', negate: false }],
    ['"tag":"runout: sale"', { kind: 'facet', attr: 'tag', value: 'runout: sale', negate: false }],
  ])('%s', (raw, node) => expect(parseFacetFilter(raw)).toEqual(node))

  it.each([
    ['price>=1000', { kind: 'numeric', attr: 'price', op: '>=', value: 1000 }],
    ['km < 50000.5', { kind: 'numeric', attr: 'km', op: '<', value: 50000.5 }],
    ['year!=2020', { kind: 'numeric', attr: 'year', op: '!=', value: 2020 }],
    ['price:1000 TO 5000', { kind: 'range', attr: 'price', lo: 1000, hi: 5000, negate: false }],
  ])('%s', (raw, node) => expect(parseNumericFilter(raw)).toEqual(node))

  it('rejects malformed filters with a message naming them', () => {
    expect(() => parseFacetFilter('Toyota')).toThrow('Invalid facet filter "Toyota": expected attribute:value')
    expect(() => parseNumericFilter('price>>1')).toThrow(FilterError)
  })

  it('nests AND of ORs as Algolia does', () => {
    const node = parseNested(['make:Toyota', ['body:SUV', 'body:Ute']], parseFacetFilter)
    expect(node).toEqual({
      kind: 'and',
      items: [
        { kind: 'facet', attr: 'make', value: 'Toyota', negate: false },
        { kind: 'or', items: [{ kind: 'facet', attr: 'body', value: 'SUV', negate: false }, { kind: 'facet', attr: 'body', value: 'Ute', negate: false }] },
      ],
    })
    expect(parseNested([], parseFacetFilter)).toBeNull()
    expect(parseNested('make:Kia', parseFacetFilter)).toEqual({ kind: 'facet', attr: 'make', value: 'Kia', negate: false })
  })
})

describe('filters string', () => {
  it('AND binds tighter than OR, with NOT and parentheses', () => {
    expect(parseFilterString('make:Kia OR make:Mazda AND NOT body:SUV')).toEqual({
      kind: 'or',
      items: [
        { kind: 'facet', attr: 'make', value: 'Kia', negate: false },
        { kind: 'and', items: [{ kind: 'facet', attr: 'make', value: 'Mazda', negate: false }, { kind: 'not', item: { kind: 'facet', attr: 'body', value: 'SUV', negate: false } }] },
      ],
    })
    expect(parseFilterString('(make:Kia OR make:"Land Rover") AND price > 1000 AND year:2015 TO 2020')).toMatchObject({ kind: 'and', items: [{ kind: 'or' }, { kind: 'numeric', op: '>' }, { kind: 'range', lo: 2015, hi: 2020 }] })
    expect(parseFilterString('  ')).toBeNull()
  })
  it('explains what it cannot read', () => {
    expect(() => parseFilterString('make:Kia AND (body:SUV')).toThrow('missing ")"')
    expect(() => parseFilterString('make Kia')).toThrow(FilterError)
  })
})

describe('select (bitset filters)', () => {
  const car = { make: "Kia' OR 1=1 --", model: 'Carnival', make_model: 'Kia Carnival', price: 45000, km: null, certified: true, categories: ['SUV', 'Family'] }
  const columns = buildColumns([car])
  const holds = (node: FilterNode) => has(select(node, columns, 1), 0)
  const compile = (node: FilterNode) => select(node, columns, 1)
  it('matches exact facet values, never interpreting them', () => {
    expect(holds(parseFilterString(`make:"Kia' OR 1=1 --" AND price >= 5000`)!)).toBe(true)
    expect(holds(parseFacetFilter('make:Kia'))).toBe(false)
    expect(holds(parseFacetFilter('-make:Kia'))).toBe(true)
    expect(() => parseFilterString("make:Kia' OR 1=1")).toThrow(FilterError)
  })
  it('rejects unknown attributes and non-numeric values of numeric facets', () => {
    expect(() => compile(parseFacetFilter('password:x'))).toThrow('Unknown attribute "password"')
    expect(() => compile(parseFacetFilter('year:new'))).toThrow('Attribute "year" is numeric; "new" is not a number')
    expect(() => compile(parseNumericFilter('make>3'))).toThrow('Attribute "make" is not numeric')
  })
  it('handles arrays, booleans, ranges, negation and missing numbers', () => {
    expect(holds(parseFacetFilter('categories:Family'))).toBe(true)
    expect(holds(parseFacetFilter('certified:true'))).toBe(true)
    expect(holds(parseFacetFilter('certified:false'))).toBe(false)
    expect(holds(parseNumericFilter('price:45000 TO 45000'))).toBe(true)
    expect(holds(parseNumericFilter('price:45001 TO 50000'))).toBe(false)
    expect(holds(parseNumericFilter('km<=10'))).toBe(false)
    expect(holds(parseFilterString('NOT make:Kia AND (price < 1 OR price != 1)')!)).toBe(true)
    expect(holds(parseFacetFilter('price_range:40000-50000'))).toBe(true)
  })
})
