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

describe('link settings must reach a page of the site (no link leads to a 404)', () => {
  it('an edit refuses a new navigation link, stock search or service booking path that no page has, naming the setting and the path; once the page is published it is accepted', async () => {
    const { PLACEHOLDER_MESSAGE } = await import('../../site/rules/safeLink')
    const patch = (navigation: Record<string, unknown>) => rest('PATCH', `/sites/${world.b.siteId}`, { token: staff, body: { config: { navigation } } })
    const refused = await patch({ links: [{ href: '/search/used-cars', label: 'Used' }, { href: '/sell-my-car', label: 'Sell' }], serviceBookingUrl: '/book-a-service' })
    expect(refused.status).toBe(400)
    const message = JSON.stringify(refused.json)
    expect(message).toContain('config.navigation.links.1.href: No page of this site is at /sell-my-car')
    expect(message).toContain('config.navigation.serviceBookingUrl: No page of this site is at /book-a-service')
    expect(message).not.toContain('links.0')
    const placeholder = await patch({ links: [{ href: '/our-location/{slug}', label: 'Visit' }] })
    expect(placeholder.status).toBe(400)
    expect(JSON.stringify(placeholder.json)).toContain(`config.navigation.links.0.href: ${PLACEHOLDER_MESSAGE.slice(0, 40)}`)
    expect((await payload.findByID({ collection: 'sites', id: world.b.siteId, depth: 0 })).config).toEqual({})

    await payload.create({ collection: 'pages', draft: false, context: { disableRevalidate: true }, data: { title: 'Sell', path: '/sell-my-car', site: world.b.siteId, kind: 'custom', _status: 'published', layout: { root: { props: {} }, content: [] } } })
    const accepted = await patch({ links: [{ href: '/search/used-cars', label: 'Used' }, { href: '/sell-my-car', label: 'Sell' }, { href: 'https://www.mazda.com.au', label: 'Mazda' }], serviceBookingUrl: 'https://booking.example.com/service' })
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(200)
    // A later save of another setting is not refused for a saved link (its page may go later: the site then leaves the link out).
    await payload.delete({ collection: 'pages', where: { and: [{ site: { equals: world.b.siteId } }, { path: { equals: '/sell-my-car' } }] }, context: { disableRevalidate: true } })
    const site = await payload.findByID({ collection: 'sites', id: world.b.siteId, depth: 0 })
    const other = await rest('PATCH', `/sites/${world.b.siteId}`, { token: staff, body: { config: { ...(site.config as object), inventory: { minPhotos: 4 } } } })
    expect(other.status, JSON.stringify(other.json)).toBe(200)
  })
})
