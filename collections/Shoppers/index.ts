import type { CollectionConfig, FieldAccess } from 'payload'
import { nobody, platformStaffDelete, staffOrOwnSiteShoppers } from './access'

const hidden: FieldAccess = () => false

/**
 * Shopper accounts (issue 13): one per site and mobile number, signed in by a one-time SMS code
 * (site/shoppers). Its own auth collection, apart from the staff `users`: the local strategy is off
 * and no strategy is registered, so no shopper ever holds a Payload session or reaches the admin.
 * The current code is kept only as a keyed hash (HMAC with PAYLOAD_SECRET) in hidden fields.
 */
export const Shoppers: CollectionConfig = {
  slug: 'shoppers',
  auth: { disableLocalStrategy: true },
  admin: { useAsTitle: 'phone', group: 'Dealer', defaultColumns: ['phone', 'firstName', 'lastName', 'lastSignedInAt', 'site'], description: 'Shoppers who signed in with their mobile number.' },
  access: { read: staffOrOwnSiteShoppers, create: nobody, update: nobody, delete: platformStaffDelete, admin: () => false },
  indexes: [{ fields: ['site', 'phone'], unique: true }],
  fields: [
    { name: 'phone', type: 'text', required: true, index: true, admin: { readOnly: true } },
    { name: 'firstName', type: 'text', admin: { readOnly: true } },
    { name: 'lastName', type: 'text', admin: { readOnly: true } },
    { name: 'email', type: 'text', admin: { readOnly: true } },
    { name: 'alertsOptIn', type: 'checkbox', defaultValue: false, admin: { readOnly: true, description: 'Asked for a message when a saved car drops in price or sells.' } },
    { name: 'alertsChannel', type: 'select', defaultValue: 'sms', options: [{ label: 'Text message', value: 'sms' }, { label: 'Email', value: 'email' }], admin: { readOnly: true, description: 'How saved-car alerts reach the shopper.' } },
    { name: 'alertsStoppedAt', type: 'date', admin: { readOnly: true, description: 'Replied STOP or used the email unsubscribe link: no alert is sent until the shopper opts in again.', date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'lastSignedInAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    // The one open code: its keyed hash only, when it ends, how many wrong tries, when it was sent.
    { name: 'codeHash', type: 'text', access: { read: hidden, create: hidden, update: hidden }, admin: { hidden: true } },
    { name: 'codeExpiresAt', type: 'date', access: { read: hidden, create: hidden, update: hidden }, admin: { hidden: true } },
    { name: 'codeAttempts', type: 'number', defaultValue: 0, access: { read: hidden, create: hidden, update: hidden }, admin: { hidden: true } },
    { name: 'codeSentAt', type: 'date', access: { read: hidden, create: hidden, update: hidden }, admin: { hidden: true } },
    { name: 'savedCars', type: 'join', collection: 'saved-cars', on: 'shopper', admin: { allowCreate: false } },
  ],
  timestamps: true,
}
