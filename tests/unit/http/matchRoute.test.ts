import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { matchRoute } from '../../../site/http/matchRoute'

const PATTERNS = ['leads', 'reservations', 'reservations/cancel', 'search/1/indexes/[index]/query', 'search/1/indexes/[index]/facets/[facet]/query']

describe('matchRoute (the catch-all finds our own API route for an address)', () => {
  it('matches a fixed address segment by segment, and no longer or shorter one', () => {
    expect(matchRoute(PATTERNS, ['leads'])).toEqual({ pattern: 'leads', params: {} })
    expect(matchRoute(PATTERNS, ['reservations', 'cancel'])).toEqual({ pattern: 'reservations/cancel', params: {} })
    expect(matchRoute(PATTERNS, ['reservations'])).toEqual({ pattern: 'reservations', params: {} })
    // a document of a collection (Payload's REST), not the route
    expect(matchRoute(PATTERNS, ['leads', '12'])).toBeNull()
    expect(matchRoute(PATTERNS, ['reservations', 'cancelled'])).toBeNull()
    expect(matchRoute(PATTERNS, [])).toBeNull()
    expect(matchRoute(PATTERNS, ['vehicles'])).toBeNull()
  })

  it('takes a [name] segment as a parameter, whatever its value', () => {
    expect(matchRoute(PATTERNS, ['search', '1', 'indexes', 'vehicles', 'query'])).toEqual({ pattern: 'search/1/indexes/[index]/query', params: { index: 'vehicles' } })
    expect(matchRoute(PATTERNS, ['search', '1', 'indexes', 'vehicles_price_asc', 'facets', 'make', 'query'])).toEqual({
      pattern: 'search/1/indexes/[index]/facets/[facet]/query',
      params: { index: 'vehicles_price_asc', facet: 'make' },
    })
    expect(matchRoute(PATTERNS, ['search', '2', 'indexes', 'vehicles', 'query'])).toBeNull()
    expect(matchRoute(PATTERNS, ['search', '1', 'indexes', 'vehicles', 'facets', 'make'])).toBeNull()
  })
})

describe('the own-routes table (app/_api/ownRoutes.ts)', () => {
  const ROOT = path.resolve('app/_api/routes')
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
  const table = readFileSync('app/_api/ownRoutes.ts', 'utf8')

  it('lists every module of app/_api/routes under its address, and nothing else', () => {
    const addresses = files(ROOT).map((file) => path.relative(ROOT, file).replace(/\.ts$/, '').split(path.sep).join('/'))
    expect(addresses.length).toBeGreaterThan(30)
    const listed = [...table.matchAll(/^ {2}'([^']+)': (\w+),$/gm)].map(([, address, name]) => ({ address, name }))
    expect(listed.map((l) => l.address).sort()).toEqual([...addresses].sort())
    for (const { address, name } of listed) expect(table, address).toContain(`import * as ${name} from './routes/${address}'`)
  })
})
