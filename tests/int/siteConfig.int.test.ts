/** sites.config is validated against SiteConfig on save: an invalid value is rejected with its path. */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { login, rest } from './setup/api'
import { buildWorld, PASSWORD, type World } from './setup/fixtures'
import { testPayload } from './setup/payload'

let payload: Payload
let world: World
let staff: string

beforeAll(async () => {
  payload = await testPayload()
  world = await buildWorld(payload, 'cfg')
  staff = await login(world.staffEmail, PASSWORD)
})

describe('sites.config validation', () => {
  it('rejects an invalid value through REST with the field path and reason, and saves nothing', async () => {
    const response = await rest('PATCH', `/sites/${world.a.siteId}`, { token: staff, body: { config: { inventory: { minPhotos: 'lots' } } } })
    expect(response.status).toBe(400)
    const message = JSON.stringify(response.json)
    expect(message).toContain('config.inventory.minPhotos')
    const site = await payload.findByID({ collection: 'sites', id: world.a.siteId })
    expect(site.config).toEqual({})
  })

  it('rejects an unknown option value through the Local API', async () => {
    const error = await payload
      .update({ collection: 'sites', id: world.a.siteId, data: { config: { search: { layout: 'list' } } } })
      .then(() => null, (e: { data?: unknown }) => e)
    expect(error).not.toBeNull()
    expect(JSON.stringify(error?.data)).toMatch(/config\.search\.layout/)
  })

  it('accepts a valid partial config and reads it fully defaulted', async () => {
    const response = await rest('PATCH', `/sites/${world.a.siteId}`, { token: staff, body: { config: { inventory: { minPhotos: 5 } } } })
    expect(response.status).toBe(200)
    const { resolveSiteSettings } = await import('../../site/config/siteConfig')
    const site = await payload.findByID({ collection: 'sites', id: world.a.siteId })
    const config = resolveSiteSettings(site.config, site.flags)
    expect(config.inventory.minPhotos).toBe(5)
    expect(config.inventory.includeSoldCarsDays).toBe(3)
    expect(config.search.scrollToTopOnChange).toBe(true)
  })
})

describe('flag settings stay out of config', () => {
  it('rejects a platform flag stored in config, pointing at flags', async () => {
    const response = await rest('PATCH', `/sites/${world.b.siteId}`, { token: staff, body: { config: { checkout: { onlinePurchase: true } } } })
    expect(response.status).toBe(400)
    expect(JSON.stringify(response.json)).toContain('config.checkout.onlinePurchase')
  })
})
