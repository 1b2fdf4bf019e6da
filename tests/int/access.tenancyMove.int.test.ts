/**
 * Issue 16, finding 1: a dealer user must not move a record into another tenant by changing the
 * field that decides its tenant (site, dealership, location, a site's dealerships, a user's sites).
 * Update access sees only the stored document, so each move is tried through REST, GraphQL and the
 * Local API (with the user's eyes) and must be refused with a 4xx naming the field.
 */
import sharp from 'sharp'
import type { CollectionSlug, Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { graphql, login, rest } from './setup/api'
import { buildWorld, PASSWORD, type World } from './setup/fixtures'
import { testPayload } from './setup/payload'

let payload: Payload
let world: World
let tokens: { editor: string; dealerAdmin: string; staff: string }
let mediaA: number
let dealerAdminId: number

const context = { disableRevalidate: true }

beforeAll(async () => {
  payload = await testPayload()
  world = await buildWorld(payload, 'move')
  const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#888' } }).png().toBuffer()
  const media = await payload.create({ collection: 'media', context, data: { alt: 'A logo', site: world.a.siteId }, file: { data: png, mimetype: 'image/png', name: `move-a-${Date.now()}.png`, size: png.length } })
  mediaA = media.id
  const dealerAdmin = await payload.create({ collection: 'users', context, data: { email: 'dealer-admin-move@int.test', password: PASSWORD, role: 'dealer-admin', sites: [{ site: world.a.siteId }] } })
  dealerAdminId = dealerAdmin.id
  tokens = { editor: await login(world.a.editorEmail, PASSWORD), dealerAdmin: await login('dealer-admin-move@int.test', PASSWORD), staff: await login(world.staffEmail, PASSWORD) }
})

type Move = {
  name: string
  collection: CollectionSlug
  mutation: string
  who: keyof typeof tokens
  id: () => number
  data: () => Record<string, unknown>
  /** The document's own tenancy value, put back after each attempt so every attempt starts from it. */
  keep: () => Record<string, unknown>
  /** The tenancy value as stored, to prove nothing moved. */
  stored: (doc: Record<string, unknown>) => unknown
  field: RegExp
}

const relId = (value: unknown) => (value && typeof value === 'object' ? (value as { id: unknown }).id : value)
const siteOf = (doc: Record<string, unknown>) => relId(doc.site)

const moves: Move[] = [
  { name: 'editor moving locations.dealership', keep: () => ({ dealership: world.a.dealershipId }), collection: 'locations', mutation: 'updateLocation', who: 'editor', id: () => world.a.locationId, data: () => ({ dealership: world.b.dealershipId }), stored: (d) => relId(d.dealership), field: /dealership/i },
  { name: 'editor moving vehicles.dealership', keep: () => ({ dealership: world.a.dealershipId }), collection: 'vehicles', mutation: 'updateVehicle', who: 'editor', id: () => world.a.vehicleId, data: () => ({ dealership: world.b.dealershipId }), stored: (d) => relId(d.dealership), field: /dealership|not allowed/i },
  { name: 'editor moving vehicles.location', keep: () => ({ location: null }), collection: 'vehicles', mutation: 'updateVehicle', who: 'editor', id: () => world.a.vehicleId, data: () => ({ location: world.b.locationId }), stored: (d) => relId(d.location) ?? null, field: /location|not allowed/i },
  { name: 'editor moving pages.site', keep: () => ({ site: world.a.siteId }), collection: 'pages', mutation: 'updatePage', who: 'editor', id: () => world.a.publishedPageId, data: () => ({ site: world.b.siteId }), stored: siteOf, field: /site/i },
  { name: 'editor moving promos.site', keep: () => ({ site: world.a.siteId }), collection: 'promos', mutation: 'updatePromo', who: 'editor', id: () => world.a.promoId, data: () => ({ site: world.b.siteId }), stored: siteOf, field: /site/i },
  { name: 'editor moving brands.site', keep: () => ({ site: world.a.siteId }), collection: 'brands', mutation: 'updateBrand', who: 'editor', id: () => world.a.brandId, data: () => ({ site: world.b.siteId }), stored: siteOf, field: /site/i },
  { name: 'editor moving media.site', keep: () => ({ site: world.a.siteId }), collection: 'media', mutation: 'updateMedia', who: 'editor', id: () => mediaA, data: () => ({ site: world.b.siteId }), stored: siteOf, field: /site/i },
  { name: 'editor moving users.sites', keep: () => ({ sites: [{ site: world.a.siteId }] }), collection: 'users', mutation: 'updateUser', who: 'editor', id: () => world.a.editorId, data: () => ({ sites: [{ site: world.b.siteId }] }), stored: (d) => (d.sites as Array<{ site: unknown }>).map((r) => relId(r.site)), field: /sites/i },
  { name: 'dealerAdmin moving users.sites', keep: () => ({ sites: [{ site: world.a.siteId }] }), collection: 'users', mutation: 'updateUser', who: 'dealerAdmin', id: () => dealerAdminId, data: () => ({ sites: [{ site: world.a.siteId }, { site: world.b.siteId }] }), stored: (d) => (d.sites as Array<{ site: unknown }>).map((r) => relId(r.site)), field: /sites/i },
  { name: 'dealerAdmin moving sites.dealerships', keep: () => ({ dealerships: [world.a.dealershipId] }), collection: 'sites', mutation: 'updateSite', who: 'dealerAdmin', id: () => world.a.siteId, data: () => ({ dealerships: [world.a.dealershipId, world.b.dealershipId] }), stored: (d) => (d.dealerships as unknown[]).map(relId), field: /dealerships/i },
]

const storedValue = async (move: Move) => move.stored((await payload.findByID({ collection: move.collection, id: move.id(), depth: 0, draft: true })) as unknown as Record<string, unknown>)

/** A JSON value as a GraphQL input literal (object keys unquoted). */
const literal = (value: unknown): string =>
  Array.isArray(value) ? `[${value.map(literal).join(', ')}]` : value && typeof value === 'object' ? `{ ${Object.entries(value).map(([k, v]) => `${k}: ${literal(v)}`).join(', ')} }` : JSON.stringify(value)

describe('moving a record into another tenant is refused', () => {
  let attempted: Move | undefined
  afterEach(async () => {
    if (attempted) await payload.update({ collection: attempted.collection, id: attempted.id(), data: attempted.keep(), context })
    attempted = undefined
  })

  it.each(moves.map((m) => [m.name, m] as const))('REST: %s', async (_, move) => {
    attempted = move
    const before = await storedValue(move)
    const response = await rest('PATCH', `/${move.collection}/${move.id()}`, { token: tokens[move.who], body: move.data() })
    expect(response.status, JSON.stringify(response.json)).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    expect(response.json.errors[0].message).toMatch(move.field)
    expect(await storedValue(move)).toEqual(before)
  })

  it.each(moves.map((m) => [m.name, m] as const))('GraphQL: %s', async (_, move) => {
    attempted = move
    const before = await storedValue(move)
    const response = await graphql(`mutation { ${move.mutation}(id: ${move.id()}, data: ${literal(move.data())}) { id } }`, { token: tokens[move.who] })
    const error = response.json.errors?.[0]
    expect(error, JSON.stringify(response.json)).toBeDefined()
    expect(error.extensions.statusCode).toBeGreaterThanOrEqual(400)
    expect(error.extensions.statusCode).toBeLessThan(500)
    expect(await storedValue(move)).toEqual(before)
  })

  it.each(moves.map((m) => [m.name, m] as const))('Local API with the user: %s', async (_, move) => {
    attempted = move
    const before = await storedValue(move)
    const user = await payload.findByID({ collection: 'users', id: move.who === 'editor' ? world.a.editorId : dealerAdminId })
    const update = payload.update({ collection: move.collection, id: move.id(), data: move.data(), user: { ...user, collection: 'users' }, overrideAccess: false, context })
    await expect(update).rejects.toMatchObject({ status: expect.any(Number) })
    const status = await update.catch((error: { status: number }) => error.status)
    expect(status).toBeGreaterThanOrEqual(400)
    expect(status).toBeLessThan(500)
    expect(await storedValue(move)).toEqual(before)
  })

  it("REST: an editor cannot create a location or promo in another tenant", async () => {
    const location = await rest('POST', '/locations', { token: tokens.editor, body: { name: 'planted', slug: 'planted', dealership: world.b.dealershipId } })
    expect(location.status).toBeGreaterThanOrEqual(400)
    expect(location.status).toBeLessThan(500)
    const promo = await rest('POST', '/promos', { token: tokens.editor, body: { name: 'planted', kind: 'slide', site: world.b.siteId } })
    expect(promo.status).toBeGreaterThanOrEqual(400)
    expect(promo.status).toBeLessThan(500)
    expect((await payload.count({ collection: 'promos', where: { name: { equals: 'planted' } } })).totalDocs).toBe(0)
  })
})

describe('writes that keep the tenant still work', () => {
  it('an editor saves their location and account with the tenancy fields sent back unchanged', async () => {
    const location = await rest('PATCH', `/locations/${world.a.locationId}`, { token: tokens.editor, body: { name: 'Yard kept', dealership: world.a.dealershipId } })
    expect(location.status, JSON.stringify(location.json)).toBe(200)
    const me = await rest('PATCH', `/users/${world.a.editorId}`, { token: tokens.editor, body: { name: 'Editor A', sites: [{ site: world.a.siteId }] } })
    expect(me.status, JSON.stringify(me.json)).toBe(200)
    const site = await graphql(`mutation { updateSite(id: ${world.a.siteId}, data: { name: "Site kept", dealerships: [${world.a.dealershipId}] }) { name } }`, { token: tokens.dealerAdmin })
    expect(site.json.data?.updateSite?.name, JSON.stringify(site.json)).toBe('Site kept')
  })

  it('platform staff may move a location to another dealership', async () => {
    const moved = await rest('PATCH', `/locations/${world.a.hiddenLocationId}`, { token: tokens.staff, body: { dealership: world.b.dealershipId } })
    expect(moved.status, JSON.stringify(moved.json)).toBe(200)
    expect(relId((await payload.findByID({ collection: 'locations', id: world.a.hiddenLocationId, depth: 0 })).dealership)).toBe(world.b.dealershipId)
  })
})
