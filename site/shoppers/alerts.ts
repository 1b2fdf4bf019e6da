/**
 * Saved-car alerts (issue 13 item 5): a shopper who opted in gets one SMS when a saved car's price
 * drops and one when it sells (site/rules/savedCarAlerts.ts). The job claims each alert with a
 * conditional UPDATE before sending, so two runners never send it twice; a failed send gives the
 * claim back for the next run. A STOP reply (Twilio's inbound webhook) ends every alert to that
 * number until the shopper opts in again in the garage.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload, TaskConfig } from 'payload'
import { alertMessage, savedCarAlert, type SavedCarAlert } from '../rules/savedCarAlerts'
import { isInStock } from '../rules/stockState'
import { smsProviderFor, type SmsProvider } from './sms/provider'

type Drizzle = { execute: (query: unknown) => Promise<{ rows: Record<string, unknown>[] }> }
const drizzleOf = (payload: Payload) => payload.db.drizzle as unknown as Drizzle

export const ALERTS_QUEUE = 'alerts'
export const ALERTS_TASK = 'sendSavedCarAlerts'

type Row = { savedId: number; phone: string; siteName: string; title: string; price: number | null; status: string | null; listed: boolean; priceWhenSaved: number | null; alertedPrice: number | null; alertedSold: boolean }

/** Every saved car of an opted-in, not stopped shopper, with its car now. */
async function candidates(payload: Payload): Promise<Row[]> {
  const { rows } = await drizzleOf(payload).execute(sql`
    select sc.id as saved_id, s.phone, site.name as site_name, v.year, v.make, v.model, v.price, v.status, v.show_on_dealer_website,
      sc.price_when_saved, sc.alerted_price, sc.alerted_sold
    from saved_cars sc join shoppers s on s.id = sc.shopper_id join vehicles v on v.id = sc.vehicle_id join sites site on site.id = s.site_id
    where s.alerts_opt_in = true and s.alerts_stopped_at is null
    order by sc.id limit 5000`)
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v))
  return rows.map((r) => ({
    savedId: Number(r.saved_id), phone: String(r.phone), siteName: String(r.site_name),
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

/** One pass: sends every alert due; answers how many were sent. */
export async function sendSavedCarAlerts(payload: Payload, options: { sms?: SmsProvider } = {}): Promise<number> {
  const sms = options.sms ?? smsProviderFor(payload)
  let sent = 0
  for (const row of await candidates(payload)) {
    const alert = savedCarAlert(row, { price: row.price, inStock: row.listed && isInStock(row.status) })
    if (!alert || !(await claim(payload, row, alert))) continue
    try {
      await sms.send({ to: row.phone, body: alertMessage(alert, row.title, row.siteName), siteId: null })
      sent += 1
    } catch (error) {
      payload.logger.error({ msg: 'Saved-car alert not sent', savedCar: row.savedId, err: error instanceof Error ? error.message : String(error) })
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

/** The garage's switch: opting in (again) clears a STOP. */
export async function setAlerts(payload: Payload, shopperId: number, enabled: boolean): Promise<void> {
  await payload.update({ collection: 'shoppers', id: shopperId, data: { alertsOptIn: enabled, ...(enabled ? { alertsStoppedAt: null } : {}) }, overrideAccess: true, depth: 0 })
}
