/**
 * Issue 16, finding 3: REST lists have a maximum. `limit`, `page`, `depth` and `pagination` out of
 * bounds get a 400 naming the parameter instead of every vehicle (or a 5xx); ordinary lists and
 * the admin's delete-many (`limit=0` on a bulk write) keep working.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { login, rest } from './setup/api'
import { buildWorld, PASSWORD, type World } from './setup/fixtures'
import { testPayload } from './setup/payload'

let payload: Payload
let world: World
let editor: string

beforeAll(async () => {
  payload = await testPayload()
  world = await buildWorld(payload, 'lists')
  editor = await login(world.a.editorEmail, PASSWORD)
})

describe('REST list parameters', () => {
  it.each([
    ['limit=0&depth=0', 'limit'],
    ['limit=-1', 'limit'],
    ['limit=100000', 'limit'],
    ['limit=-5&page=-1', 'limit'],
    ['page=999999999999999999999', 'page'],
    ['page=abc', 'page'],
    ['page=0', 'page'],
    ['depth=99', 'depth'],
    ['depth=-1', 'depth'],
    ['pagination=false', 'pagination'],
    ['limit[]=1', 'limit[]'],
    ['limit=1&limit=2', 'limit'],
  ])('GET /vehicles?%s is refused with a 400 naming %s', async (query, param) => {
    const response = await rest('GET', `/vehicles?${query}`)
    expect(response.status, JSON.stringify(response.json).slice(0, 300)).toBe(400)
    expect(response.json.errors[0].data.errors.map((e: { path: string }) => e.path)).toContain(param)
    expect(response.json.errors[0].message).toContain(param.replace('[]', ''))
  })

  it('ordinary lists still work, up to 250 a page', async () => {
    const page = await rest('GET', '/vehicles?limit=250&page=1&depth=1')
    expect(page.status).toBe(200)
    expect(page.json.limit).toBe(250)
    expect((await rest('GET', '/vehicles?limit=251')).status).toBe(400)
    const byDefault = await rest('GET', '/locations')
    expect(byDefault.status).toBe(200)
    expect(byDefault.json.limit).toBe(10)
    expect((await rest('GET', `/pages/${world.a.publishedPageId}?depth=2`)).status).toBe(200)
  })

  it("the admin list's related titles load (its request asks for limit=250)", async () => {
    // What @payloadcms/ui's RelationshipProvider sends for a list page's relationship column.
    const query = `depth=0&draft=true&limit=250&where[id][in]=${world.a.dealershipId}&select[name]=true`
    const titles = await rest('GET', `/dealerships?${query}`, { token: editor })
    expect(titles.status, JSON.stringify(titles.json).slice(0, 300)).toBe(200)
    expect(titles.json.docs.map((d: { id: number }) => d.id)).toEqual([world.a.dealershipId])
    expect(titles.json.docs[0].name).toEqual(expect.any(String))
  })

  it("the admin's delete-many (limit=0 on a bulk write) still works", async () => {
    const promo = await payload.create({ collection: 'promos', context: { disableRevalidate: true }, data: { site: world.a.siteId, name: 'to delete', kind: 'slide' } })
    const deleted = await rest('DELETE', `/promos?limit=0&where[id][in][0]=${promo.id}`, { token: editor })
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(200)
    expect((await payload.count({ collection: 'promos', where: { id: { equals: promo.id } } })).totalDocs).toBe(0)
  })
})
