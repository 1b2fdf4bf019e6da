/**
 * Models (site-scoped) and offers (dealership-scoped) from the outside: anonymous visitors, another
 * site's editor and the site's own editor through REST, GraphQL and the Local API, including a
 * create in and a move into another tenant, and the offer window for visitors.
 */
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { graphql, login, rest } from './setup/api'
import { buildWorld, PASSWORD, type World } from './setup/fixtures'
import { testPayload } from './setup/payload'

let payload: Payload
let world: World
let tokens: { editorA: string; editorB: string; staff: string }
const ids = { modelA: 0, modelB: 0, liveA: 0, expiredA: 0, futureA: 0, liveB: 0 }
const context = { disableRevalidate: true }
const DAY = 24 * 60 * 60 * 1000
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString()
const relId = (value: unknown) => (value && typeof value === 'object' ? (value as { id: unknown }).id : value)
const denied = (status: number) => expect([401, 403, 404]).toContain(status)
const docIds = (json: { docs?: Array<{ id: number }> }) => (json.docs ?? []).map((d) => d.id)

const model = (site: number, slug: string) => ({ site, manufacturer: 'Mazda', name: `Model ${slug}`, slug, body: 'SUV', fromPrice: 36000, accessories: [{ name: 'Floor mats', price: 189 }] })

beforeAll(async () => {
  payload = await testPayload()
  world = await buildWorld(payload, 'catalogue')
  ids.modelA = (await payload.create({ collection: 'models', context, data: model(world.a.siteId, 'cx-5') })).id
  ids.modelB = (await payload.create({ collection: 'models', context, data: model(world.b.siteId, 'cx-5') })).id
  const offer = (dealership: number, title: string, window: { validFrom?: string; validTo?: string }) =>
    payload.create({ collection: 'offers', context, data: { dealership, title, categories: ['Service'], price: 299, ...window } }).then((d) => d.id)
  ids.liveA = await offer(world.a.dealershipId, 'Live A', { validFrom: at(-1), validTo: at(10) })
  ids.expiredA = await offer(world.a.dealershipId, 'Expired A', { validFrom: at(-20), validTo: at(-1) })
  ids.futureA = await offer(world.a.dealershipId, 'Future A', { validFrom: at(5) })
  ids.liveB = await offer(world.b.dealershipId, 'Live B', {})
  tokens = { editorA: await login(world.a.editorEmail, PASSWORD), editorB: await login(world.b.editorEmail, PASSWORD), staff: await login(world.staffEmail, PASSWORD) }
})

describe('anonymous visitor', () => {
  it('reads the model catalogue', async () => {
    const list = await rest('GET', `/models?limit=100&where[site][equals]=${world.a.siteId}`)
    expect(list.status).toBe(200)
    expect(docIds(list.json)).toEqual([ids.modelA])
  })

  it('sees only offers inside their window', async () => {
    const list = await rest('GET', `/offers?limit=100&where[dealership][equals]=${world.a.dealershipId}`)
    expect(list.status).toBe(200)
    expect(docIds(list.json)).toEqual([ids.liveA])
    denied((await rest('GET', `/offers/${ids.expiredA}`)).status)
    denied((await rest('GET', `/offers/${ids.futureA}`)).status)
  })

  it('an offer that expires disappears without a deploy', async () => {
    const id = (await payload.create({ collection: 'offers', context, data: { dealership: world.a.dealershipId, title: 'Ends soon', validTo: new Date(Date.now() + 1500).toISOString() } })).id
    expect((await rest('GET', `/offers/${id}`)).status).toBe(200)
    await expect.poll(async () => (await rest('GET', `/offers/${id}`)).status, { timeout: 10_000, interval: 250 }).toBe(404)
  })

  it('writes nothing', async () => {
    denied((await rest('POST', '/models', { body: model(world.a.siteId, 'planted-anon') })).status)
    denied((await rest('PATCH', `/models/${ids.modelA}`, { body: { name: 'Hacked' } })).status)
    denied((await rest('POST', '/offers', { body: { dealership: world.a.dealershipId, title: 'planted' } })).status)
    denied((await rest('DELETE', `/offers/${ids.liveA}`)).status)
    expect((await payload.findByID({ collection: 'models', id: ids.modelA })).name).toBe('Model cx-5')
    expect((await payload.count({ collection: 'offers', where: { title: { equals: 'planted' } } })).totalDocs).toBe(0)
  })
})

describe("another site's editor", () => {
  it("cannot change or delete site A's model or offers (REST)", async () => {
    denied((await rest('PATCH', `/models/${ids.modelA}`, { token: tokens.editorB, body: { name: 'Hacked' } })).status)
    denied((await rest('DELETE', `/models/${ids.modelA}`, { token: tokens.editorB })).status)
    denied((await rest('PATCH', `/offers/${ids.liveA}`, { token: tokens.editorB, body: { title: 'Hacked' } })).status)
    denied((await rest('DELETE', `/offers/${ids.liveA}`, { token: tokens.editorB })).status)
    expect((await payload.findByID({ collection: 'offers', id: ids.liveA })).title).toBe('Live A')
  })

  it("cannot see site A's expired offer, nor change it through GraphQL", async () => {
    denied((await rest('GET', `/offers/${ids.expiredA}`, { token: tokens.editorB })).status)
    const update = await graphql(`mutation { updateOffer(id: ${ids.liveA}, data: { title: "Hacked" }) { id } }`, { token: tokens.editorB })
    expect(update.json.errors?.[0], JSON.stringify(update.json)).toBeDefined()
    const modelUpdate = await graphql(`mutation { updateModel(id: ${ids.modelA}, data: { name: "Hacked" }) { id } }`, { token: tokens.editorB })
    expect(modelUpdate.json.errors?.[0], JSON.stringify(modelUpdate.json)).toBeDefined()
    expect((await payload.findByID({ collection: 'models', id: ids.modelA })).name).toBe('Model cx-5')
  })
})

describe('the site’s own editor', () => {
  it('edits their model and offers and sees their expired offer', async () => {
    const m = await rest('PATCH', `/models/${ids.modelA}`, { token: tokens.editorA, body: { summary: 'Edited by A' } })
    expect(m.status, JSON.stringify(m.json)).toBe(200)
    const o = await graphql(`mutation { updateOffer(id: ${ids.expiredA}, data: { terms: "Edited by A" }) { terms } }`, { token: tokens.editorA })
    expect(o.json.data?.updateOffer?.terms, JSON.stringify(o.json)).toBe('Edited by A')
    const created = await rest('POST', '/offers', { token: tokens.editorA, body: { dealership: world.a.dealershipId, title: 'New by A', categories: ['New'] } })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
  })

  it('gets field-level errors for bad input, and nothing is written', async () => {
    const slug = await rest('POST', '/models', { token: tokens.editorA, body: { ...model(world.a.siteId, 'Bad Slug!'), fromPrice: -5 } })
    expect(slug.status).toBe(400)
    const paths = (slug.json.errors[0].data?.errors ?? []).map((e: { path: string }) => e.path)
    expect(paths).toEqual(expect.arrayContaining(['slug', 'fromPrice']))
    const duplicate = await rest('POST', '/models', { token: tokens.editorA, body: model(world.a.siteId, 'cx-5') })
    expect(duplicate.status).toBe(400)
    expect(JSON.stringify(duplicate.json)).toMatch(/already uses the slug cx-5/)
    const window = await rest('POST', '/offers', { token: tokens.editorA, body: { dealership: world.a.dealershipId, title: 'Backwards', validFrom: at(5), validTo: at(1) } })
    expect(window.status).toBe(400)
    expect(JSON.stringify(window.json)).toMatch(/validTo/)
    expect((await payload.count({ collection: 'offers', where: { title: { equals: 'Backwards' } } })).totalDocs).toBe(0)
  })
})

describe('creating in or moving into another tenant is refused', () => {
  afterEach(async () => {
    await payload.update({ collection: 'models', id: ids.modelA, data: { site: world.a.siteId }, context })
    await payload.update({ collection: 'offers', id: ids.liveA, data: { dealership: world.a.dealershipId }, context })
  })

  const unmoved = async () => {
    expect(relId((await payload.findByID({ collection: 'models', id: ids.modelA, depth: 0 })).site)).toBe(world.a.siteId)
    expect(relId((await payload.findByID({ collection: 'offers', id: ids.liveA, depth: 0 })).dealership)).toBe(world.a.dealershipId)
  }

  it('REST', async () => {
    for (const [path, body] of [[`/models/${ids.modelA}`, { site: world.b.siteId }], [`/offers/${ids.liveA}`, { dealership: world.b.dealershipId }]] as const) {
      const response = await rest('PATCH', path, { token: tokens.editorA, body })
      expect(response.status, JSON.stringify(response.json)).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(500)
    }
    const offer = await rest('POST', '/offers', { token: tokens.editorA, body: { dealership: world.b.dealershipId, title: 'planted-in-b' } })
    expect(offer.status).toBe(400)
    expect(offer.json.errors[0].message).toMatch(/dealership/i)
    const m = await rest('POST', '/models', { token: tokens.editorA, body: model(world.b.siteId, 'planted-in-b') })
    expect(m.status).toBeGreaterThanOrEqual(400)
    expect(m.status).toBeLessThan(500)
    expect((await payload.count({ collection: 'offers', where: { title: { equals: 'planted-in-b' } } })).totalDocs).toBe(0)
    expect((await payload.count({ collection: 'models', where: { slug: { equals: 'planted-in-b' } } })).totalDocs).toBe(0)
    await unmoved()
  })

  it('GraphQL', async () => {
    for (const mutation of [`updateModel(id: ${ids.modelA}, data: { site: ${world.b.siteId} })`, `updateOffer(id: ${ids.liveA}, data: { dealership: ${world.b.dealershipId} })`]) {
      const response = await graphql(`mutation { ${mutation} { id } }`, { token: tokens.editorA })
      const error = response.json.errors?.[0]
      expect(error, JSON.stringify(response.json)).toBeDefined()
      expect(error.extensions.statusCode).toBeGreaterThanOrEqual(400)
      expect(error.extensions.statusCode).toBeLessThan(500)
    }
    await unmoved()
  })

  it('Local API with the user', async () => {
    const user = { ...(await payload.findByID({ collection: 'users', id: world.a.editorId })), collection: 'users' as const }
    await expect(payload.update({ collection: 'models', id: ids.modelA, data: { site: world.b.siteId }, user, overrideAccess: false, context })).rejects.toMatchObject({ status: expect.any(Number) })
    await expect(payload.update({ collection: 'offers', id: ids.liveA, data: { dealership: world.b.dealershipId }, user, overrideAccess: false, context })).rejects.toMatchObject({ status: 400 })
    await unmoved()
  })

  it('platform staff may move an offer to another dealership', async () => {
    const moved = await rest('PATCH', `/offers/${ids.liveA}`, { token: tokens.staff, body: { dealership: world.b.dealershipId } })
    expect(moved.status, JSON.stringify(moved.json)).toBe(200)
  })
})
