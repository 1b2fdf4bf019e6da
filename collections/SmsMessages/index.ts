import type { CollectionConfig } from 'payload'
import { platformStaffOnly } from '../../access/predicates'

/**
 * The dev SMS inbox (site/shoppers/sms/devInbox.ts): without Twilio settings every SMS the platform
 * sends is kept here and printed on the console, so phone sign-in works offline and in tests.
 * Platform staff only: the messages hold live sign-in codes.
 */
export const SmsMessages: CollectionConfig = {
  slug: 'sms-messages',
  labels: { singular: 'Dev SMS', plural: 'Dev SMS inbox' },
  admin: { useAsTitle: 'to', group: 'Platform', defaultColumns: ['createdAt', 'to', 'body', 'site'], description: 'Text messages kept locally because no SMS gateway is configured (TWILIO_ACCOUNT_SID).' },
  access: { read: platformStaffOnly, create: () => false, update: () => false, delete: platformStaffOnly },
  fields: [
    { name: 'to', type: 'text', required: true, index: true },
    { name: 'body', type: 'textarea', required: true },
    { name: 'site', type: 'relationship', relationTo: 'sites' },
  ],
  timestamps: true,
}
