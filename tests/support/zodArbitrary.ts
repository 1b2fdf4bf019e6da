/**
 * A fast-check arbitrary of the values a zod 4 schema accepts as input, derived by walking the
 * schema: objects (keys that may be left out are left out sometimes), enums, literals, booleans,
 * numbers within their min/max (integers when the schema says so), strings within their length,
 * format or pattern, arrays, optionals, nullables, defaults and prefaults (the value is sometimes
 * left out so the default applies), unions, records and pipes (the input side). A node with its
 * own refinement, or a pipe whose output side checks more, is filtered by the node's own parse, so
 * every generated value parses (`schema.safeParse(value).success`).
 *
 * Strings that only a refinement can describe (a site path, a lender id that must name a row) are
 * drawn from `strings`: a pool of realistic values the caller gives, filtered by the node, mixed
 * with random strings of the node's length.
 */
import fc from 'fast-check'
import type { z } from 'zod'

export type ArbitraryOptions = {
  /** Realistic strings to draw from (record keys, paths, ids); random strings are mixed in. */
  strings?: readonly string[]
  /** Longest generated array or record (default 3). */
  maxItems?: number
  /** Range of a number the schema leaves unbounded (default 0–1000). */
  numberRange?: { min: number; max: number }
}

type Def = { type: string; checks?: Array<{ _zod: { def: CheckDef } }> } & Record<string, unknown>
type CheckDef = { check: string; minimum?: number; maximum?: number; length?: number; value?: number; inclusive?: boolean; format?: string; pattern?: RegExp }
type Node = z.ZodType & { _zod: { def: Def; optin?: 'optional' } }

const checksOf = (node: Node): CheckDef[] => (node._zod.def.checks ?? []).map((c) => c._zod.def)
const hasRefinement = (node: Node) => checksOf(node).some((c) => c.check === 'custom')

/** Keeps only values the node itself accepts: refinements and pipes' output checks are not described by the structure. */
const parsedBy = <T>(node: Node, arb: fc.Arbitrary<T>): fc.Arbitrary<T> => arb.filter((value) => node.safeParse(value).success)

function lengthBounds(node: Node, fallbackMax: number): { minLength: number; maxLength: number } {
  let minLength = 0
  let maxLength = Number.POSITIVE_INFINITY
  for (const c of checksOf(node)) {
    if (c.check === 'min_length' && c.minimum !== undefined) minLength = Math.max(minLength, c.minimum)
    if (c.check === 'max_length' && c.maximum !== undefined) maxLength = Math.min(maxLength, c.maximum)
    if (c.check === 'length_equals' && c.length !== undefined) minLength = maxLength = c.length
  }
  return { minLength, maxLength: Math.min(maxLength, Math.max(minLength, fallbackMax)) }
}

function numberArb(node: Node, options: Required<ArbitraryOptions>): fc.Arbitrary<number> {
  let min = Number.NEGATIVE_INFINITY
  let max = Number.POSITIVE_INFINITY
  let minOpen = false
  let maxOpen = false
  let integer = false
  for (const c of checksOf(node)) {
    if (c.check === 'greater_than' && c.value !== undefined && c.value >= min) [min, minOpen] = [c.value, c.inclusive === false]
    if (c.check === 'less_than' && c.value !== undefined && c.value <= max) [max, maxOpen] = [c.value, c.inclusive === false]
    if (c.check === 'number_format' && (c.format === 'safeint' || c.format?.startsWith('int'))) integer = true
  }
  if (!Number.isFinite(min)) min = Number.isFinite(max) ? Math.min(options.numberRange.min, max) : options.numberRange.min
  if (!Number.isFinite(max)) max = Math.max(options.numberRange.max, min)
  const ints = fc.integer({ min: Math.ceil(min) + (minOpen && Number.isInteger(min) ? 1 : 0), max: Math.floor(max) - (maxOpen && Number.isInteger(max) ? 1 : 0) })
  if (integer) return ints
  const doubles = fc.double({ min, max, minExcluded: minOpen, maxExcluded: maxOpen, noNaN: true, noDefaultInfinity: true })
  // Whole numbers are the common case in settings; fractions still appear.
  return Math.ceil(min + (minOpen ? 1 : 0)) <= Math.floor(max - (maxOpen ? 1 : 0)) ? fc.oneof({ arbitrary: ints, weight: 3 }, { arbitrary: doubles, weight: 1 }) : doubles
}

function stringArb(node: Node, options: Required<ArbitraryOptions>, path: string): fc.Arbitrary<string> {
  const def = node._zod.def as Def & { format?: string; pattern?: RegExp }
  const formats = [def.format, ...checksOf(node).map((c) => c.format)].filter((f): f is string => typeof f === 'string')
  const pattern = def.pattern ?? checksOf(node).find((c) => c.pattern instanceof RegExp)?.pattern
  const pool = options.strings.filter((s) => node.safeParse(s).success)
  const poolArb = pool.length ? [fc.constantFrom(...pool)] : []
  let random: fc.Arbitrary<string>
  if (formats.includes('url')) random = fc.tuple(fc.constantFrom('https', 'http'), fc.domain()).map(([scheme, host]) => `${scheme}://${host}/`)
  else if (formats.includes('date')) random = fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10))
  else if (formats.includes('email')) random = fc.emailAddress()
  else if (pattern) random = fc.stringMatching(pattern)
  else random = fc.string(lengthBounds(node, 24))
  // Pool values are what real data looks like; random ones find what nobody thought of.
  const arb = poolArb.length ? fc.oneof({ arbitrary: poolArb[0]!, weight: 2 }, { arbitrary: random, weight: 1 }) : random
  // A refinement random strings never meet (a path that must contain "{slug}") would filter forever: say so instead.
  if (!pool.length && !fc.sample(random, { numRuns: 200, seed: 1 }).some((s) => node.safeParse(s).success)) {
    throw new Error(`zodArbitrary: no string in the pool, and no random one, passes the refinement at ${path || '(root)'}; add a valid example to options.strings`)
  }
  return parsedBy(node, arb)
}

function objectArb(node: Node, options: Required<ArbitraryOptions>, path: string): fc.Arbitrary<Record<string, unknown>> {
  const shape = node._zod.def.shape as Record<string, Node>
  const model: Record<string, fc.Arbitrary<unknown>> = {}
  const requiredKeys: string[] = []
  for (const [key, child] of Object.entries(shape)) {
    model[key] = walk(child, options, join(path, key))
    if (child._zod.optin !== 'optional') requiredKeys.push(key)
  }
  return fc.record(model, { requiredKeys })
}

function recordArb(node: Node, options: Required<ArbitraryOptions>, path: string): fc.Arbitrary<Record<string, unknown>> {
  const def = node._zod.def as Def & { keyType: Node; valueType: Node }
  const value = walk(def.valueType, options, join(path, '*'))
  const keyDef = def.keyType._zod.def as Def & { entries?: Record<string, string> }
  if (keyDef.type === 'enum' && keyDef.entries) {
    // An exhaustive record needs every key; a partial one any subset.
    const keys = Object.values(keyDef.entries)
    const model = Object.fromEntries(keys.map((k) => [k, value]))
    return fc.record(model, { requiredKeys: def.partial || def.keyType.safeParse(undefined).success ? [] : keys })
  }
  const key = walk(def.keyType, options, join(path, '(key)')).filter((k): k is string => typeof k === 'string')
  return fc.dictionary(key, value, { maxKeys: options.maxItems })
}

const WALKERS: Record<string, (node: Node, options: Required<ArbitraryOptions>, path: string) => fc.Arbitrary<unknown>> = {
  string: stringArb,
  number: numberArb,
  boolean: () => fc.boolean(),
  literal: (node) => fc.constantFrom(...(node._zod.def.values as unknown[])),
  enum: (node) => fc.constantFrom(...Object.values(node._zod.def.entries as Record<string, string | number>)),
  null: () => fc.constant(null),
  undefined: () => fc.constant(undefined),
  object: objectArb,
  record: recordArb,
  array: (node, options, path) => fc.array(walk(node._zod.def.element as Node, options, join(path, '[]')), lengthBounds(node, options.maxItems)),
  union: (node, options, path) => fc.oneof(...(node._zod.def.options as Node[]).map((option) => walk(option, options, path))),
  optional: (node, options, path) => fc.option(inner(node, options, path), { nil: undefined }),
  nullable: (node, options, path) => fc.option(inner(node, options, path), { nil: null }),
  // Left out (in an object) or undefined, the default applies; both are covered.
  default: (node, options, path) => fc.option(inner(node, options, path), { nil: undefined, freq: 3 }),
  prefault: (node, options, path) => fc.option(inner(node, options, path), { nil: undefined, freq: 3 }),
  readonly: inner,
  nonoptional: (node, options, path) => inner(node, options, path).filter((v) => v !== undefined),
  pipe: (node, options, path) => walk(node._zod.def.in as Node, options, path),
}

function inner(node: Node, options: Required<ArbitraryOptions>, path: string): fc.Arbitrary<unknown> {
  return walk(node._zod.def.innerType as Node, options, path)
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key)

function walk(node: Node, options: Required<ArbitraryOptions>, path: string): fc.Arbitrary<unknown> {
  const type = node._zod.def.type
  const walker = WALKERS[type]
  if (!walker) throw new Error(`zodArbitrary: no walker for a "${type}" schema at ${path || '(root)'}`)
  const arb = walker(node, options, path)
  // Refinements (and a pipe's output side: transforms that add issues, a stricter schema) are not structure.
  return type === 'pipe' || (type !== 'string' && hasRefinement(node)) ? parsedBy(node, arb) : arb
}

/** An arbitrary of inputs `schema` accepts. */
export function zodArbitrary<S extends z.ZodType>(schema: S, options: ArbitraryOptions = {}): fc.Arbitrary<z.input<S>> {
  const resolved: Required<ArbitraryOptions> = { strings: options.strings ?? [], maxItems: options.maxItems ?? 3, numberRange: options.numberRange ?? { min: 0, max: 1000 } }
  return walk(schema as unknown as Node, resolved, '') as fc.Arbitrary<z.input<S>>
}
