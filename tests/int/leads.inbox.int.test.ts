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
import { sql } from '@payloadcms/db-postgres'
import { LEAD_MESSAGE, NOTE_MESSAGE, STAFF_KIND_MESSAGE } from '../../site/leads/activities'
import { hoursLocationOf } from '../../site/leads/firstResponse'
import { answeredLeadsWhere, firstResponsesByStaff } from '../../site/leads/inbox'
import { drizzleOf } from '../../site/payloadDb'
import { businessMinutesBetween } from '../../site/rules/firstResponse'
import { graphql, login, rest } from './setup/api'
import { startReceiver, type Receiver } from './setup/webhookReceiver'
import { buildWorld, PASSWORD, type World } from './setup/fixtures'

const OPEN: LeadLimits = { ip: { limit: 10_000, windowSeconds: 600 }, contact: { limit: 10_000, windowSeconds: 600 }, reveal: { limit: 10_000, windowSeconds: 600 } }
const context = { disableRevalidate: true }

let payload: Payload
let world: World
let tokens: { editorA: string; editorB: string; staff: string }
let receiver: Receiver

let seq = 0
async function submit(slug: string, extra: Record<string, unknown> = {}): Promise<number> {
  seq++
  const body = { type: 'enquiry', idempotencyKey: randomUUID(), vehicle: slug.endsWith('-b') ? world.b.vehicleId : world.a.vehicleId, firstName: 'Jo', lastName: 'Citizen', email: `inbox${seq}@example.com`, phone: `04129${String(seq).padStart(5, '0')}`, message: 'Is it still available?', ...extra }
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
  // Site B's CRM is down: its leads show each failed attempt and the answer.
  receiver = await startReceiver()
  receiver.failAlways(503)
  await payload.update({ collection: 'dealerships', id: world.b.dealershipId, context, data: { leadDelivery: { emails: ['sales@inbox-b.test'], webhookUrl: receiver.url, webhookSecret: 'inbox', format: 'json' } } })
  // Site A's yard opens every day, all day: a response timed in its hours differs from the default Mon–Fri 9–5.
  await payload.update({ collection: 'locations', id: world.a.locationId, context, data: { address: { state: 'qld' }, openingHours: [0, 1, 2, 3, 4, 5, 6].map((d) => ({ weekday: String(d) as '0', status: 'open' as const, open: '00:00', close: '23:59' })) } })
  tokens = { editorA: await login(world.a.editorEmail, PASSWORD), editorB: await login(world.b.editorEmail, PASSWORD), staff: await login(world.staffEmail, PASSWORD) }
})

afterAll(async () => {
  _internal_resetJobSystemGlobals()
  await receiver.close()
})

const entriesOf = async (lead: number) => (await payload.find({ collection: 'lead-activities', where: { lead: { equals: lead } }, sort: 'createdAt', pagination: false, overrideAccess: true, depth: 0 })).docs
const errorMessages = (json: any): string[] => (json?.errors ?? []).flatMap((e: any) => (e.data?.errors ?? [e]).map((x: any) => x.message))

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

describe('the lead timeline: append-only, written by the system and by the site\'s staff', () => {
  let leadA: number
  let leadB: number
  beforeAll(async () => {
    leadA = await submit('site-inbox-a', { location: world.a.locationId })
    leadB = await submit('site-inbox-b')
    await runLeadJobs(payload)
  })

  it('a lead is received, each delivery attempt is recorded with its answer', async () => {
    const a = await entriesOf(leadA)
    expect(a[0]).toMatchObject({ kind: 'received', site: world.a.siteId, actor: null })
    expect(a.filter((e) => e.kind === 'delivery').map((e) => [e.channel, e.outcome, e.attempt]).sort()).toEqual([
      ['confirmation', 'delivered', 1],
      ['email', 'delivered', 1],
    ])
    const b = await entriesOf(leadB)
    const webhook = b.filter((e) => e.kind === 'delivery' && e.channel === 'webhook')
    expect(webhook).toHaveLength(1)
    expect(webhook[0]).toMatchObject({ outcome: 'failed', attempt: 1, site: world.b.siteId, detail: 'Webhook answered HTTP 503' })
  })

  it('status and assignee changes by the site\'s editor go on the timeline with who made them', async () => {
    const answer = await rest('PATCH', `/leads/${leadA}`, { token: tokens.editorA, body: { status: 'appointment', assignee: world.a.editorId } })
    expect(answer.status, JSON.stringify(answer.json)).toBe(200)
    const entries = await entriesOf(leadA)
    expect(entries.find((e) => e.kind === 'status')).toMatchObject({ fromStatus: 'new', toStatus: 'appointment', actor: world.a.editorId, site: world.a.siteId })
    expect(entries.find((e) => e.kind === 'assigned')).toMatchObject({ assignee: world.a.editorId, actor: world.a.editorId })
  })

  it('staff add a note; the site and author come from the lead and the user, never from the request', async () => {
    const answer = await rest('POST', '/lead-activities', { token: tokens.editorA, body: { lead: leadA, kind: 'note', body: 'Wants a blue one', site: world.b.siteId, actor: world.b.editorId, channel: 'webhook', outcome: 'delivered' } })
    expect(answer.status, JSON.stringify(answer.json)).toBe(201)
    const stored = await payload.findByID({ collection: 'lead-activities', id: answer.json.doc.id, overrideAccess: true, depth: 0 })
    expect(stored).toMatchObject({ lead: leadA, site: world.a.siteId, actor: world.a.editorId, kind: 'note', body: 'Wants a blue one', channel: null, outcome: null })
  })

  it('staff cannot write the system\'s entries, an empty note, or on another site\'s lead; visitors write nothing', async () => {
    const system = await rest('POST', '/lead-activities', { token: tokens.editorA, body: { lead: leadA, kind: 'delivery', outcome: 'delivered' } })
    expect(system.status).toBe(400)
    expect(errorMessages(system.json)).toContain(STAFF_KIND_MESSAGE)
    const empty = await rest('POST', '/lead-activities', { token: tokens.editorA, body: { lead: leadA, kind: 'note', body: '  ' } })
    expect(errorMessages(empty.json)).toContain(NOTE_MESSAGE)
    const other = await rest('POST', '/lead-activities', { token: tokens.editorB, body: { lead: leadA, kind: 'note', body: 'mine now' } })
    expect(other.status).toBe(400)
    expect(errorMessages(other.json)).toContain(LEAD_MESSAGE)
    expect((await rest('POST', '/lead-activities', { body: { lead: leadA, kind: 'note', body: 'hi' } })).status).toBe(403)
    const gql = await graphql(`mutation { createLeadActivity(data: { lead: ${leadA}, site: ${world.b.siteId}, kind: note, body: "x" }) { id } }`, { token: tokens.editorB })
    expect(gql.json.data?.createLeadActivity ?? null).toBeNull()
    expect((await entriesOf(leadA)).filter((e) => e.body === 'mine now' || e.body === 'x')).toHaveLength(0)
  })

  it('nobody edits, deletes or moves an entry into another tenant: REST, GraphQL, Local API, platform staff included', async () => {
    const entry = (await entriesOf(leadA)).find((e) => e.kind === 'note')!
    for (const token of [tokens.editorA, tokens.staff]) {
      expect((await rest('PATCH', `/lead-activities/${entry.id}`, { token, body: { body: 'changed', site: world.b.siteId, lead: leadB } })).status).toBe(403)
      expect((await rest('DELETE', `/lead-activities/${entry.id}`, { token })).status).toBe(403)
      const update = await graphql(`mutation { updateLeadActivity(id: ${entry.id}, data: { body: "changed" }) { id } }`, { token })
      expect(update.json.data?.updateLeadActivity ?? null).toBeNull()
      const remove = await graphql(`mutation { deleteLeadActivity(id: ${entry.id}) { id } }`, { token })
      expect(remove.json.data?.deleteLeadActivity ?? null).toBeNull()
    }
    const editorA = { ...(await payload.findByID({ collection: 'users', id: world.a.editorId, overrideAccess: true, depth: 0 })), collection: 'users' as const }
    await expect(payload.update({ collection: 'lead-activities', id: entry.id, data: { body: 'changed' }, overrideAccess: false, user: editorA })).rejects.toThrow()
    await expect(payload.delete({ collection: 'lead-activities', id: entry.id, overrideAccess: false, user: editorA })).rejects.toThrow()
    expect(await payload.findByID({ collection: 'lead-activities', id: entry.id, overrideAccess: true, depth: 0 })).toMatchObject({ body: 'Wants a blue one', site: world.a.siteId, lead: leadA })
  })

  it('another site\'s editor and visitors read none of it (REST, GraphQL, Local API)', async () => {
    const mine = (await entriesOf(leadA)).map((e) => e.id)
    const rb = await rest('GET', `/lead-activities?limit=100&depth=0&where[lead][equals]=${leadA}`, { token: tokens.editorB })
    expect(rb.json.docs).toEqual([])
    expect((await rest('GET', `/lead-activities/${mine[0]}`, { token: tokens.editorB })).status).toBe(404)
    expect((await rest('GET', `/lead-activities?limit=5`)).status).toBe(403)
    const gql = await graphql(`{ LeadActivities(limit: 100) { docs { id } } }`, { token: tokens.editorB })
    expect(gql.json.data?.LeadActivities?.docs.map((d: { id: number }) => d.id).filter((id: number) => mine.includes(id))).toEqual([])
    const editorB = { ...(await payload.findByID({ collection: 'users', id: world.b.editorId, overrideAccess: true, depth: 0 })), collection: 'users' as const }
    expect((await payload.find({ collection: 'lead-activities', where: { lead: { equals: leadA } }, overrideAccess: false, user: editorB })).totalDocs).toBe(0)
    const own = await rest('GET', `/lead-activities?limit=100&depth=0&where[lead][equals]=${leadA}`, { token: tokens.editorA })
    expect(own.json.docs.map((d: { id: number }) => d.id).sort()).toEqual([...mine].sort())
  })
})

describe('time to first response, in business hours of the lead\'s location', () => {
  it('the first logged call times the lead once, in the location\'s opening hours', async () => {
    const lead = await submit('site-inbox-a', { location: world.a.locationId })
    // The lead came in three days ago.
    const created = new Date(Date.now() - 3 * 24 * 60 * 60_000)
    await drizzleOf(payload).execute(sql`update leads set created_at = ${created.toISOString()}::timestamptz where id = ${lead}`)
    const call = await rest('POST', '/lead-activities', { token: tokens.editorA, body: { lead, kind: 'call', body: 'Left a voicemail' } })
    expect(call.status, JSON.stringify(call.json)).toBe(201)
    const stored = await payload.findByID({ collection: 'leads', id: lead, overrideAccess: true, depth: 0 })
    expect(stored.firstResponse?.by).toBe(world.a.editorId)
    const at = new Date(stored.firstResponse!.at!)
    const location = await payload.findByID({ collection: 'locations', id: world.a.locationId, overrideAccess: true, depth: 0 })
    const expected = businessMinutesBetween(created, at, hoursLocationOf(location))
    expect(stored.firstResponse?.minutes).toBe(expected)
    // The yard's hours (every day, all day), not the default Mon–Fri 9–5: three days is over 4,000 minutes.
    expect(expected).toBeGreaterThan(4000)
    expect(businessMinutesBetween(created, at, null)).toBeLessThanOrEqual(3 * 8 * 60)
    // A second response changes nothing.
    await rest('POST', '/lead-activities', { token: tokens.staff, body: { lead, kind: 'call' } })
    const again = await payload.findByID({ collection: 'leads', id: lead, overrideAccess: true, depth: 0 })
    expect(again.firstResponse).toEqual(stored.firstResponse)
  })

  it('nobody writes the first response over the API', async () => {
    const lead = await submit('site-inbox-a')
    const answer = await rest('PATCH', `/leads/${lead}`, { token: tokens.staff, body: { firstResponse: { minutes: 1, at: new Date().toISOString(), by: world.a.editorId } } })
    expect(answer.status).toBeLessThan(500)
    expect((await payload.findByID({ collection: 'leads', id: lead, overrideAccess: true, depth: 0 })).firstResponse?.at ?? null).toBeNull()
  })
})

describe('reply from the lead: site templates, the same outbox, on the timeline', () => {
  let lead: number
  beforeAll(async () => {
    lead = await submit('site-inbox-a', { location: world.a.locationId, firstName: 'Robin' })
    await runLeadJobs(payload)
  })

  it('the site\'s templates are filled with the shopper\'s name, the car, the location and its hours; another site\'s editor gets 404', async () => {
    const answer = await rest('GET', `/leads/${lead}/reply-templates`, { token: tokens.editorA })
    expect(answer.status).toBe(200)
    expect(answer.json.channels).toEqual(['email', 'sms'])
    const [first] = answer.json.templates
    expect(first.subject).toBe('Your enquiry about the 2022 Mazda CX-5')
    expect(first.body).toContain('Hi Robin,')
    expect(first.body).toContain('Yard inbox-a is open Mon-Fri 12:00am - 11:59pm')
    expect((await rest('GET', `/leads/${lead}/reply-templates`, { token: tokens.editorB })).status).toBe(404)
    expect((await rest('GET', `/leads/${lead}/reply-templates`)).status).toBe(403)
  })

  it('a bad reply names its field; another site\'s editor cannot reply', async () => {
    const empty = await rest('POST', `/leads/${lead}/reply`, { token: tokens.editorA, body: { channel: 'email', subject: '', body: ' ' } })
    expect(empty.status).toBe(422)
    expect(empty.json.errors.map((e: { path: string }) => e.path).sort()).toEqual(['body', 'subject'])
    expect((await rest('POST', `/leads/${lead}/reply`, { token: tokens.editorA, body: { channel: 'fax', body: 'hi' } })).json.errors[0].path).toBe('channel')
    expect((await rest('POST', `/leads/${lead}/reply`, { token: tokens.editorB, body: { channel: 'email', subject: 's', body: 'b' } })).status).toBe(404)
  })

  it('an email reply is on the timeline at once, sent through the leads queue into Sent mail, and times the first response', async () => {
    const answer = await rest('POST', `/leads/${lead}/reply`, { token: tokens.editorA, body: { channel: 'email', subject: 'Your CX-5', body: 'Hi Robin,\n\nIt is here <today>.', template: 'Thanks for your enquiry' } })
    expect(answer.status, JSON.stringify(answer.json)).toBe(201)
    const entry = await payload.findByID({ collection: 'lead-activities', id: answer.json.activity, overrideAccess: true, depth: 0 })
    expect(entry).toMatchObject({ kind: 'reply', channel: 'reply-email', actor: world.a.editorId, site: world.a.siteId, body: 'Hi Robin,\n\nIt is here <today>.' })
    await runLeadJobs(payload)
    const sent = (await payload.find({ collection: 'outbox-messages', where: { lead: { equals: lead }, subject: { equals: 'Your CX-5' } }, overrideAccess: true, depth: 0 })).docs
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ site: world.a.siteId, to: expect.stringContaining('@example.com') })
    expect(sent[0]!.html).toContain('It is here &lt;today&gt;.')
    const delivered = (await entriesOf(lead)).filter((e) => e.kind === 'delivery' && e.channel === 'reply-email')
    expect(delivered.map((e) => e.outcome)).toEqual(['delivered'])
    const stored = await payload.findByID({ collection: 'leads', id: lead, overrideAccess: true, depth: 0 })
    expect(stored.firstResponse?.by).toBe(world.a.editorId)
  })

  it('an SMS reply goes to the shopper\'s mobile through the SMS provider', async () => {
    const answer = await rest('POST', `/leads/${lead}/reply`, { token: tokens.editorA, body: { channel: 'sms', body: 'Hi Robin,\n\nsee you at 10.' } })
    expect(answer.status, JSON.stringify(answer.json)).toBe(201)
    await runLeadJobs(payload)
    const entries = await entriesOf(lead)
    expect(entries.find((e) => e.id === answer.json.activity)).toMatchObject({ kind: 'reply', channel: 'reply-sms', body: 'Hi Robin, see you at 10.' })
    expect(entries.filter((e) => e.kind === 'delivery' && e.channel === 'reply-sms').map((e) => e.outcome)).toEqual(['delivered'])
  })
})

describe('an Instant Message reply (the lead\'s Replies) is a reply like the others, sent once', () => {
  it('it is on the timeline by its author, times the first response, is filed under the lead in Sent mail, and a later save does not send it again', async () => {
    const lead = await submit('site-inbox-a', { type: 'chat', message: 'Does it tow 2 tonnes?' })
    await runLeadJobs(payload)
    const text = `It tows 2,000 kg braked (${randomUUID()}).`
    const saved = await rest('PATCH', `/leads/${lead}`, { token: tokens.editorA, body: { replies: [{ text }] } })
    expect(saved.status, JSON.stringify(saved.json)).toBe(200)
    const replies = (await entriesOf(lead)).filter((e) => e.kind === 'reply')
    expect(replies).toHaveLength(1)
    expect(replies[0]).toMatchObject({ channel: 'reply-chat', outcome: 'queued', actor: world.a.editorId, site: world.a.siteId, body: text })
    const sentMail = async () => (await payload.find({ collection: 'outbox-messages', where: { text: { contains: text } }, overrideAccess: true, depth: 0 })).docs
    expect(await sentMail()).toHaveLength(0) // sent by the leads queue once the save is committed
    await runLeadJobs(payload)
    const mail = await sentMail()
    expect(mail.map((m) => ({ site: m.site, lead: m.lead }))).toEqual([{ site: world.a.siteId, lead }])
    expect(mail[0]!.subject).toMatch(/ replied to your message about the /)
    expect((await entriesOf(lead)).filter((e) => e.kind === 'delivery' && e.channel === 'reply-chat').map((e) => e.outcome)).toEqual(['delivered'])
    expect((await payload.findByID({ collection: 'leads', id: lead, overrideAccess: true, depth: 0 })).firstResponse?.by).toBe(world.a.editorId)
    // The admin saves the whole document again, the sent reply included: nothing more is sent.
    const again = await rest('PATCH', `/leads/${lead}`, { token: tokens.editorA, body: { status: 'contacted', replies: saved.json.doc.replies } })
    expect(again.status, JSON.stringify(again.json)).toBe(200)
    await runLeadJobs(payload)
    expect(await sentMail()).toHaveLength(1)
    expect((await entriesOf(lead)).filter((e) => e.kind === 'reply')).toHaveLength(1)
  })
})

describe('time to first response per staff member (the inbox\'s table)', () => {
  it('counts the answered leads of the user\'s own sites by who answered first; another site\'s editor sees none of them', async () => {
    const lead = await submit('site-inbox-a')
    await rest('POST', '/lead-activities', { token: tokens.editorA, body: { lead, kind: 'call', body: 'Called back.' } })
    const answeredBy = async (userId: number) => {
      const user = await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true })
      const { docs } = await payload.find({ collection: 'leads', where: answeredLeadsWhere(new Date()), user: { ...user, collection: 'users' }, overrideAccess: false, pagination: false, depth: 0, joins: false, select: { firstResponse: true } })
      return { ids: docs.map((d) => d.id), staff: firstResponsesByStaff(docs.map((d) => ({ staffId: d.firstResponse?.by as number, name: null, minutes: d.firstResponse?.minutes }))) }
    }
    const a = await answeredBy(world.a.editorId)
    expect(a.ids).toContain(lead)
    expect(a.staff.map((s) => s.staffId)).toEqual([world.a.editorId])
    expect(a.staff[0]!.leads).toBe(a.ids.length)
    expect((await answeredBy(world.b.editorId)).ids).not.toContain(lead)
  })
})
