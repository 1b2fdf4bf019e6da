/**
 * Issue 15 item 8: dealer staff change only the dealer-editable SiteConfig sections. Proven from
 * outside through REST and GraphQL: a refused save names the setting and writes nothing.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphql, login, rest } from './setup/api'
import { buildWorld, PASSWORD, type World } from './setup/fixtures'
import { testPayload } from './setup/payload'

let payload: Payload
let world: World
let staff: string
let dealerAdminA: string
let editorA: string

const storedConfig = async (id: number) => (await payload.findByID({ collection: 'sites', id, depth: 0 })).config

const gqlUpdate = (id: number, config: unknown, token: string) =>
  graphql('mutation ($id: Int!, $config: JSON) { updateSite(id: $id, data: { config: $config }) { id config } }', { token, variables: { id, config } })

beforeAll(async () => {
  payload = await testPayload()
  world = await buildWorld(payload, 'settings')
  await payload.create({ collection: 'users', context: { disableRevalidate: true }, data: { email: 'dealer-admin-settings@int.test', password: PASSWORD, role: 'dealer-admin', sites: [{ site: world.a.siteId }] } })
  staff = await login(world.staffEmail, PASSWORD)
  dealerAdminA = await login('dealer-admin-settings@int.test', PASSWORD)
  editorA = await login(world.a.editorEmail, PASSWORD)
  await payload.update({ collection: 'sites', id: world.a.siteId, data: { config: { inventory: { minPhotos: 5 } } } })
})

describe('a dealer admin', () => {
  it('is refused a platform-only setting through REST, at its path, and nothing is written', async () => {
    const response = await rest('PATCH', `/sites/${world.a.siteId}`, { token: dealerAdminA, body: { config: { inventory: { minPhotos: 0 }, labels: { soldTag: 'GONE' } } } })
    expect(response.status).toBe(400)
    expect(JSON.stringify(response.json)).toContain('config.inventory.minPhotos: Only platform staff may change this setting')
    expect(JSON.stringify(response.json)).not.toContain('labels.soldTag')
    expect(await storedConfig(world.a.siteId)).toEqual({ inventory: { minPhotos: 5 } })
  })

  it('is refused a platform-only setting through GraphQL, and nothing is written', async () => {
    const response = await gqlUpdate(world.a.siteId, { inventory: { minPhotos: 5 }, finance: { lenderTieIn: true } }, dealerAdminA)
    expect(response.json.errors?.length).toBeGreaterThan(0)
    expect(JSON.stringify(response.json.errors)).toContain('config.finance.lenderTieIn')
    expect(await storedConfig(world.a.siteId)).toEqual({ inventory: { minPhotos: 5 } })
  })

  it('cannot remove a platform-only setting either (removing resets it to its default)', async () => {
    const response = await rest('PATCH', `/sites/${world.a.siteId}`, { token: dealerAdminA, body: { config: {} } })
    expect(response.status).toBe(400)
    expect(JSON.stringify(response.json)).toContain('config.inventory.minPhotos')
  })

  it('changes a dealer-editable setting while keeping the platform ones as stored (REST and GraphQL)', async () => {
    const viaRest = await rest('PATCH', `/sites/${world.a.siteId}`, { token: dealerAdminA, body: { config: { inventory: { minPhotos: 5 }, labels: { soldTag: 'GONE' } } } })
    expect(viaRest.status).toBe(200)
    const viaGql = await gqlUpdate(world.a.siteId, { inventory: { minPhotos: 5 }, labels: { soldTag: 'GONE' }, vehicleCard: { showViews: true } }, dealerAdminA)
    expect(viaGql.json.errors).toBeUndefined()
    expect(await storedConfig(world.a.siteId)).toEqual({ inventory: { minPhotos: 5 }, labels: { soldTag: 'GONE' }, vehicleCard: { showViews: true } })
  })

  it("cannot change another site's settings", async () => {
    const response = await rest('PATCH', `/sites/${world.b.siteId}`, { token: dealerAdminA, body: { config: { labels: { soldTag: 'HIJACKED' } } } })
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    expect(JSON.stringify(await storedConfig(world.b.siteId))).not.toContain('HIJACKED')
  })

  it('cannot write flags', async () => {
    await rest('PATCH', `/sites/${world.a.siteId}`, { token: dealerAdminA, body: { flags: { 'checkout.onlinePurchase': true } } })
    const site = await payload.findByID({ collection: 'sites', id: world.a.siteId, depth: 0 })
    expect(site.flags).not.toMatchObject({ 'checkout.onlinePurchase': true })
  })
})

describe('a dealer editor', () => {
  it('is refused a platform-only setting through REST and GraphQL', async () => {
    const viaRest = await rest('PATCH', `/sites/${world.a.siteId}`, { token: editorA, body: { config: { inventory: { minPhotos: 0 } } } })
    expect(viaRest.status).toBeGreaterThanOrEqual(400)
    expect(viaRest.status).toBeLessThan(500)
    const viaGql = await gqlUpdate(world.a.siteId, { inventory: { minPhotos: 0 } }, editorA)
    expect(viaGql.json.errors?.length).toBeGreaterThan(0)
    expect(await storedConfig(world.a.siteId)).toMatchObject({ inventory: { minPhotos: 5 } })
  })
})

describe('platform staff', () => {
  it('change a platform-only setting', async () => {
    const response = await rest('PATCH', `/sites/${world.b.siteId}`, { token: staff, body: { config: { inventory: { minPhotos: 1 } } } })
    expect(response.status).toBe(200)
    expect(await storedConfig(world.b.siteId)).toEqual({ inventory: { minPhotos: 1 } })
  })

  it('get an invalid value rejected at its path', async () => {
    const response = await rest('PATCH', `/sites/${world.b.siteId}`, { token: staff, body: { config: { vehiclePage: { similarCarsCount: 9 } } } })
    expect(response.status).toBe(400)
    expect(JSON.stringify(response.json)).toContain('config.vehiclePage.similarCarsCount: At most 6 similar cars')
    expect(await storedConfig(world.b.siteId)).toEqual({ inventory: { minPhotos: 1 } })
  })
})
