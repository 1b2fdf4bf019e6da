import { FACETS, type FacetDef } from '../facets'
import { FilterError, type FilterNode } from '../filterAst'
import type { Params } from './sql'

function facetOf(attr: string): FacetDef {
  const facet = FACETS[attr]
  if (!facet) throw new FilterError(`Unknown attribute "${attr}": filter on one of ${Object.keys(FACETS).join(', ')}`)
  return facet
}

function numberOf(attr: string, value: string): number {
  const n = Number(value)
  if (value.trim() === '' || !Number.isFinite(n)) throw new FilterError(`Attribute "${attr}" is numeric; "${value}" is not a number`)
  return n
}

function facetCondition(attr: string, value: string, params: Params): string {
  const facet = facetOf(attr)
  switch (facet.kind) {
    case 'array':
      return `coalesce(${facet.sql}, '[]'::jsonb) ? ${params.add(value)}`
    case 'boolean':
      return `coalesce(${facet.sql}, false) = ${params.add(value.toLowerCase() === 'true')}`
    case 'number':
      return `${facet.sql} = ${params.add(numberOf(attr, value))}`
    default:
      return `${facet.sql} = ${params.add(value)}`
  }
}

function numericColumn(attr: string): string {
  const facet = facetOf(attr)
  if (facet.kind !== 'number') throw new FilterError(`Attribute "${attr}" is not numeric; use attribute:value`)
  return facet.sql
}

/** SQL for a filter tree; values become parameters, attributes must be known facets. */
export function compileFilter(node: FilterNode, params: Params): string {
  switch (node.kind) {
    case 'facet': {
      const condition = facetCondition(node.attr, node.value, params)
      return node.negate ? `not coalesce(${condition}, false)` : condition
    }
    case 'numeric':
      return `${numericColumn(node.attr)} ${node.op === '!=' ? '<>' : node.op} ${params.add(node.value)}`
    case 'range': {
      const condition = `${numericColumn(node.attr)} between ${params.add(node.lo)} and ${params.add(node.hi)}`
      return node.negate ? `not coalesce(${condition}, false)` : condition
    }
    case 'not':
      return `not coalesce((${compileFilter(node.item, params)}), false)`
    case 'and':
      return node.items.map((item) => `(${compileFilter(item, params)})`).join(' and ')
    case 'or':
      return node.items.map((item) => `(${compileFilter(item, params)})`).join(' or ')
  }
}
