/**
 * Access control from the outside, through REST: an anonymous visitor and another site's editor
 * must not read what they must not (drafts, users, flags, hidden records) nor write anything.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { login, rest } from './setup/api'
import { buildWorld, PASSWORD, type World } from './setup/fixtures'
import { testPayload } from './setup/payload'

let payload: Payload
let world: World
let editorA: string
let staff: string

const ids = (json: { docs?: Array<{ id: number }> }) => (json.docs ?? []).map((d) => d.id)
const denied = (status: number) => expect([401, 403, 404]).toContain(status)

beforeAll(async () => {
  payload = await testPayload()
  world = await buildWorld(payload, 'rest')
  editorA = await login(world.a.editorEmail, PASSWORD)
  staff = await login(world.staffEmail, PASSWORD)
})

describe('anonymous visitor (REST)', () => {
  it('cannot list users, sites or their flags', async () => {
    denied((await rest('GET', '/users')).status)
    denied((await rest('GET', `/users/${world.a.editorId}`)).status)
    denied((await rest('GET', '/sites')).status)
    denied((await rest('GET', `/sites/${world.a.siteId}`)).status)
  })

  it('sees published pages but never drafts, even asking for drafts', async () => {
    const list = await rest('GET', `/pages?limit=100&where[site][equals]=${world.a.siteId}`)
    expect(list.status).toBe(200)
    expect(ids(list.json)).toContain(world.a.publishedPageId)
    expect(ids(list.json)).not.toContain(world.a.draftPageId)
    denied((await rest('GET', `/pages/${world.a.draftPageId}?draft=true`)).status)
    const drafts = await rest('GET', `/pages?draft=true&limit=100`)
    expect(ids(drafts.json)).not.toContain(world.a.draftPageId)
    denied((await rest('GET', `/pages/${world.a.publishedPageId}/versions`)).status)
  })

  it('sees only visible locations, listed vehicles and promos inside their window', async () => {
    const locations = await rest('GET', '/locations?limit=100')
    expect(ids(locations.json)).toContain(world.a.locationId)
    expect(ids(locations.json)).not.toContain(world.a.hiddenLocationId)
    const vehicles = await rest('GET', '/vehicles?limit=100')
    expect(ids(vehicles.json)).toContain(world.a.vehicleId)
    expect(ids(vehicles.json)).not.toContain(world.a.hiddenVehicleId)
    denied((await rest('GET', `/vehicles/${world.a.hiddenVehicleId}`)).status)
    const promos = await rest('GET', '/promos?limit=100')
    expect(ids(promos.json)).toContain(world.a.promoId)
    expect(ids(promos.json)).not.toContain(world.a.futurePromoId)
  })

  it.each([
    ['sites', { name: 'x', slug: 'anon-site', template: 'used-car' }],
    ['dealerships', { name: 'x', slug: 'anon-dealer' }],
    ['vehicles', { name: 'x', make: 'Kia', model: 'Rio', carType: 'used', stockNumber: 'ANON' }],
    ['pages', { title: 'x', path: '/anon', kind: 'custom' }],
    ['promos', { name: 'x', kind: 'slide' }],
    ['brands', { name: 'x', slug: 'anon' }],
    ['users', { email: 'anon@int.test', password: 'whatever-123' }],
    ['locations', { name: 'x', slug: 'anon', dealership: 1 }],
    ['media', { alt: 'x' }],
  ])('cannot create %s', async (collection, body) => {
    const before = await payload.count({ collection: collection as 'pages' })
    denied((await rest('POST', `/${collection}`, { body })).status)
    expect((await payload.count({ collection: collection as 'pages' })).totalDocs).toBe(before.totalDocs)
  })

  it('cannot update or delete anything', async () => {
    denied((await rest('PATCH', `/pages/${world.a.publishedPageId}`, { body: { title: 'defaced' } })).status)
    denied((await rest('PATCH', `/locations/${world.a.locationId}`, { body: { name: 'defaced' } })).status)
    denied((await rest('PATCH', `/vehicles/${world.a.vehicleId}`, { body: { price: 1 } })).status)
    denied((await rest('DELETE', `/brands/${world.a.brandId}`)).status)
    denied((await rest('DELETE', `/dealerships/${world.a.dealershipId}`)).status)
    const page = await payload.findByID({ collection: 'pages', id: world.a.publishedPageId })
    expect(page.title).not.toBe('defaced')
    expect(await payload.findByID({ collection: 'brands', id: world.a.brandId })).toBeTruthy()
  })
})

describe("another site's editor (REST)", () => {
  it('lists only their own site and users', async () => {
    const sites = await rest('GET', '/sites', { token: editorA })
    expect(ids(sites.json)).toEqual([world.a.siteId])
    denied((await rest('GET', `/sites/${world.b.siteId}`, { token: editorA })).status)
    const users = await rest('GET', '/users?limit=100', { token: editorA })
    expect(ids(users.json)).toEqual([world.a.editorId])
  })

  it("cannot read the other site's drafts, pages, promos or media", async () => {
    denied((await rest('GET', `/pages/${world.b.draftPageId}?draft=true`, { token: editorA })).status)
    const pages = await rest('GET', '/pages?draft=true&limit=100', { token: editorA })
    expect(ids(pages.json)).toContain(world.a.draftPageId)
    expect(ids(pages.json)).not.toContain(world.b.draftPageId)
    expect(ids(pages.json)).not.toContain(world.b.publishedPageId)
    const promos = await rest('GET', '/promos?limit=100', { token: editorA })
    expect(ids(promos.json)).toContain(world.a.futurePromoId)
    expect(ids(promos.json)).not.toContain(world.b.futurePromoId)
  })

  it("cannot read the other dealership's hidden vehicles or locations", async () => {
    denied((await rest('GET', `/vehicles/${world.b.hiddenVehicleId}`, { token: editorA })).status)
    expect((await rest('GET', `/vehicles/${world.a.hiddenVehicleId}`, { token: editorA })).status).toBe(200)
    denied((await rest('GET', `/locations/${world.b.hiddenLocationId}`, { token: editorA })).status)
  })

  it("cannot write the other site's records", async () => {
    denied((await rest('PATCH', `/pages/${world.b.publishedPageId}`, { token: editorA, body: { title: 'hijacked' } })).status)
    denied((await rest('PATCH', `/promos/${world.b.promoId}`, { token: editorA, body: { name: 'hijacked' } })).status)
    denied((await rest('PATCH', `/brands/${world.b.brandId}`, { token: editorA, body: { name: 'hijacked' } })).status)
    denied((await rest('PATCH', `/locations/${world.b.locationId}`, { token: editorA, body: { name: 'hijacked' } })).status)
    denied((await rest('PATCH', `/sites/${world.b.siteId}`, { token: editorA, body: { name: 'hijacked' } })).status)
    denied((await rest('PATCH', `/users/${world.b.editorId}`, { token: editorA, body: { name: 'hijacked' } })).status)
    denied((await rest('DELETE', `/pages/${world.b.publishedPageId}`, { token: editorA })).status)
    denied((await rest('PATCH', `/dealerships/${world.b.dealershipId}`, { token: editorA, body: { name: 'hijacked' } })).status)
    denied((await rest('PATCH', `/vehicles/${world.b.vehicleId}`, { token: editorA, body: { price: 1 } })).status)
    denied((await rest('DELETE', `/vehicles/${world.b.vehicleId}`, { token: editorA })).status)
    expect((await payload.findByID({ collection: 'dealerships', id: world.b.dealershipId })).name).not.toBe('hijacked')
    expect((await payload.findByID({ collection: 'vehicles', id: world.b.vehicleId })).price).not.toBe(1)
    const created = await rest('POST', '/pages', { token: editorA, body: { site: world.b.siteId, title: 'planted', path: '/planted', kind: 'custom' } })
    expect(created.status).toBeGreaterThanOrEqual(400)
    expect((await payload.count({ collection: 'pages', where: { title: { equals: 'planted' } } })).totalDocs).toBe(0)
    expect((await payload.findByID({ collection: 'pages', id: world.b.publishedPageId })).title).not.toBe('hijacked')
    expect((await payload.findByID({ collection: 'sites', id: world.b.siteId })).name).not.toBe('hijacked')
  })

  it('cannot change flags, roles or their own site list, even on their own site', async () => {
    const patched = await rest('PATCH', `/sites/${world.a.siteId}`, { token: editorA, body: { flags: { 'search.scrollToTopOnChange': false } } })
    expect(patched.status).toBeLessThan(500)
    const site = await payload.findByID({ collection: 'sites', id: world.a.siteId })
    expect(site.flags).toEqual({ 'search.scrollToTopOnChange': true })
    await rest('PATCH', `/users/${world.a.editorId}`, { token: editorA, body: { role: 'platform-admin', sites: [{ site: world.b.siteId }] } })
    const me = await payload.findByID({ collection: 'users', id: world.a.editorId, depth: 0 })
    expect(me.role).toBe('dealer-editor')
    expect((me.sites ?? []).map((s) => (typeof s.site === 'object' ? s.site.id : s.site))).toEqual([world.a.siteId])
  })

  it('can edit their own site content and locations', async () => {
    const page = await rest('PATCH', `/pages/${world.a.publishedPageId}`, { token: editorA, body: { title: `Home rest-a edited` } })
    expect(page.status).toBe(200)
    const location = await rest('PATCH', `/locations/${world.a.locationId}`, { token: editorA, body: { name: 'Yard A renamed' } })
    expect(location.status).toBe(200)
  })
})

describe('platform staff (REST)', () => {
  it('see every site and may set flags', async () => {
    const sites = await rest('GET', '/sites?limit=100', { token: staff })
    expect(ids(sites.json)).toEqual(expect.arrayContaining([world.a.siteId, world.b.siteId]))
    const patched = await rest('PATCH', `/sites/${world.b.siteId}`, { token: staff, body: { flags: { 'search.scrollToTopOnChange': false } } })
    expect(patched.status).toBe(200)
    expect((await payload.findByID({ collection: 'sites', id: world.b.siteId })).flags).toEqual({ 'search.scrollToTopOnChange': false })
  })
})
