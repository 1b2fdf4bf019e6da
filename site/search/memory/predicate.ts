import { FilterError, type FilterNode } from '../filterAst'
import { and, emptySet, not, or, where, type Bitset } from './bitset'
import type { Column } from './columns'

function columnOf(columns: Record<string, Column>, attr: string): Column {
  const column = Object.hasOwn(columns, attr) ? columns[attr] : undefined
  if (!column) throw new FilterError(`Unknown attribute "${attr}": filter on one of ${Object.keys(columns).join(', ')}`)
  return column
}

function equals(column: Column, attr: string, expected: string, size: number): Bitset {
  if (column.kind === 'number') {
    const n = Number(expected)
    if (expected.trim() === '' || !Number.isFinite(n)) throw new FilterError(`Attribute "${attr}" is numeric; "${expected}" is not a number`)
    const nums = column.nums as Float64Array
    return where(size, (i) => nums[i] === n)
  }
  const code = column.lookup.get(column.kind === 'boolean' ? String(expected.toLowerCase() === 'true') : expected)
  return code === undefined ? emptySet(size) : (column.postings[code] as Bitset)
}

function numbersOf(column: Column, attr: string): Float64Array {
  if (!column.nums) throw new FilterError(`Attribute "${attr}" is not numeric; use attribute:value`)
  return column.nums
}

const COMPARE: Record<string, (a: number, b: number) => boolean> = {
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '=': (a, b) => a === b,
  '!=': (a, b) => a !== b,
  '>=': (a, b) => a >= b,
  '>': (a, b) => a > b,
}

/** The cars a filter tree selects, as a bitset; a missing number (NaN) matches no comparison. */
export function select(node: FilterNode, columns: Record<string, Column>, size: number): Bitset {
  switch (node.kind) {
    case 'facet': {
      const set = equals(columnOf(columns, node.attr), node.attr, node.value, size)
      return node.negate ? not(set, size) : set
    }
    case 'numeric': {
      const nums = numbersOf(columnOf(columns, node.attr), node.attr)
      const compare = COMPARE[node.op] as (a: number, b: number) => boolean
      return where(size, (i) => {
        const v = nums[i] as number
        return v === v && compare(v, node.value)
      })
    }
    case 'range': {
      const nums = numbersOf(columnOf(columns, node.attr), node.attr)
      const set = where(size, (i) => (nums[i] as number) >= node.lo && (nums[i] as number) <= node.hi)
      return node.negate ? not(set, size) : set
    }
    case 'not':
      return not(select(node.item, columns, size), size)
    case 'and':
      return and(node.items.map((item) => select(item, columns, size)), size)
    case 'or':
      return or(node.items.map((item) => select(item, columns, size)), size)
  }
}
