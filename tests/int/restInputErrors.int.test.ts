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

describe('REST writes whose body is not JSON (issue 48, findings 10 and 11)', () => {
  const send = (method: 'POST' | 'PATCH', path: string, contentType: string, body: string, token?: string) =>
    rest(method, path, { token, headers: { 'content-type': contentType }, rawBody: body })

  it.each([
    ['text/plain', 'title=x'],
    ['application/x-www-form-urlencoded', 'title=x'],
    ['text/plain;charset=UTF-8', '{"title":"x"}'],
    ['application/xml', '<title>x</title>'],
  ])('a %s body is a 415 with a message, and nothing is saved', async (contentType, body) => {
    const before = await payload.count({ collection: 'promos', overrideAccess: true })
    const answer = await send('POST', '/promos', contentType, body, editorA)
    expect(answer.status, JSON.stringify(answer.json)).toBe(415)
    expect(messageOf(answer.json)).toMatch(/JSON/)
    const changed = await send('PATCH', `/promos/${world.a.promoId}`, contentType, body, editorA)
    expect(changed.status, JSON.stringify(changed.json)).toBe(415)
    expect((await payload.count({ collection: 'promos', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
  })

  it('an anonymous verify of a made-up token is a 4xx with a message, not a 500 (through the app’s REST route)', async () => {
    const { POST } = await import('../../app/(payload)/api/[...slug]/route')
    for (const contentType of [undefined, 'application/json', 'text/plain']) {
      const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {}
      const request = new Request('http://localhost:3000/api/users/verify/x', { method: 'POST', headers, body: contentType ? (contentType === 'application/json' ? '{}' : 'x') : undefined })
      const answer = await POST(request, { params: Promise.resolve({ slug: ['users', 'verify', 'x'] }) })
      const json = await answer.json().catch(() => ({}))
      expect(answer.status, `${contentType}: ${JSON.stringify(json)}`).toBeGreaterThanOrEqual(400)
      expect(answer.status, `${contentType}: ${JSON.stringify(json)}`).toBeLessThan(500)
      expect(messageOf(json).length).toBeGreaterThan(0)
    }
  })
})

describe('the admin’s reads by POST with a GET override (relationship and upload fields)', () => {
  const overrideRead = async (collection: string, query: string, headers: Record<string, string> = {}) => {
    const { POST } = await import('../../app/(payload)/api/[...slug]/route')
    const request = new Request(`http://localhost:3000/api/${collection}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-payload-http-method-override': 'GET', 'x-forwarded-for': '10.9.8.7', ...headers },
      body: query,
    })
    const answer = await POST(request, { params: Promise.resolve({ slug: [collection] }) })
    return { status: answer.status, json: (await answer.json().catch(() => ({}))) as { docs?: Array<{ id: number; name?: string }>; errors?: Array<{ path?: string }> } }
  }

  it('a dealer editor’s relationship field reads its dealership’s title (it read “Untitled - ID: n” when refused as a form write)', async () => {
    const query = `depth=0&draft=true&limit=1&select%5Bname%5D=true&where%5Bid%5D%5Bin%5D%5B0%5D=${world.a.dealershipId}`
    const answer = await overrideRead('dealerships', query, { authorization: `JWT ${editorA}` })
    expect(answer.status, JSON.stringify(answer.json)).toBe(200)
    expect(answer.json.docs?.map((d) => d.id)).toEqual([world.a.dealershipId])
    expect(answer.json.docs?.[0]?.name?.length).toBeGreaterThan(0)
  })

  it('the GET’s bounds apply: an anonymous override past the list limit or depth ceiling is a 400 naming it', async () => {
    const limit = await overrideRead('vehicles', 'limit=100000')
    expect(limit.status).toBe(400)
    const depth = await overrideRead('vehicles', 'depth=5&limit=1')
    expect(depth.status).toBe(400)
  })

  it('an override whose body is JSON is a 415 naming content-type, and writes nothing', async () => {
    const before = await payload.count({ collection: 'promos', overrideAccess: true })
    const answer = await overrideRead('promos', '{"name":"x"}', { 'content-type': 'application/json', authorization: `JWT ${editorA}` })
    expect(answer.status).toBe(415)
    expect(answer.json.errors?.[0]?.path).toBe('content-type')
    expect((await payload.count({ collection: 'promos', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
  })
})
