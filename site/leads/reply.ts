/**
 * Reply from the lead (issue 49 item 3): staff answer the shopper by email (or SMS to a mobile)
 * from the site's templates (`forms.replyTemplates`, site/rules/replyTemplate.ts). A reply is a
 * timeline entry (kind `reply`, the text as sent) and a job on the leads queue, written in one
 * transaction: the same outbox as the lead's deliveries. The job sends it through the email
 * adapter (SMTP or the local mailbox, filed under the lead in Sent mail) or the SMS provider, and
 * records the answer on the timeline; a failure is retried by the queue.
 */
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest, type TaskConfig, type TypedUser } from 'payload'
import type { Lead, LeadActivity, Location } from '../../payload-types'
import { loadSiteView } from '../tenancy/resolveSite'
import { relationId } from '../relationId'
import { fillTemplate, smsText, type ReplyValues } from '../rules/replyTemplate'
import { openingHoursRows } from '../rules/hours'
import { isAustralianMobile } from '../rules/phone'
import { smsProviderFor } from '../shoppers/sms/provider'
import { chatProvider } from '../chat/provider'
import { SYSTEM_ACTIVITY } from './activities'
import type { TaggedEmail } from './email'
import { textAsHtml } from './message'

export const REPLY_TASK = 'sendLeadReply'
const LEAD_QUEUE = 'leads'
export type ReplyChannel = 'email' | 'sms'
export const BODY_MESSAGE = 'Write the reply.'
export const SUBJECT_MESSAGE = 'Write a subject.'
export const CHANNEL_MESSAGE = 'This shopper cannot be reached that way: no email address, or no mobile number for an SMS.'

/** The channels a lead can be answered on: email to its address, SMS to an Australian mobile. */
export const replyChannels = (lead: Pick<Lead, 'email' | 'phone'>): ReplyChannel[] => [
  ...(lead.email ? (['email'] as const) : []),
  ...(lead.phone && isAustralianMobile(lead.phone) ? (['sms'] as const) : []),
]

/** "Mon-Fri 8:30am - 5:30pm, Saturday 9:00am - 12:00pm, Sunday Closed" */
export const hoursText = (location: Pick<Location, 'openingHours'> | null): string | null => {
  if (!location?.openingHours?.length) return null
  return openingHoursRows(location.openingHours).map((row) => `${row.label} ${row.cell.kind === 'text' ? row.cell.text : row.cell.label}`).join(', ')
}

export type ReplyContext = { lead: Lead; channels: ReplyChannel[]; templates: Array<{ name: string; subject: string; body: string }> }

/** The lead as this user may read it, and the site's templates filled in for it; null when the user may not read it. */
export async function replyContext(payload: Payload, leadId: number, user: TypedUser, req?: PayloadRequest): Promise<ReplyContext | null> {
  const lead = await payload.findByID({ collection: 'leads', id: leadId, depth: 1, overrideAccess: false, user, req, disableErrors: true, joins: false, populate: { locations: { name: true, openingHours: true }, dealerships: { name: true }, vehicles: { name: true } } })
  if (!lead) return null
  const site = await loadSiteView(relationId(lead.site) as number)
  let location = lead.location && typeof lead.location === 'object' ? (lead.location as Location) : null
  if (!location && lead.dealership) {
    const { docs } = await payload.find({ collection: 'locations', where: { dealership: { equals: relationId(lead.dealership) } }, sort: '-primary', limit: 1, depth: 0, select: { name: true, openingHours: true } })
    location = (docs[0] as Location | undefined) ?? null
  }
  const snapshot = lead.vehicleSnapshot
  const car = [snapshot?.year, snapshot?.make, snapshot?.model].filter(Boolean).join(' ')
  const dealership = lead.dealership && typeof lead.dealership === 'object' ? lead.dealership.name : null
  const values: ReplyValues = {
    firstName: lead.firstName,
    name: [lead.firstName, lead.lastName].filter(Boolean).join(' '),
    car: car || null,
    location: location?.name ?? null,
    hours: hoursText(location),
    dealership: dealership ?? site?.name ?? null,
    staffName: (user as { name?: string | null }).name || null,
  }
  const templates = (site?.config.forms.replyTemplates ?? []).map((t) => ({ name: t.name, subject: fillTemplate(t.subject, values), body: fillTemplate(t.body, values) }))
  return { lead, channels: replyChannels(lead), templates }
}

export type ReplyInput = { channel?: unknown; subject?: unknown; body?: unknown; template?: unknown }
type FieldError = { path: string; message: string }

/** Checks a reply; the errors name their field. */
export function checkReply(input: ReplyInput, channels: ReplyChannel[]): { ok: true; channel: ReplyChannel; subject: string; body: string; template: string | null } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = []
  const channel = input.channel === 'sms' ? 'sms' : input.channel === 'email' ? 'email' : null
  if (!channel || !channels.includes(channel)) errors.push({ path: 'channel', message: CHANNEL_MESSAGE })
  const body = typeof input.body === 'string' ? input.body.trim().slice(0, 5000) : ''
  const subject = typeof input.subject === 'string' ? input.subject.trim().slice(0, 200) : ''
  if (!body) errors.push({ path: 'body', message: BODY_MESSAGE })
  if (channel === 'email' && !subject) errors.push({ path: 'subject', message: SUBJECT_MESSAGE })
  if (errors.length || !channel) return { ok: false, errors }
  return { ok: true, channel, subject, body: channel === 'sms' ? smsText(body) : body, template: typeof input.template === 'string' ? input.template.slice(0, 80) : null }
}

/** Writes the reply's timeline entry and its job in one transaction; answers the entry. */
export async function queueReply(payload: Payload, lead: Lead, user: TypedUser, reply: { channel: ReplyChannel; subject: string; body: string; template: string | null }): Promise<LeadActivity> {
  const req = await createLocalReq({ user, context: { [SYSTEM_ACTIVITY]: true } }, payload)
  await initTransaction(req)
  try {
    const entry = await payload.create({
      collection: 'lead-activities',
      req,
      overrideAccess: true,
      context: { [SYSTEM_ACTIVITY]: true },
      depth: 0,
      data: { lead: lead.id, site: relationId(lead.site) as number, kind: 'reply', actor: user.id as number, channel: reply.channel === 'sms' ? 'reply-sms' : 'reply-email', outcome: 'queued', body: reply.body, detail: reply.channel === 'email' ? reply.subject : reply.template },
    })
    await payload.jobs.queue({ task: REPLY_TASK, queue: LEAD_QUEUE, input: { activity: entry.id }, req })
    await commitTransaction(req)
    return entry
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/**
 * An Instant Message reply (the lead's Replies, collections/Leads/hooks/chatReplies.ts) as a reply
 * like the others: its timeline entry and its job, in the save's own transaction (`req`). The job
 * emails it through the chat provider once the save is committed (an email written on another
 * connection inside the save would wait on the lead's row until the transaction timed out).
 */
export async function queueChatReply(req: PayloadRequest, lead: Pick<Lead, 'id' | 'site'>, text: string): Promise<void> {
  const actor = req.user?.collection === 'users' ? (req.user.id as number) : null
  const entry = await req.payload.create({
    collection: 'lead-activities',
    req,
    overrideAccess: true,
    context: { [SYSTEM_ACTIVITY]: true },
    depth: 0,
    data: { lead: lead.id, site: relationId(lead.site) as number, kind: 'reply', actor, channel: 'reply-chat', outcome: 'queued', body: text },
  })
  await req.payload.jobs.queue({ task: REPLY_TASK, queue: LEAD_QUEUE, input: { activity: entry.id }, req })
}

/** The job: sends one reply and writes its answer on the timeline. Throws (the queue retries) when the sender fails. */
export async function sendReply(payload: Payload, activityId: number): Promise<string> {
  const entry = await payload.findByID({ collection: 'lead-activities', id: activityId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!entry || entry.kind !== 'reply') return 'skipped'
  const done = await payload.count({ collection: 'lead-activities', overrideAccess: true, where: { and: [{ kind: { equals: 'delivery' } }, { detail: { equals: `reply #${activityId}` } }, { outcome: { equals: 'delivered' } }] } })
  if (done.totalDocs > 0) return 'skipped'
  const lead = await payload.findByID({ collection: 'leads', id: relationId(entry.lead) as number, depth: 0, overrideAccess: true, joins: false })
  const site = relationId(lead.site)
  const record = (outcome: 'delivered' | 'failed', error?: string) =>
    payload.create({ collection: 'lead-activities', overrideAccess: true, context: { [SYSTEM_ACTIVITY]: true }, depth: 0, data: { lead: lead.id, site: site as number, kind: 'delivery', channel: entry.channel, outcome, detail: error ? `reply #${activityId}: ${error.slice(0, 300)}` : `reply #${activityId}` } })
  try {
    if (entry.channel === 'reply-sms') {
      await smsProviderFor(payload).send({ to: lead.phone ?? '', body: entry.body ?? '', siteId: site })
    } else if (entry.channel === 'reply-chat') {
      const siteDoc = site === null ? null : await payload.findByID({ collection: 'sites', id: site, depth: 0, overrideAccess: true, disableErrors: true, select: { name: true } })
      const car = lead.vehicleSnapshot
      await chatProvider().deliverReply(payload, { siteName: siteDoc?.name ?? 'The dealer', to: { email: lead.email ?? null, firstName: lead.firstName ?? null }, carName: [car?.year, car?.make, car?.model].filter(Boolean).join(' ') || null, text: entry.body ?? '', carUrl: lead.source?.page ?? null, outbox: { site, lead: lead.id } })
    } else {
      const subject = entry.detail ?? 'Your enquiry'
      await payload.sendEmail({ to: lead.email ?? '', subject, text: entry.body ?? '', html: textAsHtml(entry.body ?? ''), outbox: { site, lead: lead.id } } satisfies TaggedEmail)
    }
  } catch (error) {
    await record('failed', error instanceof Error ? error.message : String(error))
    throw error
  }
  await record('delivered')
  return 'delivered'
}

export const sendLeadReplyTask: TaskConfig<{ input: { activity: number }; output: { status: string } }> = {
  slug: REPLY_TASK,
  label: 'Send a reply from a lead',
  inputSchema: [{ name: 'activity', type: 'number', required: true }],
  outputSchema: [{ name: 'status', type: 'text' }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => ({ output: { status: await sendReply(req.payload, Number(input.activity)) } }),
}
