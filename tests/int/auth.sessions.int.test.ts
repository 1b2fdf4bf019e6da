/**
 * Signing in keeps a list of sessions on the user, and every token names its session. Payload adds
 * the session with a read-modify-write, so two sign-ins of the same user at the same moment (two tabs,
 * a phone and a laptop) could each save their own list and drop the other's session, signing that
 * browser out. Sign-ins of one user are serialised, through REST and GraphQL; these tests fail
 * without that.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { handleEndpoints } from 'payload'
import config from '../../payload.config'
import { graphql, rest } from './setup/api'
import { buildWorld, PASSWORD, type World } from './setup/fixtures'
import { testPayload } from './setup/payload'

let payload: Payload
let world: World

beforeAll(async () => {
  payload = await testPayload()
  world = await buildWorld(payload, 'sessions')
})

const signIn = (email: string, password = PASSWORD) => rest('POST', '/users/login', { body: { email, password } })
const me = async (token: string) => (await rest('GET', '/users/me', { token })).json?.user?.email as string | undefined

describe('concurrent sign-ins of one user', () => {
  it('keep every session: each of 8 tokens signed at once still authenticates', async () => {
    const email = world.a.editorEmail
    const results = await Promise.all(Array.from({ length: 8 }, () => signIn(email)))
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200))
    const users = await Promise.all(results.map((r) => me(r.json.token as string)))
    expect(users).toEqual(Array(8).fill(email))
    const stored = await payload.findByID({ collection: 'users', id: world.a.editorId, showHiddenFields: true, depth: 0 })
    const sessions = (stored as { sessions?: Array<{ id: string }> }).sessions ?? []
    expect(sessions.length).toBeGreaterThanOrEqual(8)
  })

  it('do not block other users, and a wrong password among them fails alone with 401', async () => {
    const results = await Promise.all([
      signIn(world.b.editorEmail),
      signIn(world.b.editorEmail, 'wrong-password'),
      signIn(world.b.editorEmail),
      signIn(world.staffEmail),
    ])
    expect(results.map((r) => r.status)).toEqual([200, 401, 200, 200])
    expect(await me(results[0]!.json.token)).toBe(world.b.editorEmail)
    expect(await me(results[2]!.json.token)).toBe(world.b.editorEmail)
    expect(await me(results[3]!.json.token)).toBe(world.staffEmail)
  })

  it('an email with different case or spaces is the same user and is serialised with it', async () => {
    const email = world.a.editorEmail
    const results = await Promise.all([signIn(email), signIn(` ${email.toUpperCase()} `), signIn(email)])
    expect(results.map((r) => r.status)).toEqual([200, 200, 200])
    const users = await Promise.all(results.map((r) => me(r.json.token as string)))
    expect(users).toEqual([email, email, email])
  })
})

describe('concurrent sign-ins from the admin login form', () => {
  /** The admin's form posts multipart form data with its fields as JSON in `_payload`. */
  async function formSignIn(email: string): Promise<{ status: number; token?: string }> {
    const body = new FormData()
    body.set('_payload', JSON.stringify({ email, password: PASSWORD }))
    const request = new Request('http://localhost:3000/api/users/login', { method: 'POST', body, headers: { 'x-forwarded-for': '10.250.0.1' } })
    const response = await handleEndpoints({ config, path: '/api/users/login', request })
    const json = (await response.json()) as { token?: string }
    return { status: response.status, token: json.token }
  }

  it('keep every session: each of 8 form sign-ins at once still authenticates', async () => {
    const email = world.a.editorEmail
    const results = await Promise.all(Array.from({ length: 8 }, () => formSignIn(email)))
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200))
    const users = await Promise.all(results.map((r) => me(r.token as string)))
    expect(users).toEqual(Array(8).fill(email))
  })
})

describe('concurrent sign-ins through GraphQL', () => {
  const LOGIN = 'mutation ($email: String!, $password: String!) { loginUser(email: $email, password: $password) { token user { email } } }'
  const graphqlSignIn = (email: string, password = PASSWORD) => graphql(LOGIN, { variables: { email, password } })

  it('keep every session, also when mixed with REST sign-ins of the same user', async () => {
    const email = world.b.editorEmail
    const [viaGraphql, viaRest] = await Promise.all([
      Promise.all(Array.from({ length: 5 }, () => graphqlSignIn(email))),
      Promise.all(Array.from({ length: 3 }, () => signIn(email))),
    ])
    const tokens = [...viaGraphql.map((r) => r.json.data?.loginUser?.token), ...viaRest.map((r) => r.json.token)] as string[]
    expect(tokens.every((t) => typeof t === 'string' && t.length > 0)).toBe(true)
    const users = await Promise.all(tokens.map((t) => me(t)))
    expect(users).toEqual(Array(8).fill(email))
  })

  it('a wrong password is still an authentication error', async () => {
    const result = await graphqlSignIn(world.b.editorEmail, 'wrong-password')
    expect(result.json.data?.loginUser ?? null).toBeNull()
    expect(result.json.errors?.[0]?.message).toMatch(/email or password/i)
  })
})
