import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const RULES = path.resolve('site/rules')

/** Every module a rule file reaches through its imports (relative ones followed, packages listed). */
function reach(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen
  seen.add(file)
  const source = fs.readFileSync(file, 'utf8')
  for (const [, spec] of source.matchAll(/(?:import|export)[^'"]*from\s+'([^']+)'/g)) {
    if (!spec) continue
    if (spec.startsWith('.')) reach(path.resolve(path.dirname(file), `${spec}.ts`), seen)
    else seen.add(spec)
  }
  return seen
}

describe('rules run by browser islands stay light', () => {
  it.each(['delivery.ts', 'vehiclePdf.ts', 'postcodeFormat.ts', 'recentlyViewed.ts', 'offersQuery.ts', 'resultCache.ts', 'catalogue.ts', 'brands.ts'])('%s never reaches zod (it would add ~30 KB to the island)', (file) => {
    expect([...reach(path.join(RULES, file))].filter((m) => m === 'zod' || m.startsWith('zod/'))).toEqual([])
  })

  it('sees zod where it is imported', () => {
    expect(reach(path.join(RULES, 'postcode.ts')).has('zod')).toBe(true)
  })
})
