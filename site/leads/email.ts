/**
 * Payload's email adapter (payload.config.ts `email`): SMTP through `@payloadcms/email-nodemailer`
 * when `SMTP_HOST` is set, otherwise the built-in local mailbox, which really keeps each message in
 * the `outbox-messages` collection (the admin's Outbox), so lead emails work offline and in tests.
 *
 *   SMTP_HOST, SMTP_PORT (587), SMTP_USER, SMTP_PASS, SMTP_SECURE (true for port 465),
 *   EMAIL_FROM_ADDRESS (leads@localhost), EMAIL_FROM_NAME (Dealer Sites)
 */
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { sql } from '@payloadcms/db-postgres'
import type { EmailAdapter, SendEmailOptions } from 'payload'
import { drizzleOf } from '../payloadDb'

const fromAddress = () => process.env.EMAIL_FROM_ADDRESS || 'leads@localhost'
const fromName = () => process.env.EMAIL_FROM_NAME || 'Dealer Sites'

const addressText = (value: SendEmailOptions['to'] | SendEmailOptions['from']): string => {
  if (!value) return ''
  const list = Array.isArray(value) ? value : [value]
  return list.map((entry) => (typeof entry === 'string' ? entry : entry.address)).join(', ')
}

/**
 * What the local mailbox files a message under: the site whose staff may read it in Sent mail, and
 * the lead it belongs to. Given as `outbox` beside the message's own options (SMTP ignores it).
 */
export type OutboxTags = { site?: number | null; lead?: number | null }
export type TaggedEmail = SendEmailOptions & { outbox?: OutboxTags }

const tagOf = (value: unknown): number | null => (Number.isInteger(value) ? (value as number) : null)

/**
 * The local mailbox: each message becomes an `outbox-messages` document, written in one statement
 * (the collection has no hooks; Payload's create would add a transaction and a read-back).
 */
export const localMailboxAdapter = (): EmailAdapter<{ id: number }> => ({ payload }) => ({
  name: 'local-mailbox',
  defaultFromAddress: fromAddress(),
  defaultFromName: fromName(),
  sendEmail: async (message) => {
    const from = addressText(message.from) || `${fromName()} <${fromAddress()}>`
    const text = typeof message.text === 'string' ? message.text : ''
    const html = typeof message.html === 'string' ? message.html : ''
    const headers = message.headers ? JSON.stringify(message.headers) : null
    const at = new Date().toISOString()
    const tags = (message as TaggedEmail).outbox
    // System write: the mailbox is the delivery target itself; nobody writes it over the API.
    const { rows } = await drizzleOf(payload).execute(sql`
      insert into outbox_messages ("from", "to", subject, text, html, headers, site_id, lead_id, updated_at, created_at)
      values (${from}, ${addressText(message.to)}, ${message.subject ?? ''}, ${text}, ${html}, ${headers}, ${tagOf(tags?.site)}, ${tagOf(tags?.lead)}, ${at}, ${at})
      returning id`)
    return { id: Number(rows[0]!.id) }
  },
})

export const smtpConfigured = (): boolean => Boolean(process.env.SMTP_HOST)

/** The adapter for this process's environment. */
export function emailAdapter() {
  if (!smtpConfigured()) return localMailboxAdapter()
  return nodemailerAdapter({
    defaultFromAddress: fromAddress(),
    defaultFromName: fromName(),
    skipVerify: true,
    transportOptions: {
      host: process.env.SMTP_HOST,
      port: Number(process.env.SMTP_PORT ?? 587),
      secure: process.env.SMTP_SECURE === 'true',
      auth: process.env.SMTP_USER ? { user: process.env.SMTP_USER, pass: process.env.SMTP_PASS ?? '' } : undefined,
    },
  })
}
