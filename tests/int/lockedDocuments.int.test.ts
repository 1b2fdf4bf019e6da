/**
 * Payload's edit locks (`payload-locked-documents`) through REST and GraphQL: a site's editor may
 * lock, see, take over and release the locks of their own site's documents only, and only as
 * themselves; another site's editor can neither lock those documents nor see, change or delete
 * their locks (access/lockedDocuments.ts). Platform staff see every lock.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { getPayloadClient } from '../../site/payload'
import { graphql, login, rest } from './setup/api'
import { buildWorld, PASSWORD, type World } from './setup/fixtures'

let payload: Payload
let world: World
let editorA: string
let editorB: string
let staff: string

const lockOf = (pageId: number, userId: number) => ({ document: { relationTo: 'pages', value: pageId }, globalSlug: null, user: { relationTo: 'users', value: userId } })
const locksOfPage = (pageId: number, token: string) => rest('GET', `/payload-locked-documents?where[document.relationTo][equals]=pages&where[document.value][equals]=${pageId}`, { token })

beforeAll(async () => {
  payload = await getPayloadClient()
  world = await buildWorld(payload, 'lock')
  ;[editorA, editorB, staff] = await Promise.all([login(world.a.editorEmail, PASSWORD), login(world.b.editorEmail, PASSWORD), login(world.staffEmail, PASSWORD)])
})

describe('edit locks', () => {
  it("another site's editor cannot lock a document, so the site's own editors' saves are not refused", async () => {
    const taken = await rest('POST', '/payload-locked-documents', { token: editorA, body: lockOf(world.b.publishedPageId, world.a.editorId) })
    expect(taken.status).toBe(403)
    expect((await payload.count({ collection: 'payload-locked-documents', where: { 'document.value': { equals: world.b.publishedPageId } }, overrideAccess: true })).totalDocs).toBe(0)
    expect((await rest('PATCH', `/pages/${world.b.publishedPageId}?draft=true`, { token: editorB, body: { title: 'Still ours' } })).status).toBe(200)
  })

  it('a lock is taken only as oneself', async () => {
    expect((await rest('POST', '/payload-locked-documents', { token: editorA, body: lockOf(world.a.publishedPageId, world.b.editorId) })).status).toBe(403)
  })

  it("an editor locks their own site's page; the other site's editor neither sees, takes over nor deletes that lock", async () => {
    const created = await rest('POST', '/payload-locked-documents', { token: editorB, body: lockOf(world.b.publishedPageId, world.b.editorId) })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    const lockId = created.json.doc.id as number
    try {
      expect((await locksOfPage(world.b.publishedPageId, editorB)).json.docs.map((d: { id: number }) => d.id)).toEqual([lockId])
      expect((await locksOfPage(world.b.publishedPageId, editorA)).json.docs).toEqual([])
      expect((await rest('GET', '/payload-locked-documents', { token: editorA })).json.docs.map((d: { id: number }) => d.id)).not.toContain(lockId)
      expect((await rest('GET', `/payload-locked-documents/${lockId}`, { token: editorA })).status).toBe(404)
      expect([403, 404]).toContain((await rest('PATCH', `/payload-locked-documents/${lockId}`, { token: editorA, body: { user: { relationTo: 'users', value: world.a.editorId } } })).status)
      expect([403, 404]).toContain((await rest('DELETE', `/payload-locked-documents/${lockId}`, { token: editorA })).status)
      const viaGraphQL = await graphql('{ PayloadLockedDocuments { docs { id } } }', { token: editorA })
      expect(JSON.stringify(viaGraphQL.json)).not.toContain(`"id":${lockId}`)
      // the lock is still there, held by its editor; staff see it
      expect((await locksOfPage(world.b.publishedPageId, staff)).json.docs.map((d: { id: number }) => d.id)).toEqual([lockId])
    } finally {
      expect((await rest('DELETE', `/payload-locked-documents/${lockId}`, { token: editorB })).status).toBe(200)
    }
  })
})
