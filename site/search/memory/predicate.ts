import { FilterError, type FilterNode } from '../filterAst'
import { FACETS, type FacetValue } from './facetValues'

export type Predicate = (record: Record<string, unknown>) => boolean

function facetOf(attr: string) {
  const facet = FACETS[attr]
  if (!facet) throw new FilterError(`Unknown attribute "${attr}": filter on one of ${Object.keys(FACETS).join(', ')}`)
  return facet
}

function equals(attr: string, expected: string): Predicate {
  const facet = facetOf(attr)
  if (facet.kind === 'array') return (r) => (facet.read(r) as string[]).includes(expected)
  if (facet.kind === 'boolean') return (r) => facet.read(r) === (expected.toLowerCase() === 'true')
  if (facet.kind === 'number') {
    const n = Number(expected)
    if (expected.trim() === '' || !Number.isFinite(n)) throw new FilterError(`Attribute "${attr}" is numeric; "${expected}" is not a number`)
    return (r) => facet.read(r) === n
  }
  return (r) => facet.read(r) === expected
}

function numeric(attr: string): (r: Record<string, unknown>) => number | null {
  const facet = facetOf(attr)
  if (facet.kind !== 'number') throw new FilterError(`Attribute "${attr}" is not numeric; use attribute:value`)
  return (r) => facet.read(r) as number | null
}

const COMPARE: Record<string, (a: number, b: number) => boolean> = {
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '=': (a, b) => a === b,
  '!=': (a, b) => a !== b,
  '>=': (a, b) => a >= b,
  '>': (a, b) => a > b,
}

/** A filter tree as a predicate over search records; a missing numeric value matches nothing. */
export function toPredicate(node: FilterNode): Predicate {
  switch (node.kind) {
    case 'facet': {
      const test = equals(node.attr, node.value)
      return node.negate ? (r) => !test(r) : test
    }
    case 'numeric': {
      const read = numeric(node.attr)
      const compare = COMPARE[node.op] as (a: number, b: number) => boolean
      return (r) => {
        const v = read(r)
        return v !== null && compare(v, node.value)
      }
    }
    case 'range': {
      const read = numeric(node.attr)
      const inRange: Predicate = (r) => {
        const v = read(r)
        return v !== null && v >= node.lo && v <= node.hi
      }
      return node.negate ? (r) => !inRange(r) : inRange
    }
    case 'not': {
      const inner = toPredicate(node.item)
      return (r) => !inner(r)
    }
    case 'and': {
      const items = node.items.map(toPredicate)
      return (r) => items.every((p) => p(r))
    }
    case 'or': {
      const items = node.items.map(toPredicate)
      return (r) => items.some((p) => p(r))
    }
  }
}

export type { FacetValue }
