/** Access control from the outside, through GraphQL: the same guarantees as REST. */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphql, login } from './setup/api'
import { buildWorld, PASSWORD, type World } from './setup/fixtures'
import { testPayload } from './setup/payload'

let payload: Payload
let world: World
let editorA: string

const docIds = (json: any, key: string): number[] => (json?.data?.[key]?.docs ?? []).map((d: { id: number }) => d.id)

beforeAll(async () => {
  payload = await testPayload()
  world = await buildWorld(payload, 'gql')
  editorA = await login(world.a.editorEmail, PASSWORD)
})

describe('anonymous visitor (GraphQL)', () => {
  // GraphQL is closed to anonymous callers (issue 16, finding 2): every read and write is a 401.
  const refused = (response: { status: number; json: any }, key: string) => {
    expect(response.status).toBe(401)
    expect(response.json.data?.[key] ?? null).toBeNull()
    expect(response.json.errors?.[0]?.message).toMatch(/sign in/i)
  }

  it('cannot read users, sites (flags included), pages or drafts', async () => {
    refused(await graphql('{ Users { docs { id email } } }'), 'Users')
    refused(await graphql('{ Sites { docs { id flags } } }'), 'Sites')
    refused(await graphql('{ Pages(draft: true, limit: 100) { docs { id title } } }'), 'Pages')
    refused(await graphql(`{ versionsPages { docs { id } } }`), 'versionsPages')
  })

  it('cannot create, update or delete', async () => {
    refused(await graphql('mutation { createPromo(data: { name: "gql anon", kind: slide }) { id } }'), 'createPromo')
    refused(await graphql(`mutation { updatePage(id: ${world.a.publishedPageId}, data: { title: "defaced" }) { id } }`), 'updatePage')
    refused(await graphql(`mutation { deleteLocation(id: ${world.a.locationId}) { id } }`), 'deleteLocation')
    expect((await payload.findByID({ collection: 'pages', id: world.a.publishedPageId })).title).not.toBe('defaced')
    expect((await payload.count({ collection: 'promos', where: { name: { equals: 'gql anon' } } })).totalDocs).toBe(0)
  })
})

describe("another site's editor (GraphQL)", () => {
  it('sees only their site, its users and its drafts', async () => {
    const sites = await graphql('{ Sites { docs { id name } } }', { token: editorA })
    expect(docIds(sites.json, 'Sites')).toEqual([world.a.siteId])
    const users = await graphql('{ Users(limit: 100) { docs { id } } }', { token: editorA })
    expect(docIds(users.json, 'Users')).toEqual([world.a.editorId])
    const pages = await graphql('{ Pages(draft: true, limit: 100) { docs { id } } }', { token: editorA })
    expect(docIds(pages.json, 'Pages')).toContain(world.a.draftPageId)
    expect(docIds(pages.json, 'Pages')).not.toContain(world.b.draftPageId)
  })

  it("cannot write the other site's pages, promos or vehicles", async () => {
    const page = await graphql(`mutation { updatePage(id: ${world.b.publishedPageId}, data: { title: "hijacked" }) { id } }`, { token: editorA })
    expect(page.json.errors?.length).toBeGreaterThan(0)
    const promo = await graphql(`mutation { deletePromo(id: ${world.b.promoId}) { id } }`, { token: editorA })
    expect(promo.json.errors?.length).toBeGreaterThan(0)
    const vehicle = await graphql(`mutation { updateVehicle(id: ${world.b.vehicleId}, data: { price: 1 }) { id } }`, { token: editorA })
    expect(vehicle.json.errors?.length).toBeGreaterThan(0)
    expect((await payload.findByID({ collection: 'pages', id: world.b.publishedPageId })).title).not.toBe('hijacked')
    expect(await payload.findByID({ collection: 'promos', id: world.b.promoId })).toBeTruthy()
    expect((await payload.findByID({ collection: 'vehicles', id: world.b.vehicleId })).price).not.toBe(1)
  })
})
