/**
 * Blog posts (issue 15 item 3) from the outside: anonymous visitors read published, live posts only
 * (GraphQL is closed to them); another site's editor can neither read drafts nor write posts of a
 * site they do not belong to, through REST, GraphQL and the Local API, nor move a post into
 * another tenant; bad categories and slugs are field-level errors.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { lexicalFromParagraphs } from '../../site/blog/lexicalText'
import { graphql, login, rest } from './setup/api'
import { buildWorld, PASSWORD, type World } from './setup/fixtures'
import { testPayload } from './setup/payload'

let payload: Payload
let world: World
let tokens: { editorA: string; editorB: string; staff: string }
const ids = { publishedA: 0, draftA: 0, scheduledA: 0, publishedB: 0 }
const context = { disableRevalidate: true }
const content = lexicalFromParagraphs(['Check the service history before you buy.'])

async function post(site: number, slug: string, status: 'published' | 'draft', publishedAt = '2026-01-01T00:00:00.000Z') {
  const doc = await payload.create({ collection: 'posts', context, draft: status === 'draft', data: { site, slug, title: `Post ${slug}`, category: 'Buyer Advice', author: 'Sam', publishedAt, content, _status: status } })
  return doc.id
}

beforeAll(async () => {
  payload = await testPayload()
  world = await buildWorld(payload, 'posts')
  ids.publishedA = await post(world.a.siteId, 'published-a', 'published')
  ids.draftA = await post(world.a.siteId, 'draft-a', 'draft')
  ids.scheduledA = await post(world.a.siteId, 'scheduled-a', 'published', '2099-01-01T00:00:00.000Z')
  ids.publishedB = await post(world.b.siteId, 'published-b', 'published')
  tokens = { editorA: await login(world.a.editorEmail, PASSWORD), editorB: await login(world.b.editorEmail, PASSWORD), staff: await login(world.staffEmail, PASSWORD) }
})

const docIds = (json: { docs?: Array<{ id: number }> }) => (json.docs ?? []).map((d) => d.id)
const siteOf = async (id: number) => {
  const doc = await payload.findByID({ collection: 'posts', id, depth: 0, draft: true })
  return typeof doc.site === 'object' ? doc.site?.id : doc.site
}

describe('anonymous visitor', () => {
  it('REST: reads published posts whose date has come, never drafts or scheduled ones', async () => {
    const list = await rest('GET', `/posts?limit=100&where[site][in]=${world.a.siteId},${world.b.siteId}`)
    expect(list.status).toBe(200)
    expect(docIds(list.json)).toEqual(expect.arrayContaining([ids.publishedA, ids.publishedB]))
    expect(docIds(list.json)).not.toContain(ids.draftA)
    expect(docIds(list.json)).not.toContain(ids.scheduledA)
    expect((await rest('GET', `/posts/${ids.draftA}?draft=true`)).status).toBe(404)
    expect((await rest('GET', `/posts/${ids.scheduledA}`)).status).toBe(404)
  })

  it('REST and GraphQL: cannot create, update or delete', async () => {
    const created = await rest('POST', '/posts', { body: { site: world.a.siteId, slug: 'anon', title: 'anon', category: 'Buyer Advice', author: 'x', publishedAt: '2026-01-01', content } })
    expect(created.status).toBe(403)
    expect((await rest('PATCH', `/posts/${ids.publishedA}`, { body: { title: 'defaced' } })).status).toBe(403)
    expect((await rest('DELETE', `/posts/${ids.publishedA}`)).status).toBe(403)
    const gql = await graphql(`mutation { updatePost(id: ${ids.publishedA}, data: { title: "defaced" }) { id } }`)
    expect(gql.status).toBe(401)
    expect((await payload.findByID({ collection: 'posts', id: ids.publishedA })).title).toBe('Post published-a')
  })
})

describe("another site's editor", () => {
  it('REST and GraphQL: sees their own drafts, not the other site’s', async () => {
    const list = await rest('GET', '/posts?limit=100&draft=true', { token: tokens.editorB })
    expect(docIds(list.json)).toContain(ids.publishedB)
    expect(docIds(list.json)).not.toContain(ids.draftA)
    const gql = await graphql('{ Posts(draft: true, limit: 100) { docs { id } } }', { token: tokens.editorB })
    const gqlIds = (gql.json.data?.Posts?.docs ?? []).map((d: { id: number }) => d.id)
    expect(gqlIds).toContain(ids.publishedB)
    expect(gqlIds).not.toContain(ids.draftA)
    expect(gqlIds).not.toContain(ids.publishedA)
  })

  it('REST, GraphQL and Local API: cannot update or delete the other site’s post', async () => {
    const patch = await rest('PATCH', `/posts/${ids.publishedA}`, { token: tokens.editorB, body: { title: 'hijacked' } })
    expect(patch.status).toBeGreaterThanOrEqual(400)
    expect(patch.status).toBeLessThan(500)
    const gql = await graphql(`mutation { deletePost(id: ${ids.publishedA}) { id } }`, { token: tokens.editorB })
    expect(gql.json.errors?.length).toBeGreaterThan(0)
    const user = await payload.findByID({ collection: 'users', id: world.b.editorId })
    await expect(payload.update({ collection: 'posts', id: ids.publishedA, data: { title: 'hijacked' }, user: { ...user, collection: 'users' }, overrideAccess: false, context })).rejects.toMatchObject({ status: expect.any(Number) })
    expect((await payload.findByID({ collection: 'posts', id: ids.publishedA })).title).toBe('Post published-a')
  })

  it('REST: cannot create a post in the other site', async () => {
    const created = await rest('POST', '/posts', { token: tokens.editorB, body: { site: world.a.siteId, slug: 'planted', title: 'planted', category: 'Buyer Advice', author: 'x', publishedAt: '2026-01-01T00:00:00.000Z', content, _status: 'published' } })
    expect(created.status).toBeGreaterThanOrEqual(400)
    expect(created.status).toBeLessThan(500)
    expect((await payload.count({ collection: 'posts', where: { slug: { equals: 'planted' } } })).totalDocs).toBe(0)
  })
})

describe('moving a post into another tenant is refused', () => {
  it('REST', async () => {
    const response = await rest('PATCH', `/posts/${ids.draftA}?draft=true`, { token: tokens.editorA, body: { site: world.b.siteId } })
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    expect(JSON.stringify(response.json.errors)).toMatch(/site/i)
    expect(await siteOf(ids.draftA)).toBe(world.a.siteId)
  })
  it('GraphQL', async () => {
    const response = await graphql(`mutation { updatePost(id: ${ids.publishedA}, data: { site: ${world.b.siteId} }) { id } }`, { token: tokens.editorA })
    expect(response.json.errors?.[0]?.extensions?.statusCode).toBeGreaterThanOrEqual(400)
    expect(response.json.errors?.[0]?.extensions?.statusCode).toBeLessThan(500)
    expect(await siteOf(ids.publishedA)).toBe(world.a.siteId)
  })
  it('Local API with the user', async () => {
    const user = await payload.findByID({ collection: 'users', id: world.a.editorId })
    const update = payload.update({ collection: 'posts', id: ids.publishedA, data: { site: world.b.siteId }, user: { ...user, collection: 'users' }, overrideAccess: false, context })
    const status = await update.then(() => 200, (error: { status?: number }) => error.status ?? 500)
    expect(status).toBeGreaterThanOrEqual(400)
    expect(status).toBeLessThan(500)
    expect(await siteOf(ids.publishedA)).toBe(world.a.siteId)
  })
})

describe('field-level errors', () => {
  const body = (extra: Record<string, unknown>) => ({ site: world.a.siteId, title: 'New', author: 'Sam', publishedAt: '2026-02-01T00:00:00.000Z', content, category: 'Buyer Advice', slug: `new-${Date.now()}`, ...extra })
  const fieldErrors = (json: any): Array<{ path: string; message: string }> => json?.errors?.[0]?.data?.errors ?? []

  it('a category outside the site’s blog.categories', async () => {
    const response = await rest('POST', '/posts', { token: tokens.editorA, body: body({ category: 'Gossip' }) })
    expect(response.status).toBe(400)
    expect(fieldErrors(response.json)).toEqual([expect.objectContaining({ path: 'category', message: expect.stringMatching(/Buyer Advice/) })])
  })
  it('a slug taken by another post of the site, or by a category', async () => {
    const taken = await rest('POST', '/posts', { token: tokens.editorA, body: body({ slug: 'published-a' }) })
    expect(taken.status).toBe(400)
    expect(fieldErrors(taken.json)).toEqual([expect.objectContaining({ path: 'slug', message: 'Another post of this site already uses the slug published-a.' })])
    const category = await rest('POST', '/posts', { token: tokens.editorA, body: body({ slug: 'buyer-advice' }) })
    expect(fieldErrors(category.json)).toEqual([expect.objectContaining({ path: 'slug' })])
  })
  it('the same slug on another site is fine', async () => {
    const response = await rest('POST', '/posts', { token: tokens.editorB, body: body({ site: world.b.siteId, slug: 'published-a' }) })
    expect(response.status, JSON.stringify(response.json)).toBe(201)
  })
})
