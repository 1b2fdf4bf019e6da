/**
 * Issue 49: the dealer's side of a lead against real PostgreSQL. The dealer is told of each lead
 * (Sent mail filed per site, the demo's delivery settings), seen only by that site's staff through
 * REST, GraphQL and the Local API.
 */
import { randomUUID } from 'node:crypto'
import { _internal_jobSystemGlobals, _internal_resetJobSystemGlobals, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoLeadDelivery } from '../../scripts/seed/seedSites'
import { SITES } from '../../scripts/seed/sites'
import { runLeadJobs } from '../../site/leads/delivery'
import { submitLead, type LeadLimits } from '../../site/leads/submitLead'
import { getPayloadClient } from '../../site/payload'
import { graphql, login, rest } from './setup/api'
import { buildWorld, PASSWORD, type World } from './setup/fixtures'

const OPEN: LeadLimits = { ip: { limit: 10_000, windowSeconds: 600 }, contact: { limit: 10_000, windowSeconds: 600 }, reveal: { limit: 10_000, windowSeconds: 600 } }
const context = { disableRevalidate: true }

let payload: Payload
let world: World
let tokens: { editorA: string; editorB: string; staff: string }

let seq = 0
async function submit(slug: string, extra: Record<string, unknown> = {}): Promise<number> {
  seq++
  const body = { type: 'enquiry', idempotencyKey: randomUUID(), firstName: 'Jo', lastName: 'Citizen', email: `inbox${seq}@example.com`, phone: `04129${String(seq).padStart(5, '0')}`, message: 'Is it still available?', ...extra }
  const request = new Request('http://localhost:3000/api/leads', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-host': `${slug}.localhost:3000`, 'x-forwarded-for': '10.9.0.1' },
    body: JSON.stringify(body),
  })
  const response = await submitLead(request, { limits: OPEN })
  const json = (await response.json()) as { leadId?: number }
  if (response.status !== 201 || !json.leadId) throw new Error(`lead not stored: ${response.status} ${JSON.stringify(json)}`)
  return json.leadId
}

beforeAll(async () => {
  payload = await getPayloadClient()
  _internal_jobSystemGlobals.shouldAutoRun = false
  world = await buildWorld(payload, 'inbox')
  for (const [key, fixture] of Object.entries({ a: world.a, b: world.b })) {
    await payload.update({ collection: 'dealerships', id: fixture.dealershipId, context, data: { leadDelivery: { emails: [`sales@inbox-${key}.test`] } } })
  }
  tokens = { editorA: await login(world.a.editorEmail, PASSWORD), editorB: await login(world.b.editorEmail, PASSWORD), staff: await login(world.staffEmail, PASSWORD) }
})

afterAll(() => _internal_resetJobSystemGlobals())

describe('the demo tells every dealer of its leads', () => {
  it('every seeded dealership has a lead email; exactly one posts to the local CRM receiver', () => {
    const dealerships = SITES.flatMap((site) => site.dealerships)
    const settings = dealerships.map(demoLeadDelivery)
    expect(settings.every((s) => s.emails.length === 1 && s.emails[0]!.endsWith('.demo.test'))).toBe(true)
    const hooks = settings.filter((s) => 'webhookUrl' in s)
    expect(hooks).toHaveLength(1)
    expect(hooks[0]).toMatchObject({ webhookUrl: 'http://127.0.0.1:4010/leads', format: 'json' })
  })
})

describe('Sent mail: the lead email filed under its site, readable by that site only', () => {
  let leadA: number
  let mailId: number
  beforeAll(async () => {
    leadA = await submit('site-inbox-a', { vehicle: world.a.vehicleId, message: 'Trade <b>in</b> & finance?' })
    await runLeadJobs(payload)
    const { docs } = await payload.find({ collection: 'outbox-messages', where: { to: { equals: 'sales@inbox-a.test' } }, overrideAccess: true, depth: 0 })
    const mail = docs.find((doc) => doc.lead === leadA)
    if (!mail) throw new Error('no lead email in the outbox')
    mailId = mail.id
  })

  it('the dealer email is filed under the lead and its site, with an HTML body that escapes what the shopper wrote', async () => {
    const mail = await payload.findByID({ collection: 'outbox-messages', id: mailId, overrideAccess: true, depth: 0 })
    expect(mail).toMatchObject({ site: world.a.siteId, lead: leadA })
    expect(mail.html).toContain('Trade &lt;b&gt;in&lt;/b&gt; &amp; finance?')
    expect(mail.html).not.toContain('<b>in</b>')
    const confirmation = (await payload.find({ collection: 'outbox-messages', where: { lead: { equals: leadA }, to: { contains: '@example.com' } }, overrideAccess: true, depth: 0 })).docs
    expect(confirmation).toHaveLength(1)
    expect(confirmation[0]!.site).toBe(world.a.siteId)
  })

  it('REST: the site’s editor reads it; another site’s editor and an anonymous visitor do not', async () => {
    expect((await rest('GET', `/outbox-messages/${mailId}`, { token: tokens.editorA })).status).toBe(200)
    expect((await rest('GET', `/outbox-messages/${mailId}`, { token: tokens.editorB })).status).toBe(404)
    expect((await rest('GET', `/outbox-messages/${mailId}`)).status).toBeGreaterThanOrEqual(401)
    const list = await rest('GET', '/outbox-messages?limit=100&depth=0', { token: tokens.editorB })
    expect(list.json.docs.map((doc: { id: number }) => doc.id)).not.toContain(mailId)
    expect(list.json.docs.every((doc: { site: number }) => doc.site === world.b.siteId)).toBe(true)
    // Nobody writes or moves the mailbox over the API, not even the site's own editor.
    const move = await rest('PATCH', `/outbox-messages/${mailId}`, { token: tokens.editorA, body: { site: world.b.siteId } })
    expect(move.status).toBeGreaterThanOrEqual(400)
    expect((await rest('DELETE', `/outbox-messages/${mailId}`, { token: tokens.editorA })).status).toBeGreaterThanOrEqual(400)
    const stored = await payload.findByID({ collection: 'outbox-messages', id: mailId, overrideAccess: true, depth: 0 })
    expect(stored.site).toBe(world.a.siteId)
  })

  it('GraphQL and the Local API answer the same', async () => {
    const query = `{ OutboxMessages(limit: 100) { docs { id } } }`
    expect(JSON.stringify((await graphql(query, { token: tokens.editorB })).json)).not.toContain(`"id":${mailId}`)
    expect(JSON.stringify((await graphql(query)).json)).not.toContain(`"id":${mailId}`)
    expect(JSON.stringify((await graphql(query, { token: tokens.editorA })).json)).toContain(`"id":${mailId}`)
    const editorB = await payload.findByID({ collection: 'users', id: world.b.editorId, overrideAccess: true, depth: 0 })
    const local = await payload.find({ collection: 'outbox-messages', overrideAccess: false, user: { ...editorB, collection: 'users' }, where: { lead: { equals: leadA } } })
    expect(local.totalDocs).toBe(0)
  })
})
