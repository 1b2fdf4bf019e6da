/**
 * Manufacturers (FIN §3; platform-managed, read by every site) from the outside: anonymous visitors
 * read them through REST (GraphQL is closed to anonymous callers by its gate) and write nothing, a
 * dealer editor reads through REST and GraphQL but cannot create, change or delete, and platform
 * staff can, with field-level errors for a bad or taken slug.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphql, login, rest } from './setup/api'
import { buildWorld, PASSWORD, type World } from './setup/fixtures'
import { testPayload } from './setup/payload'

let payload: Payload
let world: World
let tokens: { editor: string; staff: string }
let kiaId = 0
const context = { disableRevalidate: true }
const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
const denied = (status: number) => expect([401, 403, 404]).toContain(status)
const name = (id: number) => payload.findByID({ collection: 'manufacturers', id, overrideAccess: true }).then((d) => d.name)
const countOf = (slug: string) => payload.count({ collection: 'manufacturers', where: { slug: { equals: slug } }, overrideAccess: true }).then((r) => r.totalDocs)

beforeAll(async () => {
  payload = await testPayload()
  world = await buildWorld(payload, `makers${unique}`)
  kiaId = (await payload.create({ collection: 'manufacturers', context, data: { name: `Kia ${unique}`, slug: `kia-${unique}` } })).id
  tokens = { editor: await login(world.a.editorEmail, PASSWORD), staff: await login(world.staffEmail, PASSWORD) }
})

describe('anonymous visitor', () => {
  it('reads the manufacturers (REST list and one by id)', async () => {
    const list = await rest('GET', `/manufacturers?limit=10&where[slug][equals]=kia-${unique}`)
    expect(list.status).toBe(200)
    expect(list.json.docs.map((d: { id: number; name: string }) => [d.id, d.name])).toEqual([[kiaId, `Kia ${unique}`]])
    expect((await rest('GET', `/manufacturers/${kiaId}`)).json.slug).toBe(`kia-${unique}`)
  })

  it('creates, changes and deletes nothing', async () => {
    denied((await rest('POST', '/manufacturers', { body: { name: `Planted ${unique}`, slug: `planted-${unique}` } })).status)
    denied((await rest('PATCH', `/manufacturers/${kiaId}`, { body: { name: 'Hacked' } })).status)
    denied((await rest('DELETE', `/manufacturers/${kiaId}`)).status)
    expect(await countOf(`planted-${unique}`)).toBe(0)
    expect(await name(kiaId)).toBe(`Kia ${unique}`)
  })
})

describe('a dealer editor', () => {
  it('reads them through REST and GraphQL', async () => {
    expect((await rest('GET', `/manufacturers/${kiaId}`, { token: tokens.editor })).status).toBe(200)
    const read = await graphql(`{ Manufacturer(id: ${kiaId}) { name slug } }`, { token: tokens.editor })
    expect(read.json.data?.Manufacturer, JSON.stringify(read.json)).toEqual({ name: `Kia ${unique}`, slug: `kia-${unique}` })
  })

  it('cannot create, change or delete one through REST', async () => {
    denied((await rest('POST', '/manufacturers', { token: tokens.editor, body: { name: `Editor ${unique}`, slug: `editor-${unique}` } })).status)
    denied((await rest('PATCH', `/manufacturers/${kiaId}`, { token: tokens.editor, body: { name: 'Hacked' } })).status)
    denied((await rest('DELETE', `/manufacturers/${kiaId}`, { token: tokens.editor })).status)
    expect(await countOf(`editor-${unique}`)).toBe(0)
    expect(await name(kiaId)).toBe(`Kia ${unique}`)
  })

  it('cannot create, change or delete one through GraphQL', async () => {
    const create = await graphql(`mutation { createManufacturer(data: { name: "Editor GQL ${unique}", slug: "editor-gql-${unique}" }) { id } }`, { token: tokens.editor })
    expect(create.json.errors?.[0], JSON.stringify(create.json)).toBeDefined()
    const update = await graphql(`mutation { updateManufacturer(id: ${kiaId}, data: { name: "Hacked" }) { id } }`, { token: tokens.editor })
    expect(update.json.errors?.[0], JSON.stringify(update.json)).toBeDefined()
    const remove = await graphql(`mutation { deleteManufacturer(id: ${kiaId}) { id } }`, { token: tokens.editor })
    expect(remove.json.errors?.[0], JSON.stringify(remove.json)).toBeDefined()
    expect(await countOf(`editor-gql-${unique}`)).toBe(0)
    expect(await name(kiaId)).toBe(`Kia ${unique}`)
  })
})

describe('platform staff', () => {
  it('create through REST and change through GraphQL', async () => {
    const created = await rest('POST', '/manufacturers', { token: tokens.staff, body: { name: `Hyundai ${unique}`, slug: `hyundai-${unique}` } })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    const id = created.json.doc.id
    const update = await graphql(`mutation { updateManufacturer(id: ${id}, data: { alt: "Stylised H" }) { alt } }`, { token: tokens.staff })
    expect(update.json.data?.updateManufacturer?.alt, JSON.stringify(update.json)).toBe('Stylised H')
    expect((await rest('DELETE', `/manufacturers/${id}`, { token: tokens.staff })).status).toBe(200)
  })

  it('get field-level errors for a malformed or taken slug, and nothing is written', async () => {
    const bad = await rest('POST', '/manufacturers', { token: tokens.staff, body: { name: `Bad ${unique}`, slug: 'Bad Slug!' } })
    expect(bad.status).toBe(400)
    expect((bad.json.errors[0].data?.errors ?? []).map((e: { path: string }) => e.path)).toEqual(['slug'])
    const taken = await rest('POST', '/manufacturers', { token: tokens.staff, body: { name: `Other ${unique}`, slug: `kia-${unique}` } })
    expect(taken.status).toBe(400)
    expect((taken.json.errors[0].data?.errors ?? []).map((e: { path: string }) => e.path)).toEqual(['slug'])
    expect(await payload.count({ collection: 'manufacturers', where: { name: { in: [`Bad ${unique}`, `Other ${unique}`] } }, overrideAccess: true }).then((r) => r.totalDocs)).toBe(0)
  })
})
