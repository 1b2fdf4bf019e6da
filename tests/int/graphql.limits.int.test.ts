/**
 * Issue 16, finding 2: one anonymous GraphQL request with 200 aliases of `Vehicles(limit:100)`
 * stalled the server. GraphQL is closed to anonymous callers (except signing in), and signed-in
 * callers' queries are bounded in aliases, depth, fields and list cost; refusals come back at once.
 */
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import config from '../../payload.config'
import { graphql, graphqlRaw, login } from './setup/api'
import { buildWorld, PASSWORD, type World } from './setup/fixtures'
import { testPayload } from './setup/payload'

let payload: Payload
let world: World
let editor: string

const aliases = (count: number, limit = 100) => `{ ${Array.from({ length: count }, (_, i) => `v${i}: Vehicles(limit: ${limit}) { docs { id name } }`).join(' ')} }`

/** The answer and how long it took. */
async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now()
  const result = await work()
  return { result, ms: performance.now() - started }
}

beforeAll(async () => {
  payload = await testPayload()
  world = await buildWorld(payload, 'gqlimits')
  editor = await login(world.a.editorEmail, PASSWORD)
})

describe('anonymous GraphQL callers', () => {
  it('are refused a 200-alias vehicle query with a 401 in well under 2 s, before anything runs', async () => {
    const { result, ms } = await timed(() => graphql(aliases(200)))
    expect(result.status).toBe(401)
    expect(result.json.data ?? null).toBeNull()
    expect(result.json.errors[0].message).toMatch(/sign in/i)
    expect(ms).toBeLessThan(2_000)
  })

  it('are refused plain reads and introspection', async () => {
    expect((await graphql('{ Vehicles(limit: 1) { docs { id } } }')).status).toBe(401)
    expect((await graphql('{ __schema { types { name } } }')).status).toBe(401)
    expect((await graphql('{ Access { canAccessAdmin } }')).status).toBe(401)
  })

  it('may still sign in with loginUser, once per request', async () => {
    const signIn = await graphql(`mutation { loginUser(email: "${world.a.editorEmail}", password: "${PASSWORD}") { token user { id } } }`)
    expect(signIn.status, JSON.stringify(signIn.json)).toBe(200)
    expect(signIn.json.data.loginUser.user.id).toBe(world.a.editorId)
    const twice = await graphql(`mutation { a: loginUser(email: "x@int.test", password: "x") { token } b: loginUser(email: "y@int.test", password: "y") { token } }`)
    expect(twice.status).toBe(401)
  })

  it("are refused by Payload's own handler too (validation rules), should a route skip the gate", async () => {
    const response = await GRAPHQL_POST(config)(new Request('http://localhost:3000/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ Vehicles(limit: 1) { docs { id } } }' }) }))
    const json = await response.json()
    // graphql-http answers validation errors as a bare error list (200 for an application/json caller).
    const errors = Array.isArray(json) ? json : json.errors
    expect(response.status).toBeLessThan(500)
    expect(json.data ?? null).toBeNull()
    expect(errors[0].message).toMatch(/sign in/i)
  })
})

describe('signed-in GraphQL callers', () => {
  it('run ordinary queries', async () => {
    const response = await graphql(`{ Vehicles(limit: 100) { docs { id name } } Locations(limit: 10) { docs { id name } } }`, { token: editor })
    expect(response.status, JSON.stringify(response.json)).toBe(200)
    expect(response.json.data.Vehicles.docs.map((d: { id: number }) => d.id)).toContain(world.a.vehicleId)
  })

  it.each([
    ['200 aliases of a 100-car list', aliases(200), /top-level fields/],
    ['a list cost beyond the budget', aliases(10, 100).replace(/docs \{ id name \}/g, 'docs { id name make model year price dealership { id name slug phones { new used } } }'), /would resolve/],
    ['a limit of 0', '{ Vehicles(limit: 0) { docs { id } } }', /limit must be/],
    ['a negative limit', '{ Vehicles(limit: -1) { docs { id } } }', /limit must be/],
    ['a limit of 100000', '{ Vehicles(limit: 100000) { docs { id } } }', /limit must be/],
    ['pagination switched off', '{ Vehicles(pagination: false) { docs { id } } }', /pagination/],
    ['cyclic fragments', 'query { Vehicles { ...A } } fragment A on Vehicles { docs { id } ...B } fragment B on Vehicles { ...A }', /spreads itself/],
  ])('are refused %s with a 400 in well under 2 s', async (_, query, reason) => {
    const { result, ms } = await timed(() => graphql(query, { token: editor }))
    expect(result.status, JSON.stringify(result.json)).toBe(400)
    expect(result.json.errors[0].message).toMatch(reason)
    expect(ms).toBeLessThan(2_000)
  })

  it('are refused a limit passed through a variable when out of range', async () => {
    const response = await graphql('query ($n: Int) { Vehicles(limit: $n) { docs { id } } }', { token: editor, variables: { n: 5000 } })
    expect(response.status).toBe(400)
    expect(response.json.errors[0].message).toMatch(/limit must be/)
  })
})

describe('malformed GraphQL requests get a 4xx JSON error', () => {
  it.each([
    ['truncated JSON', '{'],
    ['an unfinished member', '{"a":'],
    ['NaN', '{"requests":NaN}'],
    ['no query', '{"variables":{}}'],
    ['a syntax error', JSON.stringify({ query: '{ Vehicles( }' })],
    ['binary', new Uint8Array([0, 159, 146, 150, 255])],
  ])('%s', async (_, body) => {
    const response = await graphqlRaw(body as BodyInit)
    expect(response.status).toBe(400)
    expect(JSON.parse(response.text).errors[0].message).toBeTruthy()
  })

  it('a body that is not JSON or is too large', async () => {
    expect((await graphqlRaw('{ Vehicles { docs { id } } }', { 'content-type': 'application/graphql' })).status).toBe(415)
    expect((await graphqlRaw(JSON.stringify({ query: `{ ${'a '.repeat(60_000)} }` }))).status).toBe(413)
  })
})
