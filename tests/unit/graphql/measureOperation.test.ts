import { parse } from 'graphql'
import { describe, expect, it } from 'vitest'
import { anonymousMayRun, GRAPHQL_LIMITS, measureOperation } from '../../../site/graphql/measureOperation'

const measure = (query: string, variables?: Record<string, unknown>) => measureOperation(parse(query), variables)

describe('measureOperation', () => {
  it('counts a list field by its limit, and Payload’s default page size when none is given', () => {
    expect(measure('{ Vehicles(limit: 100) { docs { id name } } }')).toMatchObject({ rootFields: ['Vehicles'], fields: 4, depth: 3, cost: 1 + 100 * 3, problems: [] })
    expect(measure('{ Vehicles { docs { id } } }').cost).toBe(1 + GRAPHQL_LIMITS.defaultListLimit * 2)
    expect(measure('{ Vehicle(id: 1) { id name } }').cost).toBe(3)
  })

  it('counts aliases and fragments spread at the top as top-level fields', () => {
    const shape = measure('query { a: meUser { token } ...F } fragment F on Query { b: meUser { token } }')
    expect(shape.rootFields).toEqual(['meUser', 'meUser'])
  })

  it('refuses the probe’s 200 aliases and a cost over budget, naming why', () => {
    const aliases = Array.from({ length: 200 }, (_, i) => `v${i}: Vehicles(limit: 100) { docs { id name } }`).join(' ')
    expect(measure(`{ ${aliases} }`).problems.join(' ')).toMatch(/at most 10 top-level fields/i)
    const wide = Array.from({ length: 10 }, (_, i) => `v${i}: Vehicles(limit: 100) { docs { id name make model year } }`).join(' ')
    expect(measure(`{ ${wide} }`).problems.join(' ')).toMatch(/would resolve 6010 fields/)
  })

  it.each([0, -1, 101, 1.5, 100_000])('refuses limit %s, literal or variable', (limit) => {
    expect(measure(`{ Vehicles(limit: ${limit}) { docs { id } } }`).problems.join(' ')).toMatch(/limit must be/)
    expect(measure('query ($n: Int) { Vehicles(limit: $n) { docs { id } } }', { n: limit }).problems.join(' ')).toMatch(/limit must be/)
  })

  it('refuses pagination: false, deep nesting and cyclic fragments', () => {
    expect(measure('{ Vehicles(pagination: false) { docs { id } } }').problems.join(' ')).toMatch(/pagination/)
    expect(measure('{ a { b { c { d { e { f { g { h { i } } } } } } } } }').problems.join(' ')).toMatch(/nests 9 levels/)
    expect(measure('{ ...A } fragment A on Query { meUser { token } ...B } fragment B on Query { ...A }').problems.join(' ')).toMatch(/spreads itself/)
  })

  it('stops walking a fragment bomb early', () => {
    const levels = Array.from({ length: 30 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`).join(' ')
    const started = performance.now()
    const shape = measure(`{ ...F0 } ${levels} fragment F30 on Query { meUser { token } }`)
    expect(shape.problems.length).toBeGreaterThan(0)
    expect(performance.now() - started).toBeLessThan(500)
  })

  it('lets anonymous callers run only one sign-in or password-reset field', () => {
    expect(anonymousMayRun(measure('mutation { loginUser(email: "a", password: "b") { token } }'))).toBe(true)
    expect(anonymousMayRun(measure('{ __typename meUser { token } }'))).toBe(true)
    expect(anonymousMayRun(measure('mutation { a: loginUser(email: "a", password: "b") { token } b: loginUser(email: "a", password: "c") { token } }'))).toBe(false)
    expect(anonymousMayRun(measure('{ Vehicles { docs { id } } }'))).toBe(false)
    expect(anonymousMayRun(measure('{ __schema { types { name } } }'))).toBe(false)
  })
})
