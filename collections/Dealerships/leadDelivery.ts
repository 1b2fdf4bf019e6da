import type { Field } from 'payload'
import { platformStaffField } from '../../access/predicates'

/**
 * Where the dealership's leads go (site/leads/delivery.ts): lead email addresses and the CRM
 * webhook. Platform staff only, read and write: dealerships are public and the secret signs the
 * webhook.
 */
export const leadDeliveryField: Field = {
  name: 'leadDelivery',
  type: 'group',
  access: { read: platformStaffField, create: platformStaffField, update: platformStaffField },
  admin: { description: 'Leads are emailed to these addresses and POSTed to the webhook (signed with the secret).' },
  fields: [
    { name: 'emails', type: 'text', hasMany: true, admin: { description: 'Lead email addresses.' } },
    {
      type: 'row',
      fields: [
        { name: 'webhookUrl', type: 'text', validate: (value: string | null | undefined) => !value || /^https?:\/\/\S+$/.test(value) || 'Enter an http(s) URL.' },
        { name: 'webhookSecret', type: 'text', admin: { description: 'Signs each request: X-Lead-Signature: sha256=<hex HMAC-SHA256 of the body>.' } },
        { name: 'format', type: 'select', defaultValue: 'json', options: [{ value: 'json', label: 'JSON' }, { value: 'adf', label: 'ADF 1.0 XML' }] },
      ],
    },
  ],
}
