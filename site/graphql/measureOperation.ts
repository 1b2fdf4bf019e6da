import { Kind, type ArgumentNode, type DocumentNode, type FieldNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql'

/**
 * Bounds on one GraphQL request (issue 16, finding 2: 200 aliases of `Vehicles(limit:100)` passed
 * Payload's complexity cap, which counts a list field once whatever its `limit`). The cost of a field
 * is how many times it resolves: the product of the `limit` of the lists above it.
 */
export const GRAPHQL_LIMITS = {
  maxRootFields: 10,
  maxDepth: 8,
  maxFields: 400,
  maxCost: 5_000,
  maxListLimit: 100,
  /** Payload's page size when a list query gives no `limit`. */
  defaultListLimit: 10,
  /** Selections (fields, fragments) walked before giving up: fragments can multiply a small document. */
  maxSteps: 5_000,
}

export type OperationShape = { rootFields: string[]; depth: number; fields: number; cost: number; problems: string[] }

type Variables = Record<string, unknown> | null | undefined
type Walk = { fragments: Map<string, FragmentDefinitionNode>; variables: Variables; shape: OperationShape; steps: number }

const argument = (field: FieldNode, name: string, variables: Variables): unknown => {
  const node: ArgumentNode | undefined = field.arguments?.find((arg) => arg.name.value === name)
  if (!node) return undefined
  const value = node.value
  if (value.kind === Kind.VARIABLE) return variables?.[value.name.value]
  if (value.kind === Kind.INT || value.kind === Kind.FLOAT) return Number(value.value)
  if (value.kind === Kind.BOOLEAN) return value.value
  if (value.kind === Kind.NULL) return null
  return value.kind
}

const hasDocs = (field: FieldNode) => field.selectionSet?.selections.some((s) => s.kind === Kind.FIELD && s.name.value === 'docs') ?? false

/** How many times the field's children resolve per resolution of the field. */
function listSize(walk: Walk, field: FieldNode): number {
  const label = field.alias?.value ?? field.name.value
  if (argument(field, 'pagination', walk.variables) === false) walk.shape.problems.push(`${label}: pagination: false is not allowed; page with limit and page.`)
  const limit = argument(field, 'limit', walk.variables)
  if (limit === undefined || limit === null) return hasDocs(field) ? GRAPHQL_LIMITS.defaultListLimit : 1
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > GRAPHQL_LIMITS.maxListLimit) {
    walk.shape.problems.push(`${label}: limit must be a whole number from 1 to ${GRAPHQL_LIMITS.maxListLimit}.`)
    return GRAPHQL_LIMITS.maxListLimit
  }
  return limit
}

function visit(walk: Walk, set: SelectionSetNode, depth: number, multiplier: number, path: string[], root: boolean): void {
  for (const selection of set.selections) {
    if (++walk.steps > GRAPHQL_LIMITS.maxSteps) return
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      visit(walk, selection.selectionSet, depth, multiplier, path, root)
    } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const name = selection.name.value
      const fragment = walk.fragments.get(name)
      if (path.includes(name)) walk.shape.problems.push(`Fragment ${name} spreads itself.`)
      else if (fragment) visit(walk, fragment.selectionSet, depth, multiplier, [...path, name], root)
    } else {
      if (root) walk.shape.rootFields.push(selection.name.value)
      walk.shape.fields += 1
      walk.shape.cost += multiplier
      walk.shape.depth = Math.max(walk.shape.depth, depth)
      if (selection.selectionSet) visit(walk, selection.selectionSet, depth + 1, multiplier * listSize(walk, selection), path, false)
    }
    if (walk.shape.problems.length > 0) return
  }
}

/** The size of every operation in the document together, and what is wrong with it (empty: within bounds). */
export function measureOperation(document: DocumentNode, variables?: Variables): OperationShape {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
  const walk: Walk = { fragments, variables, shape: { rootFields: [], depth: 0, fields: 0, cost: 0, problems: [] }, steps: 0 }
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) visit(walk, definition.selectionSet, 1, 1, [], true)
  }
  const { shape } = walk
  const L = GRAPHQL_LIMITS
  if (walk.steps > L.maxSteps) shape.problems.push(`The query has more than ${L.maxSteps} selections once fragments are expanded.`)
  if (shape.rootFields.length > L.maxRootFields) shape.problems.push(`At most ${L.maxRootFields} top-level fields (aliases included) per request; this one has ${shape.rootFields.length}.`)
  if (shape.depth > L.maxDepth) shape.problems.push(`The query nests ${shape.depth} levels deep; at most ${L.maxDepth}.`)
  if (shape.fields > L.maxFields) shape.problems.push(`The query selects ${shape.fields} fields; at most ${L.maxFields}.`)
  if (shape.cost > L.maxCost) shape.problems.push(`The query would resolve ${shape.cost} fields (lists counted by their limit); at most ${L.maxCost}.`)
  return shape
}

/** What an anonymous caller may ask: signing in and the password reset flow, one operation at a time. */
const ANONYMOUS_ROOT_FIELDS = new Set(['loginUser', 'forgotPasswordUser', 'resetPasswordUser', 'meUser'])

export const anonymousMayRun = (shape: OperationShape): boolean => {
  const fields = shape.rootFields.filter((name) => name !== '__typename')
  return fields.length === 1 && ANONYMOUS_ROOT_FIELDS.has(fields[0]!)
}
