import { FilterError, type FilterNode } from '../filterAst'
import type { Column } from './columns'

/** A filter over car positions in a site index. */
export type Predicate = (i: number) => boolean

function columnOf(columns: Record<string, Column>, attr: string): Column {
  const column = columns[attr]
  if (!column) throw new FilterError(`Unknown attribute "${attr}": filter on one of ${Object.keys(columns).join(', ')}`)
  return column
}

function equals(column: Column, attr: string, expected: string): Predicate {
  if (column.kind === 'number') {
    const n = Number(expected)
    if (expected.trim() === '' || !Number.isFinite(n)) throw new FilterError(`Attribute "${attr}" is numeric; "${expected}" is not a number`)
    const nums = column.nums as Float64Array
    return (i) => nums[i] === n
  }
  const code = column.lookup.get(column.kind === 'boolean' ? String(expected.toLowerCase() === 'true') : expected) ?? -2
  if (column.kind === 'array') {
    const lists = column.lists as Int32Array[]
    return (i) => (lists[i] as Int32Array).includes(code)
  }
  const codes = column.codes
  return (i) => codes[i] === code
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

/** A filter tree compiled against an index's columns; a missing number (NaN) matches no comparison. */
export function toPredicate(node: FilterNode, columns: Record<string, Column>): Predicate {
  switch (node.kind) {
    case 'facet': {
      const test = equals(columnOf(columns, node.attr), node.attr, node.value)
      return node.negate ? (i) => !test(i) : test
    }
    case 'numeric': {
      const nums = numbersOf(columnOf(columns, node.attr), node.attr)
      const compare = COMPARE[node.op] as (a: number, b: number) => boolean
      const value = node.value
      return (i) => {
        const v = nums[i] as number
        return v === v && compare(v, value)
      }
    }
    case 'range': {
      const nums = numbersOf(columnOf(columns, node.attr), node.attr)
      const { lo, hi } = node
      const inRange: Predicate = (i) => (nums[i] as number) >= lo && (nums[i] as number) <= hi
      return node.negate ? (i) => !inRange(i) : inRange
    }
    case 'not': {
      const inner = toPredicate(node.item, columns)
      return (i) => !inner(i)
    }
    case 'and': {
      const items = node.items.map((item) => toPredicate(item, columns))
      return (i) => items.every((p) => p(i))
    }
    case 'or': {
      const items = node.items.map((item) => toPredicate(item, columns))
      return (i) => items.some((p) => p(i))
    }
  }
}
