/**
 * Issue 16, finding 5: five wrong passwords locked an account for everyone ("locked"), an unknown
 * email got "incorrect", and nothing limited an address. Issue 48, finding 3: five wrong passwords
 * from any address still refused the owner's right password. Now failed sign-ins are throttled per
 * account-and-address and per address, a success counts nothing, and unknown, wrong and throttled sign-ins all
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

  it('throttles an account from the address of its failures, answering exactly as for an unknown email, without Payload locking it', async () => {
    const email = world.b.editorEmail
    const attacker = address()
    for (let i = 0; i < LOGIN_LIMITS.account[0]!.limit; i++) await signIn(email, `wrong-${i}`, attacker)
    // From that address even the right password waits now, and the answer says nothing more.
    expect(answer(await signIn(email, PASSWORD, attacker))).toEqual({ status: 401, message: SIGN_IN_REFUSED })
    expect(answer(await signIn(`nobody-else-${run}@example.test`, PASSWORD, attacker))).toEqual({ status: 401, message: SIGN_IN_REFUSED })
    // Payload's own lock-out (which said "locked") is off.
    expect(payload.collections.users.config.auth.maxLoginAttempts).toBe(0)
  })

  it('a stranger’s failures never refuse the owner’s right password from the owner’s own address (issue 48, finding 3)', async () => {
    const email = world.a.editorEmail
    // wrong passwords from many addresses, more than the per-address-and-account limit in all
    for (let i = 0; i < LOGIN_LIMITS.account[0]!.limit * 3; i++) await signIn(email, `guess-${i}`, address())
    const owner = await signIn(email, PASSWORD, address())
    expect(owner.status, JSON.stringify(owner.json)).toBe(200)
    expect(owner.json.token).toBeTruthy()
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
