/**
 * Issue 48, finding 17: a lead's assignee could be a user of another tenant. Through REST, GraphQL
 * and the Local API, an assignee must be platform staff or a user of the lead's own site; anything
 * else is a 400 naming `assignee`, and the stored lead does not change.
 */
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { ASSIGNEE_MESSAGE } from '../../collections/Leads/fields'
import { graphql, login, rest } from './setup/api'
import { buildWorld, PASSWORD, type World } from './setup/fixtures'
import { testPayload } from './setup/payload'

let payload: Payload
let world: World
let leadId: number
let staffId: number
let editorA: string

const context = { disableRevalidate: true }
const relId = (value: unknown) => (value && typeof value === 'object' ? (value as { id: unknown }).id : value)
const storedAssignee = async () => relId((await payload.findByID({ collection: 'leads', id: leadId, depth: 0, overrideAccess: true })).assignee)

beforeAll(async () => {
  payload = await testPayload()
  world = await buildWorld(payload, 'assignee')
  const lead = await payload.create({ collection: 'leads', overrideAccess: true, context, data: { site: world.a.siteId, type: 'enquiry', category: 'General Enquiry', idempotencyKey: randomUUID(), firstName: 'Jo', email: 'jo@example.com' } as never })
  leadId = lead.id
  staffId = (await payload.find({ collection: 'users', where: { email: { equals: world.staffEmail } }, overrideAccess: true, depth: 0 })).docs[0]!.id
  editorA = await login(world.a.editorEmail, PASSWORD)
})

describe('a lead’s assignee', () => {
  it('REST: another site’s editor is refused with a 400 naming assignee; nothing changes', async () => {
    const answer = await rest('PATCH', `/leads/${leadId}`, { token: editorA, body: { assignee: world.b.editorId } })
    expect(answer.status, JSON.stringify(answer.json)).toBe(400)
    expect(JSON.stringify(answer.json)).toContain('assignee')
    expect(JSON.stringify(answer.json)).toContain(ASSIGNEE_MESSAGE)
    expect(await storedAssignee()).toBeFalsy()
  })

  it('GraphQL: another site’s editor is refused; nothing changes', async () => {
    const answer = await graphql(`mutation { updateLead(id: ${leadId}, data: { assignee: ${world.b.editorId} }) { id } }`, { token: editorA })
    expect(JSON.stringify(answer.json.errors ?? [])).toContain(ASSIGNEE_MESSAGE)
    expect(await storedAssignee()).toBeFalsy()
  })

  it('Local API, even with overrideAccess: another site’s editor is refused', async () => {
    await expect(payload.update({ collection: 'leads', id: leadId, overrideAccess: true, context, data: { assignee: world.b.editorId } })).rejects.toThrow(/assignee/i)
    expect(await storedAssignee()).toBeFalsy()
  })

  it('the site’s own editor and platform staff are accepted; a missing user is refused', async () => {
    expect((await rest('PATCH', `/leads/${leadId}`, { token: editorA, body: { assignee: world.a.editorId } })).status).toBe(200)
    expect(await storedAssignee()).toBe(world.a.editorId)
    expect((await rest('PATCH', `/leads/${leadId}`, { token: editorA, body: { assignee: staffId } })).status).toBe(200)
    expect(await storedAssignee()).toBe(staffId)
    expect((await rest('PATCH', `/leads/${leadId}`, { token: editorA, body: { assignee: 2_000_000_000 } })).status).toBe(400)
    expect((await rest('PATCH', `/leads/${leadId}`, { token: editorA, body: { assignee: null } })).status).toBe(200)
    expect(await storedAssignee()).toBeFalsy()
  })
})
