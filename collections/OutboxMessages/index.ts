import type { CollectionConfig } from 'payload'
import { platformStaffOnly } from '../../access/predicates'

/**
 * The built-in local mailbox (site/leads/email.ts): without SMTP settings every email Payload sends
 * is kept here, so lead emails work offline and in tests. Platform staff read it as the Outbox.
 */
export const OutboxMessages: CollectionConfig = {
  slug: 'outbox-messages',
  labels: { singular: 'Outbox message', plural: 'Outbox' },
  admin: { useAsTitle: 'subject', group: 'Platform', defaultColumns: ['createdAt', 'to', 'subject'], description: 'Emails kept locally because no SMTP server is configured (SMTP_HOST).' },
  access: { read: platformStaffOnly, create: () => false, update: () => false, delete: platformStaffOnly },
  fields: [
    { name: 'from', type: 'text' },
    { name: 'to', type: 'text', required: true, index: true },
    { name: 'subject', type: 'text' },
    { name: 'text', type: 'textarea' },
    { name: 'html', type: 'textarea' },
    { name: 'headers', type: 'json' },
  ],
  timestamps: true,
}
