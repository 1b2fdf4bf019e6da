/**
 * Page layouts through REST: an invalid layout is rejected naming the block and field and nothing
 * is saved; another site's editor gets 403 on a page by id; a site created by platform staff gets
 * its template's page set.
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

const messages = (json: any): string => JSON.stringify(json?.errors ?? json)
const storedLayout = async (id: number) => (await payload.findByID({ collection: 'pages', id, depth: 0, draft: true, overrideAccess: true })).layout

beforeAll(async () => {
  payload = await testPayload()
  world = await buildWorld(payload, 'layout')
  editorA = await login(world.a.editorEmail, PASSWORD)
  staff = await login(world.staffEmail, PASSWORD)
})

describe('layout validation through REST', () => {
  it('rejects a bad prop with the block and field named, and saves nothing', async () => {
    const before = await storedLayout(world.a.publishedPageId)
    const layout = { root: { props: {} }, content: [{ type: 'Hero', props: { id: 'h', heading: 'Hi' } }, { type: 'PromoSlider', props: { id: 'p', intervalSeconds: 1 } }] }
    const response = await rest('PATCH', `/pages/${world.a.publishedPageId}`, { token: editorA, body: { layout } })
    expect(response.status).toBe(400)
    expect(messages(response.json)).toContain('Block \\"PromoSlider\\" (position 2) field \\"intervalSeconds\\": At least 3 seconds')
    expect(await storedLayout(world.a.publishedPageId)).toEqual(before)
  })

  it('rejects an unknown block on create, and creates nothing', async () => {
    const count = async () => (await payload.count({ collection: 'pages', where: { site: { equals: world.a.siteId } }, overrideAccess: true })).totalDocs
    const before = await count()
    const layout = { root: { props: {} }, content: [{ type: 'Marquee', props: { id: 'm' } }] }
    const response = await rest('POST', '/pages', { token: editorA, body: { site: world.a.siteId, title: 'Bad', path: '/bad', kind: 'custom', layout } })
    expect(response.status).toBe(400)
    expect(messages(response.json)).toContain('Unknown block \\"Marquee\\" at position 1')
    expect(await count()).toBe(before)
  })

  it.each(['//3627734734', '//evil.example', '/a//b', '/offers/'])('refuses the path %s (a redirect to it could leave the site), naming the field', async (path) => {
    const response = await rest('POST', '/pages?draft=true', { token: editorA, body: { site: world.a.siteId, title: 'Odd path', path, kind: 'custom', _status: 'draft' } })
    expect(response.status).toBe(400)
    expect(JSON.stringify(response.json)).toContain('"path":"path"')
    expect(JSON.stringify(response.json)).toContain('no \\"//\\"')
  })

  it('saves a valid layout as a draft without changing the published page', async () => {
    const layout = { root: { props: {} }, content: [{ type: 'FAQ', props: { id: 'f', heading: 'Questions', items: [{ question: 'Open Sundays?', answer: 'Yes' }] } }] }
    const response = await rest('PATCH', `/pages/${world.a.publishedPageId}?draft=true`, { token: editorA, body: { layout } })
    expect(response.status).toBe(200)
    const published = await payload.findByID({ collection: 'pages', id: world.a.publishedPageId, depth: 0, overrideAccess: true })
    expect(JSON.stringify(published.layout)).not.toContain('Open Sundays?')
    expect(JSON.stringify(await storedLayout(world.a.publishedPageId))).toContain('Open Sundays?')
  })
})

describe("another site's editor", () => {
  it('gets 403 reading, changing or deleting a page by id', async () => {
    expect((await rest('GET', `/pages/${world.b.publishedPageId}`, { token: editorA })).status).toBe(403)
    expect((await rest('PATCH', `/pages/${world.b.publishedPageId}`, { token: editorA, body: { title: 'defaced' } })).status).toBe(403)
    expect((await rest('DELETE', `/pages/${world.b.publishedPageId}`, { token: editorA })).status).toBe(403)
    expect((await rest('GET', `/pages/${world.a.publishedPageId}`, { token: editorA })).status).toBe(200)
  })
})

describe('locked blocks through REST', () => {
  const legal = { id: 'legal', heading: 'Legal', body: 'Prices include GST and on-road costs.', locked: true }
  const faq = { id: 'faq', heading: 'Questions', items: [{ question: 'Open Sundays?', answer: 'Yes' }] }
  const layoutOf = (...content: Array<{ type: string; props: Record<string, unknown> }>) => ({ root: { props: {} }, content })
  let pageId: number

  beforeAll(async () => {
    const created = await rest('POST', '/pages', { token: staff, body: { site: world.a.siteId, title: 'Locked', path: '/locked', kind: 'custom', _status: 'published', layout: layoutOf({ type: 'FAQ', props: faq }, { type: 'TextSection', props: legal }) } })
    expect(created.status).toBe(201)
    pageId = created.json.doc.id
  })

  it.each([
    ['removes', layoutOf({ type: 'FAQ', props: faq }), 'Block \\"TextSection\\" (position 2) is locked and cannot be removed'],
    ['changes', layoutOf({ type: 'FAQ', props: faq }, { type: 'TextSection', props: { ...legal, body: 'No fine print' } }), 'Block \\"TextSection\\" (position 2) is locked and cannot be changed'],
    ['unlocks', layoutOf({ type: 'FAQ', props: faq }, { type: 'TextSection', props: { ...legal, locked: false } }), 'Block \\"TextSection\\" (position 2) is locked and cannot be changed'],
    ['locks', layoutOf({ type: 'FAQ', props: { ...faq, locked: true } }, { type: 'TextSection', props: legal }), 'Block \\"FAQ\\" (position 1): only platform staff can lock blocks'],
  ])('a dealer editor who %s a locked block is rejected naming it, and nothing is saved', async (_what, layout, message) => {
    const before = await storedLayout(pageId)
    const response = await rest('PATCH', `/pages/${pageId}?draft=true`, { token: editorA, body: { layout } })
    expect(response.status).toBe(400)
    expect(messages(response.json)).toContain(message)
    expect(await storedLayout(pageId)).toEqual(before)
  })

  it('a dealer editor may edit and move the other blocks; platform staff may change the locked one', async () => {
    const moved = layoutOf({ type: 'TextSection', props: legal }, { type: 'FAQ', props: { ...faq, heading: 'Your questions' } })
    expect((await rest('PATCH', `/pages/${pageId}?draft=true`, { token: editorA, body: { layout: moved } })).status).toBe(200)
    expect(JSON.stringify(await storedLayout(pageId))).toContain('Your questions')
    const changed = layoutOf({ type: 'TextSection', props: { ...legal, body: 'Updated by staff', locked: false } })
    expect((await rest('PATCH', `/pages/${pageId}?draft=true`, { token: staff, body: { layout: changed } })).status).toBe(200)
    expect(JSON.stringify(await storedLayout(pageId))).toContain('Updated by staff')
  })
})

describe('site templates', () => {
  it.each(['used-car', 'franchise', 'group'])('a %s site created by platform staff gets the full published page set', async (template) => {
    const response = await rest('POST', '/sites', { token: staff, body: { name: `New ${template}`, slug: `new-${template}-layout`, template } })
    expect(response.status).toBe(201)
    const { docs } = await payload.find({ collection: 'pages', where: { site: { equals: response.json.doc.id } }, depth: 0, limit: 50, overrideAccess: true })
    expect(docs.map((p) => p.kind).sort()).toEqual(['about', 'contact', ...Array<string>(8).fill('custom'), 'finance', 'home', 'locations', 'search', 'special-offers', 'vehicle'])
    // the default navigation targets and the legal pages, so no menu link answers 404
    const paths = docs.map((p) => p.path)
    for (const path of ['/book-test-drive', '/service', '/trade-in', '/vehicle-parts-and-accessories', '/sell-my-car', '/careers', '/contact', '/privacy-policy', '/terms-and-conditions']) expect(paths).toContain(path)
    expect(docs.every((p) => p._status === 'published')).toBe(true)
  })
})
