import type { CollectionConfig } from 'payload'
import { nobody, staffOrOwnSiteLeads } from '../Leads/access'
import { CONTACT_KEY_KINDS } from '../../site/contacts/link'

/**
 * The emails and phones a contact is known by on its dealership of a site (site/contacts/link.ts):
 * one row per key, unique per site, dealership, kind and value, so two leads of one shopper that
 * arrive at once end on one contact (the index decides, in the write's own statement). A contact
 * gathers every key its leads gave; a key stays with the contact it first joined.
 */
export const ContactKeys: CollectionConfig = {
  slug: 'contact-keys',
  admin: { hidden: true },
  access: { read: staffOrOwnSiteLeads, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['site', 'dealership', 'kind', 'value'], unique: true }],
  fields: [
    { name: 'site', type: 'relationship', relationTo: 'sites', required: true, index: true },
    { name: 'dealership', type: 'relationship', relationTo: 'dealerships', required: true },
    { name: 'kind', type: 'select', required: true, options: CONTACT_KEY_KINDS.map((value) => ({ value, label: value })) },
    { name: 'value', type: 'text', required: true },
    // A phone some shopper of the site proved with a sign-in code (the platform verifies no email).
    { name: 'verified', type: 'checkbox', defaultValue: false },
    { name: 'contact', type: 'relationship', relationTo: 'contacts', required: true, index: true },
  ],
  timestamps: true,
}
