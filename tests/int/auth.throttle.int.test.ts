/**
 * Issue 16, finding 5: five wrong passwords locked an account for everyone ("locked"), an unknown
 * email got "incorrect", and nothing limited an address. Now failed sign-ins are throttled per
 * account and per address, a success counts nothing, and unknown, wrong and throttled sign-ins all
 * get the same 401 and message, through REST and GraphQL.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { LOGIN_LIMITS, SIGN_IN_REFUSED } from '../../site/abuse/loginThrottle'
import { graphqlRaw, rest } from './setup/api'
import { buildWorld, PASSWORD, type World } from './setup/fixtures'
import { testPayload } from './setup/payload'

let payload: Payload
let world: World
const run = Date.now().toString(36)
let n = 0
const address = () => `198.18.${n % 250}.${++n % 250}`

const signIn = (email: string, password: string, ip: string) => rest('POST', '/users/login', { body: { email, password }, headers: { 'x-forwarded-for': ip } })
const answer = (r: { status: number; json: any }) => ({ status: r.status, message: r.json?.errors?.[0]?.message })

beforeAll(async () => {
  payload = await testPayload()
  world = await buildWorld(payload, 'throttle')
})

describe('sign-in throttling', () => {
  it('answers an unknown email and a wrong password alike', async () => {
    const ip = address()
    const unknown = answer(await signIn(`nobody-${run}@example.test`, 'whatever-123', ip))
    const wrong = answer(await signIn(world.a.editorEmail, 'wrong-password', ip))
    expect(unknown).toEqual({ status: 401, message: SIGN_IN_REFUSED })
    expect(wrong).toEqual(unknown)
  })

  it('throttles an account after its failures, answering exactly as for an unknown email, without Payload locking it', async () => {
    const email = world.b.editorEmail
    for (let i = 0; i < LOGIN_LIMITS.account[0]!.limit; i++) await signIn(email, `wrong-${i}`, address())
    // Even the right password waits now, from any address, and the answer says nothing more.
    expect(answer(await signIn(email, PASSWORD, address()))).toEqual({ status: 401, message: SIGN_IN_REFUSED })
    expect(answer(await signIn(`nobody-else-${run}@example.test`, PASSWORD, address()))).toEqual({ status: 401, message: SIGN_IN_REFUSED })
    // Payload's own lock-out (which said "locked") is off.
    expect(payload.collections.users.config.auth.maxLoginAttempts).toBe(0)
  })

  it('throttles an address after its failures over any accounts, and other addresses go on', async () => {
    const ip = address()
    for (let i = 0; i < LOGIN_LIMITS.ip[0]!.limit; i++) await signIn(`spray-${run}-${i}@example.test`, 'x-password', ip)
    expect(answer(await signIn(world.staffEmail, PASSWORD, ip))).toEqual({ status: 401, message: SIGN_IN_REFUSED })
    const elsewhere = await signIn(world.staffEmail, PASSWORD, address())
    expect(elsewhere.status).toBe(200)
    expect(elsewhere.json.token).toBeTruthy()
  })

  it('counts nothing for successful sign-ins', async () => {
    const ip = address()
    for (let i = 0; i < LOGIN_LIMITS.account[0]!.limit + 2; i++) expect((await signIn(world.a.editorEmail, PASSWORD, ip)).status).toBe(200)
  })

  it('answers GraphQL sign-ins the same way', async () => {
    const query = 'mutation ($email: String!, $password: String!) { loginUser(email: $email, password: $password) { token } }'
    const ask = async (email: string, password: string) => {
      const r = await graphqlRaw(JSON.stringify({ query, variables: { email, password } }), { 'content-type': 'application/json', 'x-forwarded-for': address() })
      return (JSON.parse(r.text) as { errors?: Array<{ message: string }> }).errors?.[0]?.message
    }
    expect(await ask(`ghost-${run}@example.test`, 'whatever-123')).toBe(SIGN_IN_REFUSED)
    expect(await ask(world.a.editorEmail, 'wrong-password')).toBe(SIGN_IN_REFUSED)
  })
})
