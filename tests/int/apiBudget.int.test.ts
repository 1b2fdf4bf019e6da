/**
 * Issue 48, finding 4: the API's cost is bounded per caller. Through the app's own REST route and
 * GraphQL gate: an anonymous depth ceiling, a per-request cost of `limit × (depth + 1)` charged to the
 * address (anonymous) or the account (signed in) per minute, 429 with Retry-After past it; and a
 * limit on vehicle PDFs per address.
 */
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { API_MESSAGES, apiBudgets, restCost } from '../../site/abuse/apiBudget'
import { measureOperation } from '../../site/graphql/measureOperation'
import { parse } from 'graphql'
import { pdfAllowed, PDF_TOO_MANY } from '../../site/vehicles/pdf/pdfLimit'
import { graphql, login } from './setup/api'
import { buildWorld, PASSWORD, type World } from './setup/fixtures'
import { testPayload } from './setup/payload'

let payload: Payload
let world: World
let editor: string
let n = 0
const address = () => `198.19.${Math.floor(Math.random() * 200)}.${++n % 250}`

beforeAll(async () => {
  payload = await testPayload()
  world = await buildWorld(payload, 'budget')
  editor = await login(world.a.editorEmail, PASSWORD)
})

afterEach(() => {
  delete process.env.API_BUDGET_ANONYMOUS
  delete process.env.API_BUDGET_USER
  delete process.env.API_BUDGET_GRAPHQL_USER
})

/** Budgets count per fixed minute: a run of requests starts where the minute has at least 15 s left, so it is counted in one window. */
async function inOneMinute(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000)
  if (left < 15_000) await new Promise((resolve) => setTimeout(resolve, left + 100))
}

async function get(path: string, headers: Record<string, string>): Promise<{ status: number; json: any; retryAfter: string | null }> {
  const { GET } = await import('../../app/(payload)/api/[...slug]/route')
  const url = new URL(`http://localhost:3000/api${path}`)
  const response = await GET(new Request(url, { headers }), { params: Promise.resolve({ slug: url.pathname.split('/').filter(Boolean).slice(1) }) })
  return { status: response.status, json: await response.json().catch(() => null), retryAfter: response.headers.get('retry-after') }
}

describe('REST', () => {
  it('costs limit × (depth + 1) for a list and depth + 1 for a document', () => {
    expect(restCost('/api/vehicles', new URLSearchParams('limit=250&depth=5'))).toBe(1500)
    expect(restCost('/api/vehicles', new URLSearchParams(''))).toBe(30)
    expect(restCost('/api/vehicles/12', new URLSearchParams('depth=0'))).toBe(1)
  })

  it('refuses an anonymous depth over the ceiling with a 400 naming depth; a signed-in user may ask for it', async () => {
    const anonymous = await get('/vehicles?depth=5&limit=1', { 'x-forwarded-for': address() })
    expect(anonymous.status).toBe(400)
    expect(anonymous.json).toMatchObject({ message: API_MESSAGES.depth, errors: [{ path: 'depth' }] })
    expect((await get('/vehicles?depth=3&limit=1', { 'x-forwarded-for': address(), authorization: `JWT ${editor}` })).status).toBe(200)
    // credentials that do not verify are anonymous
    expect((await get('/vehicles?depth=3&limit=1', { 'x-forwarded-for': address(), authorization: 'JWT not-a-token' })).status).toBe(400)
  })

  it('an address past its budget gets 429 with Retry-After; another address and a signed-in user go on', async () => {
    process.env.API_BUDGET_ANONYMOUS = '1000'
    await inOneMinute()
    const flooding = address()
    const answers = []
    for (let i = 0; i < 5; i++) answers.push(await get('/vehicles?depth=1&limit=250', { 'x-forwarded-for': flooding }))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 429, 429, 429])
    expect(Number(answers[2]!.retryAfter)).toBeGreaterThanOrEqual(1)
    expect(Number(answers[2]!.retryAfter)).toBeLessThanOrEqual(60)
    expect(answers[2]!.json).toMatchObject({ message: API_MESSAGES.budget })
    expect((await get('/vehicles?depth=1&limit=250', { 'x-forwarded-for': address() })).status).toBe(200)
    expect((await get('/vehicles?depth=1&limit=250', { 'x-forwarded-for': flooding, authorization: `JWT ${editor}` })).status).toBe(200)
  })

  it('a signed-in account has its own budget, whatever its address', async () => {
    process.env.API_BUDGET_USER = '600'
    const token = await login(world.b.editorEmail, PASSWORD)
    await inOneMinute()
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await get('/vehicles?depth=0&limit=250', { 'x-forwarded-for': address(), authorization: `JWT ${token}` })).status)
    expect(statuses).toEqual([200, 200, 429, 429])
  })

  it('the default budgets: an address 6,000 units a minute, an account 100,000 for REST and 20,000 for GraphQL', () => {
    expect(apiBudgets({} as NodeJS.ProcessEnv)).toEqual({ anonymous: { limit: 6000, windowSeconds: 60 }, user: { limit: 100_000, windowSeconds: 60 }, graphqlUser: { limit: 20_000, windowSeconds: 60 } })
  })
})

describe('GraphQL', () => {
  it('charges each query’s cost to the account: past the budget, 429 with Retry-After', async () => {
    const query = '{ Vehicles(limit: 100) { docs { id } } }'
    const cost = measureOperation(parse(query)).cost
    process.env.API_BUDGET_GRAPHQL_USER = String(Math.floor(cost * 2.5))
    const token = await login(world.a.editorEmail, PASSWORD)
    await inOneMinute()
    const first = await graphql(query, { token })
    expect(first.status, JSON.stringify(first.json)).toBe(200)
    const statuses = [first.status]
    for (let i = 0; i < 3; i++) statuses.push((await graphql(query, { token })).status)
    expect(statuses).toEqual([200, 200, 429, 429])
  })
})

describe('vehicle PDFs', () => {
  it('an address gets its limit of PDFs, then 429 with Retry-After; another address goes on', async () => {
    const ip = address()
    const rule = { limit: 2, windowSeconds: 600 }
    const headers = new Headers({ 'x-forwarded-for': ip })
    expect(await pdfAllowed(payload, headers, rule)).toBeNull()
    expect(await pdfAllowed(payload, headers, rule)).toBeNull()
    const refused = await pdfAllowed(payload, headers, rule)
    expect(refused?.status).toBe(429)
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused?.json()).toEqual({ message: PDF_TOO_MANY })
    expect(await pdfAllowed(payload, new Headers({ 'x-forwarded-for': address() }), rule)).toBeNull()
  })
})
