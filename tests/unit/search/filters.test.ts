import { describe, expect, it } from 'vitest'
import { FilterError, parseFacetFilter, parseNested, parseNumericFilter } from '../../../site/search/filterAst'
import { parseFilterString } from '../../../site/search/filterString'
import { compileFilter } from '../../../site/search/postgres/compileFilter'
import { Params } from '../../../site/search/postgres/sql'

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

describe('compileFilter', () => {
  it('puts every value in a parameter and maps attributes through the facet whitelist', () => {
    const params = new Params()
    const sql = compileFilter(parseFilterString(`make:"Kia' OR 1=1 --" AND price >= 5000`)!, params)
    expect(sql).toBe('(v.make = $1) and (v.price >= $2)')
    expect(params.values).toEqual(["Kia' OR 1=1 --", 5000])
    expect(() => parseFilterString("make:Kia' OR 1=1")).toThrow(FilterError)
  })
  it('rejects unknown attributes and non-numeric values of numeric facets', () => {
    expect(() => compileFilter(parseFacetFilter('password:x'), new Params())).toThrow('Unknown attribute "password"')
    expect(() => compileFilter(parseFacetFilter('year:new'), new Params())).toThrow('Attribute "year" is numeric; "new" is not a number')
    expect(() => compileFilter(parseNumericFilter('make>3'), new Params())).toThrow('Attribute "make" is not numeric')
  })
  it('compiles arrays, booleans and ranges', () => {
    const params = new Params()
    expect(compileFilter(parseFacetFilter('categories:SUV'), params)).toBe("coalesce(v.categories, '[]'::jsonb) ? $1")
    expect(compileFilter(parseFacetFilter('certified:true'), params)).toBe('coalesce(v.certified, false) = $2')
    expect(compileFilter(parseNumericFilter('price:1 TO 2'), params)).toBe('v.price between $3 and $4')
    expect(params.values).toEqual(['SUV', true, 1, 2])
  })
})
