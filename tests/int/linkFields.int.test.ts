/**
 * Issue 16, finding 9: every URL field refuses `javascript:` and other schemes on save, through
 * REST and GraphQL, naming the field; paths, http(s), mailto: and tel: are kept.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { LINK_MESSAGES } from '../../site/rules/safeLink'
import { graphql, login, rest } from './setup/api'
import { buildWorld, PASSWORD, type World } from './setup/fixtures'
import { testPayload } from './setup/payload'

let payload: Payload
let world: World
let editor: string
let staff: string

const text = (json: unknown) => JSON.stringify(json)

beforeAll(async () => {
  payload = await testPayload()
  world = await buildWorld(payload, 'links')
  editor = await login(world.a.editorEmail, PASSWORD)
  staff = await login(world.staffEmail, PASSWORD)
})

describe('URL fields refuse unsafe schemes', () => {
  it.each<[string, string, () => number, Record<string, unknown>]>([
    ['promos', 'url', () => world.a.promoId, { url: 'javascript:alert(9)' }],
    ['promos', 'imageUrl', () => world.a.promoId, { imageUrl: 'javascript:alert(9)' }],
    ['brands', 'menu.0.url', () => world.a.brandId, { menu: [{ label: 'Evil', url: 'java\tscript:alert(9)' }] }],
    ['brands', 'banners.0.url', () => world.a.brandId, { banners: [{ title: 'Evil', url: 'data:text/html,x' }] }],
    ['locations', 'address.placeUrl', () => world.a.locationId, { address: { placeUrl: 'javascript:alert(9)' } }],
  ])('%s %s: 400 naming the field, nothing saved', async (collection, path, id, body) => {
    const response = await rest('PATCH', `/${collection}/${id()}`, { token: editor, body })
    expect(response.status).toBe(400)
    expect(text(response.json)).toContain(path.split('.').pop())
    const stored = await payload.findByID({ collection: collection as 'promos', id: id(), depth: 0, overrideAccess: true })
    expect(text(stored)).not.toMatch(/javascript|java\\tscript|data:text/)
  })

  it('a site logo as platform staff', async () => {
    const response = await rest('PATCH', `/sites/${world.a.siteId}`, { token: staff, body: { logoUrl: 'javascript:alert(9)' } })
    expect(response.status).toBe(400)
    expect(text(response.json)).toContain('logoUrl')
  })

  it('through GraphQL too', async () => {
    const { json } = await graphql(`mutation { updatePromo(id: ${world.a.promoId}, data: { url: "javascript:alert(9)" }) { id url } }`, { token: editor })
    expect(text(json.errors)).toContain(LINK_MESSAGES.link.slice(0, 20))
    const stored = await payload.findByID({ collection: 'promos', id: world.a.promoId, depth: 0, overrideAccess: true })
    expect(stored.url ?? '').not.toContain('javascript')
  })

  it.each(['/finance', 'https://www.mazda.com.au/offers', 'mailto:sales@dealer.test', 'tel:+61 2 9999 0000', ''])('keeps %j', async (url) => {
    const response = await rest('PATCH', `/promos/${world.a.promoId}`, { token: editor, body: { url } })
    expect(response.status).toBe(200)
  })
})

describe('a brand’s links reach a page of its site (no link leads to a 404)', () => {
  it('an edit refuses a menu, footer or banner link to a path no page of the site has, or with a {slug}, naming the field and the path; app routes and other sites pass', async () => {
    const { PLACEHOLDER_MESSAGE } = await import('../../site/rules/safeLink')
    const patch = (body: Record<string, unknown>) => rest('PATCH', `/brands/${world.a.brandId}`, { token: editor, body })
    const menu = await patch({ menu: [{ label: 'Used', url: '/search/used-cars' }, { label: 'Sell', url: '/sell-my-car' }] })
    expect(menu.status).toBe(400)
    expect(text(menu.json)).toContain('menu.1.url')
    expect(text(menu.json)).toContain('No page of this site is at /sell-my-car')
    expect(text(menu.json)).not.toContain('menu.0.url')
    const footer = await patch({ footer: { columns: [{ heading: 'More', links: [{ label: 'Visit', url: '/locations/{slug}' }] }] } })
    expect(footer.status).toBe(400)
    expect(text(footer.json)).toContain(PLACEHOLDER_MESSAGE.slice(0, 40))
    const banner = await patch({ banners: [{ title: 'Sale', url: '/old-sale' }] })
    expect(banner.status).toBe(400)
    expect(text(banner.json)).toContain('No page of this site is at /old-sale')
    const ok = await patch({ menu: [{ label: 'Used', url: '/search/used-cars' }, { label: 'Mazda', url: 'https://www.mazda.com.au' }, { label: 'Call', url: 'tel:0299990000' }] })
    expect(ok.status, text(ok.json)).toBe(200)
  })
})

describe('a draft page’s layout links (issue 48, finding 18)', () => {
  const layout = (href: string) => ({ root: { props: {} }, content: [{ type: 'ButtonGroup', props: { id: 'b1', buttonSet: '', buttons: [{ label: 'Go', href, style: 'primary' }], align: 'start' } }] })

  it.each(['javascript:alert(9)', 'java\tscript:alert(9)', 'data:text/html,x'])('a draft with a %j button is refused with a 400 on layout, through REST; nothing is stored', async (href) => {
    const path = `/draft-link-${Date.now()}-${Math.floor(Math.random() * 1e6)}`
    const response = await rest('POST', '/pages?draft=true', { token: editor, body: { title: 'Draft', path, site: world.a.siteId, layout: layout(href), _status: 'draft' } })
    expect(response.status, text(response.json)).toBe(400)
    expect(text(response.json)).toContain('layout')
    expect(text(response.json)).toContain(LINK_MESSAGES.link)
    const stored = await payload.find({ collection: 'pages', where: { path: { equals: path } }, draft: true, overrideAccess: true, depth: 0 })
    expect(stored.totalDocs).toBe(0)
  })

  it('an autosaved draft of an existing page is refused too, and a safe link is kept', async () => {
    const path = `/draft-link-${Date.now()}`
    const created = await rest('POST', '/pages?draft=true', { token: editor, body: { title: 'Draft', path, site: world.a.siteId, layout: layout('/finance'), _status: 'draft' } })
    expect(created.status, text(created.json)).toBe(201)
    const id = created.json.doc.id
    const evil = await rest('PATCH', `/pages/${id}?draft=true&autosave=true`, { token: editor, body: { layout: layout('javascript:alert(9)'), _status: 'draft' } })
    expect(evil.status, text(evil.json)).toBe(400)
    const latest = await payload.findByID({ collection: 'pages', id, draft: true, overrideAccess: true, depth: 0 })
    expect(text(latest.layout)).not.toContain('javascript')
    expect(text(latest.layout)).toContain('/finance')
    // an address still being typed is kept in the draft; publishing checks it whole
    expect((await rest('PATCH', `/pages/${id}?draft=true&autosave=true`, { token: editor, body: { layout: layout('www.dealer'), _status: 'draft' } })).status).toBe(200)
    expect((await rest('PATCH', `/pages/${id}`, { token: editor, body: { layout: layout('www.dealer'), _status: 'published' } })).status).toBe(400)
  })
})
