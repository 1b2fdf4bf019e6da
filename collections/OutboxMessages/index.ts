import type { Access, CollectionConfig } from 'payload'
import { platformStaffOnly, userOf } from '../../access/predicates'
import { isPlatformStaff, siteIdsOf } from '../../access/roles'

/** Platform staff: every message. Dealer staff: the messages filed under their own sites (lead emails, confirmations, replies). */
const staffOrOwnSiteMail: Access = ({ req }) => {
  const user = userOf(req)
  if (!user) return false
  if (isPlatformStaff(user)) return true
  const sites = siteIdsOf(user)
  return sites.length ? { site: { in: sites } } : false
}

/**
 * The built-in local mailbox (site/leads/email.ts): without SMTP settings every email Payload sends
 * is kept here, so lead emails work offline and in tests, and the demo's dealers are seen being told
 * of each lead. Shown as Sent mail: platform staff read every message, a dealer's staff the messages
 * of their own sites (lead emails, confirmations, replies), each with its HTML rendered.
 */
export const OutboxMessages: CollectionConfig = {
  slug: 'outbox-messages',
  labels: { singular: 'Sent mail message', plural: 'Sent mail' },
  admin: {
    useAsTitle: 'subject',
    group: 'Dealer',
    defaultColumns: ['createdAt', 'to', 'subject', 'lead'],
    description: 'Emails kept in the local mailbox because no SMTP server is configured (SMTP_HOST): what the dealership and the shopper were sent.',
  },
  access: { read: staffOrOwnSiteMail, create: () => false, update: () => false, delete: platformStaffOnly },
  fields: [
    { name: 'from', type: 'text', admin: { readOnly: true } },
    { name: 'to', type: 'text', required: true, index: true, admin: { readOnly: true } },
    { name: 'subject', type: 'text', admin: { readOnly: true } },
    { type: 'row', fields: [
      { name: 'site', type: 'relationship', relationTo: 'sites', index: true, admin: { readOnly: true } },
      { name: 'lead', type: 'relationship', relationTo: 'leads', index: true, admin: { readOnly: true } },
    ] },
    { name: 'rendered', type: 'ui', admin: { components: { Field: '/admin/outbox/RenderedEmail.client#RenderedEmail' } } },
    { name: 'text', type: 'textarea', admin: { readOnly: true } },
    { name: 'html', type: 'textarea', admin: { readOnly: true, description: 'The HTML source; rendered above.' } },
    { name: 'headers', type: 'json', admin: { readOnly: true } },
  ],
  timestamps: true,
}
