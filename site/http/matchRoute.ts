type Params = Record<string, string>

/** The address pattern that `segments` (the catch-all's slug) answers, with its parameters; null when none does. */
export function matchRoute(patterns: readonly string[], segments: readonly string[]): { pattern: string; params: Params } | null {
  for (const pattern of patterns) {
    const parts = pattern.split('/')
    if (parts.length !== segments.length) continue
    const params: Params = {}
    const matches = parts.every((part, i) => {
      const name = /^\[(\w+)\]$/.exec(part)?.[1]
      if (name) params[name] = segments[i] as string
      return name ? true : part === segments[i]
    })
    if (matches) return { pattern, params }
  }
  return null
}
