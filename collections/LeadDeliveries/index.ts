import type { CollectionConfig } from 'payload'
import { nobody, staffOrOwnSiteLeads } from '../Leads/access'

import { DELIVERY_CHANNELS, DELIVERY_STATUSES } from '../../site/leads/deliveryStates'

/**
 * The delivery state of one lead on one channel (site/leads/delivery.ts): written by the delivery
 * jobs only, shown on the lead. `dead` means retried for the whole window and given up: the lead's
 * Retry now action queues it again.
 */
export const LeadDeliveries: CollectionConfig = {
  slug: 'lead-deliveries',
  admin: { useAsTitle: 'channel', group: 'Dealer', hidden: true, defaultColumns: ['channel', 'status', 'attempts', 'lastError', 'deliveredAt'] },
  access: { read: staffOrOwnSiteLeads, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['lead', 'channel'], unique: true }],
  fields: [
    { name: 'lead', type: 'relationship', relationTo: 'leads', required: true, index: true },
    { name: 'site', type: 'relationship', relationTo: 'sites', required: true, index: true },
    { name: 'channel', type: 'select', required: true, options: DELIVERY_CHANNELS.map((value) => ({ value, label: value })) },
    { name: 'status', type: 'select', required: true, defaultValue: 'pending', index: true, options: DELIVERY_STATUSES.map((value) => ({ value, label: value })) },
    { name: 'target', type: 'text', admin: { description: 'Addresses or URL at the time of the lead.' } },
    { name: 'attempts', type: 'number', defaultValue: 0 },
    { name: 'lastError', type: 'text' },
    { name: 'lastAttemptAt', type: 'date' },
    { name: 'nextAttemptAt', type: 'date' },
    { name: 'deliveredAt', type: 'date' },
  ],
}
