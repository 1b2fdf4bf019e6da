/**
 * Saved-car alerts (issue 13 item 5): a shopper who opted in gets one message when a saved car's
 * price drops and one when it sells (site/rules/savedCarAlerts.ts), by SMS or by email as they chose
 * (email through Payload's email adapter: SMTP or the local outbox, site/leads/email.ts). The job claims each alert with a
 * conditional UPDATE before sending, so two runners never send it twice; a failed send gives the
 * claim back for the next run. A STOP reply (Twilio's inbound webhook) ends every alert to that
 * number until the shopper opts in again in the garage.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload, TaskConfig } from 'payload'
import { alertChannel, alertEmail, alertMessage, savedCarAlert, type SavedCarAlert } from '../rules/savedCarAlerts'
import { isInStock } from '../rules/stockState'
import { smsProviderFor, type SmsProvider } from './sms/provider'
import { alertsOrigin, unsubscribeUrl } from './unsubscribe'
import { drizzleOf } from '../payloadDb'


export const ALERTS_QUEUE = 'alerts'
export const ALERTS_TASK = 'sendSavedCarAlerts'

type Row = { savedId: number; shopperId: number; siteId: number; channel: 'sms' | 'email'; email: string | null; phone: string; siteName: string; title: string; price: number | null; status: string | null; listed: boolean; priceWhenSaved: number | null; alertedPrice: number | null; alertedSold: boolean }

/** Every saved car of an opted-in, not stopped shopper, with its car now. */
async function candidates(payload: Payload): Promise<Row[]> {
  const { rows } = await drizzleOf(payload).execute(sql`
    select sc.id as saved_id, s.id as shopper_id, s.site_id, s.alerts_channel, s.email, s.phone, site.name as site_name, v.year, v.make, v.model, v.price, v.status, v.show_on_dealer_website,
      sc.price_when_saved, sc.alerted_price, sc.alerted_sold
    from saved_cars sc join shoppers s on s.id = sc.shopper_id join vehicles v on v.id = sc.vehicle_id join sites site on site.id = s.site_id
    where s.alerts_opt_in = true and s.alerts_stopped_at is null
    order by sc.id limit 5000`)
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v))
  return rows.map((r) => ({
    savedId: Number(r.saved_id), shopperId: Number(r.shopper_id), siteId: Number(r.site_id), channel: alertChannel(r.alerts_channel as string | null, r.email as string | null), email: (r.email as string | null) ?? null, phone: String(r.phone), siteName: String(r.site_name),
    title: [r.year, r.make, r.model].filter(Boolean).join(' '), price: num(r.price), status: (r.status as string | null) ?? null, listed: r.show_on_dealer_website === true,
    priceWhenSaved: num(r.price_when_saved), alertedPrice: num(r.alerted_price), alertedSold: r.alerted_sold === true,
  }))
}

/** Takes the alert for this saved car unless another runner already did; the previous values to give back on failure. */
async function claim(payload: Payload, row: Row, alert: SavedCarAlert): Promise<boolean> {
  const { rows } = alert.kind === 'sold'
    ? await drizzleOf(payload).execute(sql`update saved_cars set alerted_sold = true where id = ${row.savedId} and coalesce(alerted_sold, false) = false returning id`)
    : await drizzleOf(payload).execute(sql`update saved_cars set alerted_price = ${alert.price} where id = ${row.savedId} and coalesce(alerted_price, price_when_saved) > ${alert.price} returning id`)
  return rows.length === 1
}

async function giveBack(payload: Payload, row: Row, alert: SavedCarAlert): Promise<void> {
  if (alert.kind === 'sold') await drizzleOf(payload).execute(sql`update saved_cars set alerted_sold = false where id = ${row.savedId}`)
  else await drizzleOf(payload).execute(sql`update saved_cars set alerted_price = ${row.alertedPrice} where id = ${row.savedId} and alerted_price = ${alert.price}`)
}

/** Sends an email: Payload's adapter (SMTP, or the local outbox offline). */
export type AlertMailer = (message: { to: string; subject: string; text: string; html: string; headers: Record<string, string> }) => Promise<void>
export type AlertChannels = { sms?: SmsProvider; email?: AlertMailer }

const payloadMailer = (payload: Payload): AlertMailer => async (message) => {
  await payload.sendEmail(message)
}

/** Each site's public origin for the unsubscribe links, read once per pass. */
async function originsOf(payload: Payload, siteIds: number[]): Promise<Map<number, string>> {
  if (!siteIds.length) return new Map()
  // System read of the sites' own domains (public data) to build links in messages.
  const { docs } = await payload.find({ collection: 'sites', where: { id: { in: siteIds } }, depth: 0, limit: siteIds.length, pagination: false, overrideAccess: true, select: { domains: true } })
  return new Map(docs.map((d) => [d.id, alertsOrigin((d.domains ?? []).map((x) => x.domain))]))
}

async function deliver(row: Row, alert: SavedCarAlert, channels: Required<AlertChannels>, origin: string): Promise<void> {
  if (row.channel === 'email' && row.email) {
    await channels.email({ to: row.email, ...alertEmail(alert, row.title, row.siteName, unsubscribeUrl(origin, row.shopperId)) })
    return
  }
  await channels.sms.send({ to: row.phone, body: alertMessage(alert, row.title, row.siteName), siteId: null })
}

/** One pass: sends every alert due, each by the shopper's channel; answers how many were sent. */
export async function sendSavedCarAlerts(payload: Payload, options: AlertChannels = {}): Promise<number> {
  const channels = { sms: options.sms ?? smsProviderFor(payload), email: options.email ?? payloadMailer(payload) }
  const rows = await candidates(payload)
  const origins = await originsOf(payload, [...new Set(rows.map((r) => r.siteId))])
  let sent = 0
  for (const row of rows) {
    const alert = savedCarAlert(row, { price: row.price, inStock: row.listed && isInStock(row.status) })
    if (!alert || !(await claim(payload, row, alert))) continue
    try {
      await deliver(row, alert, channels, origins.get(row.siteId) ?? alertsOrigin([]))
      sent += 1
    } catch (error) {
      payload.logger.error({ msg: 'Saved-car alert not sent', savedCar: row.savedId, channel: row.channel, err: error instanceof Error ? error.message : String(error) })
      await giveBack(payload, row, alert)
    }
  }
  return sent
}

/** Every 15 minutes on the `alerts` queue (payload.config.ts autoRun). */
export const savedCarAlertsTask: TaskConfig<{ input: Record<string, never>; output: { sent: number } }> = {
  slug: ALERTS_TASK,
  label: 'Send saved-car alerts',
  schedule: [{ cron: '0 */15 * * * *', queue: ALERTS_QUEUE }],
  handler: async ({ req }) => ({ output: { sent: await sendSavedCarAlerts(req.payload) } }),
}

export const ALERTS_RUNNER = { cron: '0 * * * * *', queue: ALERTS_QUEUE, limit: 1, silent: { info: true } }

/** STOP from a number: no alert to it on any site until the shopper opts in again. */
export async function stopAlerts(payload: Payload, phone: string, now: Date): Promise<number> {
  const { rows } = await drizzleOf(payload).execute(sql`update shoppers set alerts_stopped_at = ${now.toISOString()}::timestamptz where phone = ${phone} and alerts_stopped_at is null returning id`)
  return rows.length
}

/** The garage's switch and channel: opting in (again) clears a STOP or an email unsubscribe. */
export async function setAlerts(payload: Payload, shopperId: number, enabled: boolean, choice: { channel?: 'sms' | 'email'; email?: string } = {}): Promise<void> {
  const data = { alertsOptIn: enabled, ...(enabled ? { alertsStoppedAt: null } : {}), ...(choice.channel ? { alertsChannel: choice.channel } : {}), ...(choice.email ? { email: choice.email } : {}) }
  await payload.update({ collection: 'shoppers', id: shopperId, data, overrideAccess: true, depth: 0 })
}
