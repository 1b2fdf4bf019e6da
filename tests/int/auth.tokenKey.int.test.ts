/**
 * Staff tokens are signed with Payload's own key, derived from the secret (site/security/keys.ts),
 * not with PAYLOAD_SECRET itself: a token re-signed with the secret, say to give it a later
 * expiry, opens nothing.
 */
import { createHash, createHmac } from 'node:crypto'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { payloadSecret } from '../../site/security/keys'
import { rest } from './setup/api'
import { buildWorld, PASSWORD, type World } from './setup/fixtures'
import { testPayload } from './setup/payload'

let payload: Payload
let world: World

beforeAll(async () => {
  payload = await testPayload()
  world = await buildWorld(payload, 'tokenkey')
})

/** The HS256 key Payload makes of a configured secret (payload/dist/index.js). */
const hs256Key = (secret: string) => createHash('sha256').update(secret).digest('hex').slice(0, 32)

/** The token with its claims changed, signed again with `key`. */
function resign(token: string, key: string, changes: Record<string, unknown>): string {
  const [header, claims] = token.split('.') as [string, string]
  const body = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(claims, 'base64url').toString()), ...changes })).toString('base64url')}`
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`
}

const me = async (token: string) => (await rest('GET', '/users/me', { token })).json?.user?.email as string | undefined

describe('staff tokens', () => {
  it('are signed with the payload key derived from the secret, not with the secret', async () => {
    expect(payload.secret).toBe(hs256Key(payloadSecret()))
    expect(payload.secret).not.toBe(hs256Key(process.env.PAYLOAD_SECRET as string))
  })

  it('a token re-signed with PAYLOAD_SECRET itself and a later expiry opens nothing; re-signed with the right key it would', async () => {
    const signIn = await rest('POST', '/users/login', { body: { email: world.staffEmail, password: PASSWORD } })
    expect(signIn.status).toBe(200)
    const token = signIn.json.token as string
    expect(await me(token)).toBe(world.staffEmail)
    const later = { exp: Math.floor(Date.now() / 1000) + 365 * 24 * 3600 }
    expect(await me(resign(token, hs256Key(process.env.PAYLOAD_SECRET as string), later))).toBeUndefined()
    expect(await me(resign(token, payload.secret, later))).toBe(world.staffEmail)
  })
})
