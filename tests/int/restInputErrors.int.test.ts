/**
 * Values no record can hold, answered as the caller's mistake (security probe, 2026-11-28): ids
 * beyond PostgreSQL's integer range, text where a number or an option belongs, operators a field
 * cannot be queried with, and a missing upload file are 4xx with a message through REST, never
 * Payload's "Something went wrong" 500 (site/rest/inputErrors.ts, site/rest/idParam.ts).
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { getPayloadClient } from '../../site/payload'
import { login, rest } from './setup/api'
import { buildWorld, PASSWORD, type World } from './setup/fixtures'

let payload: Payload
let world: World
let editorA: string

beforeAll(async () => {
  payload = await getPayloadClient()
  world = await buildWorld(payload, 'input')
  editorA = await login(world.a.editorEmail, PASSWORD)
})

const messageOf = (json: { message?: string; errors?: Array<{ message?: string }> }) => json?.message ?? json?.errors?.[0]?.message ?? ''

describe('REST input that no record can hold', () => {
  it.each([
    '/pages/2147483648',
    '/pages?where[id][equals]=2147483648',
    '/pages?where[id][in]=a,b',
    '/pages?where=abc',
    '/pages?where[title][near]=1,2',
    '/pages?where[_status][in]=x',
    '/vehicles?where[dealership][equals]=abc',
    '/vehicles?where[status][equals]=nonoption',
    '/vehicles?where[make][all]=a',
    '/dealerships?where[id][equals]=1.5',
    '/media/file/not-a-file.png',
    '/payload-migrations',
  ])('GET %s is a 4xx with a message', async (path) => {
    const answer = await rest('GET', path)
    expect(answer.status, JSON.stringify(answer.json)).toBeGreaterThanOrEqual(400)
    expect(answer.status, JSON.stringify(answer.json)).toBeLessThan(500)
    expect(messageOf(answer.json)).not.toBe('Something went wrong.')
    expect(messageOf(answer.json).length).toBeGreaterThan(0)
  })

  it('a relationship value out of range in a body is a 400, and nothing is saved', async () => {
    const before = await payload.findByID({ collection: 'promos', id: world.a.promoId, depth: 0, overrideAccess: true })
    const answer = await rest('PATCH', `/promos/${world.a.promoId}`, { token: editorA, body: { image: 99999999999 } })
    expect(answer.status, JSON.stringify(answer.json)).toBeGreaterThanOrEqual(400)
    expect(answer.status).toBeLessThan(500)
    const after = await payload.findByID({ collection: 'promos', id: world.a.promoId, depth: 0, overrideAccess: true })
    expect(after.updatedAt).toBe(before.updatedAt)
  })
})
