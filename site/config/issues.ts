/** SiteConfig errors as `{ path, message }` with dotted paths (`finance.calculator.amountMin`, `search.promoCardPositions.0`). */
import type { z } from 'zod'

export type ConfigIssue = { path: string; message: string }

type Issue = z.core.$ZodIssue

const dotted = (path: readonly PropertyKey[]) => path.map(String).join('.')

/**
 * The union branch the input was meant for: one whose issues all sit below its root (the input
 * had the branch's shape), fewest issues first. None when every branch failed at its root.
 */
function closestBranch(branches: Issue[][]): Issue[] | undefined {
  const shaped = branches.filter((issues) => issues.every((issue) => issue.path.length > 0))
  return shaped.sort((a, b) => a.length - b.length)[0]
}

function flatten(issue: Issue, prefix: readonly PropertyKey[]): ConfigIssue[] {
  const path = [...prefix, ...issue.path]
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({ path: dotted([...path, key]), message: `Unknown setting "${key}"` }))
  }
  const branch = issue.code === 'invalid_union' ? closestBranch(issue.errors) : undefined
  if (branch) return branch.flatMap((inner) => flatten(inner, path))
  return [{ path: dotted(path), message: issue.message }]
}

/** One entry per bad value; an unknown key is reported at its own path so a typo is easy to find. */
export function configIssues(error: z.ZodError): ConfigIssue[] {
  return error.issues.flatMap((issue) => flatten(issue, []))
}
