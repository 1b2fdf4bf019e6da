/** Algolia filter expressions as a small AST (facetFilters, numericFilters and the `filters` string). */
export type NumericOp = '<' | '<=' | '=' | '!=' | '>=' | '>'

export type FilterNode =
  | { kind: 'facet'; attr: string; value: string; negate: boolean }
  | { kind: 'numeric'; attr: string; op: NumericOp; value: number }
  | { kind: 'range'; attr: string; lo: number; hi: number; negate: boolean }
  | { kind: 'and'; items: FilterNode[] }
  | { kind: 'or'; items: FilterNode[] }
  | { kind: 'not'; item: FilterNode }

export class FilterError extends Error {}

const unquote = (text: string) => (/^".*"$/.test(text) ? text.slice(1, -1).replace(/\\"/g, '"') : text)

/** `make:Toyota`, `-make:Toyota`, `"make":"Land Rover"` → a facet condition. */
export function parseFacetFilter(raw: string): FilterNode {
  const negate = raw.startsWith('-')
  const body = negate ? raw.slice(1) : raw
  const colon = body.startsWith('"') ? body.indexOf('":') + 1 : body.indexOf(':')
  if (colon <= 0) throw new FilterError(`Invalid facet filter "${raw}": expected attribute:value`)
  return { kind: 'facet', attr: unquote(body.slice(0, colon).trim()), value: unquote(body.slice(colon + 1).trim()), negate }
}

const NUMERIC = /^\s*([A-Za-z_][\w.]*)\s*(<=|>=|!=|<|>|=)\s*(-?\d+(?:\.\d+)?)\s*$/
const RANGE = /^\s*([A-Za-z_][\w.]*)\s*:\s*(-?\d+(?:\.\d+)?)\s+TO\s+(-?\d+(?:\.\d+)?)\s*$/

/** `price>=1000`, `price:1000 TO 5000` → a numeric condition. */
export function parseNumericFilter(raw: string): FilterNode {
  const range = RANGE.exec(raw)
  if (range) return { kind: 'range', attr: range[1] as string, lo: Number(range[2]), hi: Number(range[3]), negate: false }
  const match = NUMERIC.exec(raw)
  if (!match) throw new FilterError(`Invalid numeric filter "${raw}": expected e.g. price>=1000 or price:1000 TO 5000`)
  return { kind: 'numeric', attr: match[1] as string, op: match[2] as NumericOp, value: Number(match[3]) }
}

type Nested = string | ReadonlyArray<string | ReadonlyArray<string>>

/** Algolia's nested arrays: the outer list is AND, an inner list is OR; a string is one element. */
export function parseNested(value: Nested | undefined, parseOne: (raw: string) => FilterNode): FilterNode | null {
  if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return null
  const outer = typeof value === 'string' ? [value] : value
  const items = outer.map((entry) =>
    typeof entry === 'string' ? parseOne(entry) : { kind: 'or' as const, items: (entry as ReadonlyArray<string>).map((inner: string) => parseOne(inner)) },
  )
  return items.length === 1 ? (items[0] as FilterNode) : { kind: 'and', items }
}

export const allOf = (nodes: Array<FilterNode | null>): FilterNode | null => {
  const items = nodes.filter((n): n is FilterNode => n !== null)
  return items.length === 0 ? null : items.length === 1 ? (items[0] as FilterNode) : { kind: 'and', items }
}
