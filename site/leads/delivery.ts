/**
 * Lead delivery through a transactional outbox on Payload's jobs queue (queue `leads`). The lead,
 * one `lead-deliveries` row per channel and one job per row are written in the submission's
 * transaction, so a lead exists exactly when its deliveries are queued. A job makes one attempt:
 * it claims the row (only one sender at a time, never after it was delivered), sends, and records
 * the result. A failure queues the next attempt with exponential backoff (30 s doubling, at most an
 * hour apart) until the window (24 h from the lead) is over; then the row is dead-lettered, shown on
 * the lead with its last error and a Retry now action (`retryLeadDeliveries`).
 *
 * Clock: `getCurrentDate()` of Payload's job system, so tests move time for both.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import { getCurrentDate, type Payload, type PayloadRequest, type TaskConfig } from 'payload'
import type { Dealership, Lead, LeadDelivery } from '../../payload-types'
import type { DeliveryChannel } from './deliveryStates'
import { drizzleOf, postgresAdapterOf, type Drizzle } from '../payloadDb'
import { retryWhileDatabaseDown } from './databaseErrors'
import { toLeadMessage, leadEmail, confirmationEmail } from './message'
import { leadFromRow } from './leadColumns'
import { inConfirmedTransaction } from './transaction'
import { webhookRequest } from './webhook'
import { deliveryAttemptCte } from './activities'
import type { OutboxTags, TaggedEmail } from './email'
import { OutboundError, outboundFetch, type OutboundReason } from '../http/outboundFetch'
import { relationId } from '../relationId'

export const LEAD_QUEUE = 'leads'
export const DELIVER_TASK = 'deliverLead'
/** LEADS_FIRST_BACKOFF_MS shortens it for the durability run only. */
export const FIRST_BACKOFF_MS = Number(process.env.LEADS_FIRST_BACKOFF_MS ?? 30_000)
export const MAX_BACKOFF_MS = 60 * 60_000
/** Retried for at least this long from the lead, then dead-lettered. */
export const DELIVERY_WINDOW_MS = 24 * 60 * 60_000
export const WEBHOOK_TIMEOUT_MS = 10_000
/** A CRM's answer is only acknowledged, never read: anything longer is not a CRM answering. */
const WEBHOOK_MAX_ANSWER_BYTES = 1024 * 1024
/** A claim older than this was left by a process that stopped (or lost its database) mid-send. */
export const STALE_CLAIM_MS = 60_000

/** Wait before attempt `attempts + 1`: 30 s, 1 min, 2 min… capped at an hour. */
export const backoffMs = (attempts: number): number => Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1))

export type Channel = { channel: DeliveryChannel; target: string }

/** The channels a lead goes to: the dealership's addresses and webhook, and the shopper's confirmation. */
export function channelsFor(lead: Pick<Lead, 'email' | 'type' | 'spam'>, dealership: Pick<Dealership, 'leadDelivery'> | null): Channel[] {
  if (lead.spam) return []
  const settings = dealership?.leadDelivery
  const channels: Channel[] = []
  const emails = (settings?.emails ?? []).filter((address) => address.trim() !== '')
  if (emails.length) channels.push({ channel: 'email', target: emails.join(', ') })
  if (settings?.webhookUrl) channels.push({ channel: 'webhook', target: settings.webhookUrl })
  if (lead.email && lead.type !== 'phone-reveal') channels.push({ channel: 'confirmation', target: lead.email })
  return channels
}

/** The fields of a stored lead that `queueDeliveries` reads. */
export const LEAD_QUEUE_FIELDS = { site: true, email: true, type: true, spam: true } as const

/**
 * The outbox of a lead as common table expressions that follow a CTE `lead (id, site_id)`: one
 * `lead-deliveries` row and one job per channel, the rows Payload's create of `lead-deliveries`
 * (no hooks) and `payload.jobs.queue` (no job hooks configured) would write, without a create and
 * read-back per row. Nothing is queued when `lead` holds no row.
 */
export function outboxCtes(channels: Channel[], at: string): SQL {
  return sql`deliveries as (
      insert into lead_deliveries (lead_id, site_id, channel, target, status, attempts, updated_at, created_at)
      select lead.id, lead.site_id, c.channel::enum_lead_deliveries_channel, c.target, 'pending', 0, ${at}::timestamptz, ${at}::timestamptz
      from lead cross join (values ${sql.join(
        channels.map(({ channel, target }) => sql`(${channel}, ${target})`),
        sql`, `,
      )}) as c (channel, target)
      returning id),
    jobs as (
      insert into payload_jobs (input, task_slug, queue, updated_at, created_at)
      select jsonb_build_object('delivery', deliveries.id), ${DELIVER_TASK}, ${LEAD_QUEUE}, ${at}::timestamptz, ${at}::timestamptz from deliveries)`
}

/** In the transaction that writes a stored lead (`req`): its outbox (`outboxCtes`) in one statement. */
export async function queueDeliveries(req: PayloadRequest, lead: Pick<Lead, 'id' | keyof typeof LEAD_QUEUE_FIELDS>, dealership: Pick<Dealership, 'leadDelivery'> | null): Promise<number> {
  const channels = channelsFor(lead, dealership)
  if (!channels.length) return 0
  const db = await transactionOf(req)
  await db.execute(sql`with lead as (select ${lead.id}::int as id, ${relationId(lead.site)}::int as site_id), ${outboxCtes(channels, new Date().toISOString())} select 1`)
  return channels.length
}

/** The open transaction of `req`: the outbox rows must never be written outside the lead's. */
async function transactionOf(req: PayloadRequest): Promise<Drizzle> {
  const id = req.transactionID ? await req.transactionID : undefined
  const db = id === undefined ? undefined : postgresAdapterOf(req.payload).sessions[id]?.db
  if (!db) throw new Error('Lead deliveries are queued only inside the transaction that writes the lead')
  return db as unknown as Drizzle
}

/** What an attempt knows of its delivery row (the claim returns it). */
type ClaimedDelivery = Pick<LeadDelivery, 'id' | 'channel' | 'target' | 'attempts' | 'createdAt'> & { lead: number }

/** Takes the row for this attempt: due, not delivered, not dead, not being sent by someone else. */
async function claim(payload: Payload, id: number, now: Date): Promise<ClaimedDelivery | null> {
  const at = now.toISOString()
  const stale = new Date(now.getTime() - STALE_CLAIM_MS).toISOString()
  const { rows } = await drizzleOf(payload).execute(sql`
    update lead_deliveries set status = 'sending', last_attempt_at = ${at}::timestamptz
    where id = ${id} and (
      (status in ('pending', 'failed') and (next_attempt_at is null or next_attempt_at <= ${at}::timestamptz))
      or (status = 'sending' and last_attempt_at < ${stale}::timestamptz))
    returning id, lead_id, channel, target, attempts, created_at`)
  const row = rows.length === 1 ? rows[0]! : null
  if (!row) return null
  return {
    id: Number(row.id),
    lead: Number(row.lead_id),
    channel: row.channel as LeadDelivery['channel'],
    target: (row.target as string | null) ?? null,
    attempts: Number(row.attempts ?? 0),
    createdAt: new Date(row.created_at as string | Date).toISOString(),
  }
}

/**
 * The lead as its message and sender read it, in one query: its own fields (as Payload reads them,
 * `leadFromRow`), the site, dealership and location by name, and the dealership's delivery settings
 * when the channel goes to the dealer.
 */
async function leadForDelivery(payload: Payload, leadId: number, channel: DeliveryChannel): Promise<Lead> {
  // System read: the delivery job acts for the platform.
  const { rows } = await drizzleOf(payload).execute(sql`
    select x.*, s.name as _site_name, d.name as _dealership_name, l.name as _location_name,
      d.lead_delivery_webhook_url as _webhook_url, d.lead_delivery_webhook_secret as _webhook_secret, d.lead_delivery_format as _format,
      (select coalesce(jsonb_agg(t.text order by t."order"), '[]'::jsonb) from dealerships_texts t where t.parent_id = d.id and t.path = 'leadDelivery.emails') as _emails
    from leads x left join sites s on s.id = x.site_id left join dealerships d on d.id = x.dealership_id left join locations l on l.id = x.location_id
    where x.id = ${leadId}`)
  const row = rows[0]
  if (!row) throw new Error(`Lead ${leadId} is gone`)
  const lead = leadFromRow(row)
  const name = (key: string) => (row[key] as string | null | undefined) ?? null
  const dealershipId = relationId(lead.dealership)
  const settings: Dealership['leadDelivery'] | undefined =
    dealershipId !== null && channel !== 'confirmation'
      ? { emails: row._emails as string[], webhookUrl: name('_webhook_url'), webhookSecret: name('_webhook_secret'), format: (row._format as 'json' | 'adf' | null) ?? null }
      : undefined
  const named = (id: number | null, value: string | null) => (id === null ? null : { id, name: value })
  return {
    ...lead,
    site: named(relationId(lead.site), name('_site_name')) as Lead['site'],
    dealership: dealershipId === null ? null : ({ id: dealershipId, name: name('_dealership_name'), leadDelivery: settings } as Lead['dealership']),
    location: named(relationId(lead.location), name('_location_name')) as Lead['location'],
  }
}

/** Sends one channel; throws with a readable reason when the receiver does not take it. */
async function send(payload: Payload, delivery: ClaimedDelivery, lead: Lead): Promise<void> {
  const dealership = typeof lead.dealership === 'object' ? lead.dealership : null
  const message = toLeadMessage(lead)
  // Filed under the lead's site in the local mailbox: the dealer's staff read it in Sent mail.
  const outbox: OutboxTags = { site: relationId(lead.site), lead: lead.id }
  if (delivery.channel === 'email') {
    const emails = dealership?.leadDelivery?.emails?.length ? dealership.leadDelivery.emails : (delivery.target ?? '').split(', ')
    await payload.sendEmail({ to: emails, ...leadEmail(message), outbox } satisfies TaggedEmail)
    return
  }
  if (delivery.channel === 'confirmation') {
    await payload.sendEmail({ to: delivery.target ?? lead.email ?? '', ...confirmationEmail(message), outbox } satisfies TaggedEmail)
    return
  }
  const settings = dealership?.leadDelivery
  const url = settings?.webhookUrl || delivery.target
  if (!url) throw new Error('No webhook URL is set for this dealership')
  const request = webhookRequest(message, settings?.format === 'adf' ? 'adf' : 'json', settings?.webhookSecret ?? '')
  // The URL is a dealer editor's: only a public address is posted to (site/http/outboundFetch.ts).
  const response = await outboundFetch(url, { method: 'POST', headers: request.headers, body: request.body, timeoutMs: WEBHOOK_TIMEOUT_MS, maxBytes: WEBHOOK_MAX_ANSWER_BYTES }).catch((error: unknown) => {
    throw error instanceof OutboundError ? webhookFailure(payload, delivery, error) : error
  })
  if (response.status < 200 || response.status > 299) throw new Error(`Webhook answered HTTP ${response.status}`)
}

/** What dealer editors see on the lead: the reason in their words, never an address or port from the network. */
const WEBHOOK_FAILURES: Record<OutboundReason, string> = {
  'bad-url': 'The webhook URL is not a URL',
  'bad-scheme': 'The webhook URL must start with http:// or https://',
  'refused-address': "The webhook's host is not a public internet address",
  unresolved: "The webhook's host name could not be found",
  'connect-failed': "Could not connect to the webhook's host",
  timeout: `The webhook did not answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`,
  'too-large': "The webhook's answer was too large",
  'too-many-redirects': 'The webhook redirected too many times',
}

function webhookFailure(payload: Payload, delivery: ClaimedDelivery, error: OutboundError): Error {
  payload.logger.warn({ delivery: delivery.id, lead: delivery.lead, reason: error.reason, code: error.code }, 'Lead webhook not delivered')
  return new Error(WEBHOOK_FAILURES[error.reason])
}

const reasonOf = (error: unknown): string => {
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : ''
  return (error instanceof Error ? `${error.message}${cause}` : String(error)).slice(0, 500)
}

/**
 * Writes the attempt's result. Delivered: one UPDATE, which commits by itself or throws (no
 * transaction whose COMMIT could be lost, so nothing to confirm; retried as is, it writes the same
 * values). A retryable failure also queues the next attempt, in one confirmed transaction.
 */
async function record(payload: Payload, delivery: ClaimedDelivery, error: unknown, now: Date): Promise<LeadDelivery['status']> {
  const attempts = (delivery.attempts ?? 0) + 1
  const dead = error !== null && now.getTime() - new Date(delivery.createdAt).getTime() >= DELIVERY_WINDOW_MS
  const status: LeadDelivery['status'] = error === null ? 'delivered' : dead ? 'dead' : 'failed'
  if (status === 'delivered') {
    const at = now.toISOString()
    // With its timeline entry (one per attempt: written twice, it is one).
    const { rows } = await drizzleOf(payload).execute(sql`
      with attempt as (update lead_deliveries set status = 'delivered', attempts = ${attempts}, delivered_at = ${at}::timestamptz, last_error = null, next_attempt_at = null, updated_at = now()
      where id = ${delivery.id} returning id, lead_id, site_id, channel), ${deliveryAttemptCte('delivered', attempts, null, at)}
      select id from attempt`)
    if (rows.length !== 1) throw new Error(`Lead delivery ${delivery.id} is gone`)
    return status
  }
  const next = new Date(now.getTime() + backoffMs(attempts))
  const data: Partial<LeadDelivery> = { status, attempts, lastError: reasonOf(error), nextAttemptAt: dead ? null : next.toISOString() }
  await inConfirmedTransaction(
    payload,
    async (req) => {
      await payload.update({ collection: 'lead-deliveries', id: delivery.id, overrideAccess: true, req, data, depth: 0, select: { status: true } })
      const entry = deliveryAttemptCte(status === 'dead' ? 'dead' : 'failed', attempts, data.lastError ?? null, now.toISOString())
      await (await transactionOf(req)).execute(sql`with attempt as (select id, lead_id, site_id, channel from lead_deliveries where id = ${delivery.id}), ${entry} select 1`)
      if (status === 'failed') await payload.jobs.queue({ task: DELIVER_TASK, queue: LEAD_QUEUE, input: { delivery: delivery.id }, waitUntil: next, req })
    },
    async () => {
      const row = await payload.findByID({ collection: 'lead-deliveries', id: delivery.id, depth: 0, overrideAccess: true, select: { status: true, attempts: true } })
      return row.status === status && row.attempts === attempts
    },
  )
  if (dead) payload.logger.error({ delivery: delivery.id, lead: delivery.lead, channel: delivery.channel, err: reasonOf(error) }, 'Lead delivery dead-lettered after the retry window')
  return status
}

export type AttemptResult = LeadDelivery['status'] | 'skipped'

/** One attempt of one delivery row (the job's work). */
export async function attemptDelivery(payload: Payload, deliveryId: number): Promise<AttemptResult> {
  const now = getCurrentDate()
  const delivery = await claim(payload, deliveryId, now)
  if (!delivery) return followUnclaimed(payload, deliveryId)
  const lead = await leadForDelivery(payload, delivery.lead, delivery.channel)
  const error = await send(payload, delivery, lead).then(
    () => null,
    (failure: unknown) => failure ?? new Error('unknown failure'),
  )
  // Sent (or not): the result must be written even through a short database outage.
  return retryWhileDatabaseDown(() => record(payload, delivery, error, now))
}

/**
 * A row this job could not claim: delivered, dead or waiting for its queued retry need nothing.
 * One still marked sending may belong to an attempt whose process (or database) went away: a job
 * comes back when that claim is stale, so the row is never left without one.
 */
async function followUnclaimed(payload: Payload, deliveryId: number): Promise<AttemptResult> {
  const row = await payload.findByID({ collection: 'lead-deliveries', id: deliveryId, depth: 0, overrideAccess: true, disableErrors: true, select: { status: true, lastAttemptAt: true } })
  if (row?.status === 'sending') {
    const staleAt = new Date(new Date(row.lastAttemptAt ?? getCurrentDate()).getTime() + STALE_CLAIM_MS + 1000)
    await payload.jobs.queue({ task: DELIVER_TASK, queue: LEAD_QUEUE, input: { delivery: deliveryId }, waitUntil: staleAt })
  }
  return 'skipped'
}

/** The task of the jobs queue (payload.config.ts `jobs.tasks`). Throws only when the database does. */
export const deliverLeadTask: TaskConfig<{ input: { delivery: number }; output: { status: string } }> = {
  slug: DELIVER_TASK,
  label: 'Deliver a lead on one channel',
  inputSchema: [{ name: 'delivery', type: 'number', required: true }],
  outputSchema: [{ name: 'status', type: 'text' }],
  retries: { attempts: 10, backoff: { type: 'exponential', delay: 1000 } },
  handler: async ({ input, req }) => ({ output: { status: await attemptDelivery(req.payload, Number(input.delivery)) } }),
}

/** Retry now: every failed or dead delivery of the lead is due again and queued. Returns how many. */
export async function retryLeadDeliveries(payload: Payload, leadId: number): Promise<number> {
  const { docs } = await payload.find({ collection: 'lead-deliveries', overrideAccess: true, depth: 0, pagination: false, where: { and: [{ lead: { equals: leadId } }, { status: { in: ['failed', 'dead'] } }] } })
  for (const row of docs) {
    await inConfirmedTransaction(
      payload,
      async (req) => {
        await payload.update({ collection: 'lead-deliveries', id: row.id, overrideAccess: true, req, data: { status: 'failed', nextAttemptAt: null } })
        await payload.jobs.queue({ task: DELIVER_TASK, queue: LEAD_QUEUE, input: { delivery: row.id }, req })
      },
      async () => {
        const stored = await payload.findByID({ collection: 'lead-deliveries', id: row.id, depth: 0, overrideAccess: true })
        return stored.status === 'failed' && stored.nextAttemptAt == null
      },
    )
  }
  return docs.length
}

/** Runs the lead queue's due jobs now (tests, scripts). */
export async function runLeadJobs(payload: Payload): Promise<void> {
  for (let round = 0; round < 1000; round++) {
    const { noJobsRemaining, jobStatus } = await payload.jobs.run({ queue: LEAD_QUEUE, limit: 100, silent: { info: true } })
    if (noJobsRemaining || !jobStatus || !Object.keys(jobStatus).length) return
  }
}

export const LEAD_RUNNER = { cron: '* * * * * *', queue: LEAD_QUEUE, limit: 50, silent: { info: true } }

/** A job still marked processing after this long was left by a process that stopped (or lost its database). */
export const stuckAfterMs = (): number => Number(process.env.LEADS_STUCK_AFTER_MS ?? 120_000)

/** Puts back in the queue the lead jobs a stopped process (or a database outage) left half-run. */
export async function releaseStuckLeadJobs(payload: Payload, now = new Date()): Promise<number> {
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    overrideAccess: true,
    depth: 0,
    where: { and: [{ queue: { equals: LEAD_QUEUE } }, { processing: { equals: true } }, { updatedAt: { less_than: new Date(now.getTime() - stuckAfterMs()).toISOString() } }] },
    data: { processing: false },
  })
  return docs.length
}
