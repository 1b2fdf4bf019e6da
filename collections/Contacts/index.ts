import type { CollectionConfig, Field } from 'payload'
import { nobody, staffOrOwnSiteLeads } from '../Leads/access'

/** Kept by the system as the shopper's leads come in: read, never edited. */
const shown = (field: Field): Field => ({ ...field, admin: { ...field.admin, readOnly: true } }) as Field

/**
 * One shopper of one dealership (issue 49 item 4): the leads with the same email or phone on that
 * dealership of a site are linked to one contact (site/contacts/link.ts), never across
 * dealerships or sites. Written only by the lead's own write; read as leads are (the site's staff,
 * platform staff); nobody edits or deletes one over any API, as with leads.
 */
export const Contacts: CollectionConfig = {
  slug: 'contacts',
  admin: {
    useAsTitle: 'name',
    group: 'Dealer',
    defaultColumns: ['name', 'email', 'phone', 'dealership', 'updatedAt'],
    listSearchableFields: ['name', 'email', 'phone'],
    description: 'Each shopper once per dealership: the leads with the same email or phone are linked to one contact.',
  },
  access: { read: staffOrOwnSiteLeads, create: nobody, update: nobody, delete: nobody },
  fields: [
    ...[
      { name: 'dealership', type: 'relationship', relationTo: 'dealerships', required: true, index: true },
      { name: 'name', type: 'text', admin: { description: 'As the first lead gave it.' } },
      { type: 'row', fields: [{ name: 'email', type: 'text', admin: { description: 'The first lead’s, lower-cased.' } }, { name: 'phone', type: 'text', admin: { description: 'The first lead’s, as digits.' } }] },
    ].map((field) => (field.type === 'row' ? { ...field, fields: (field.fields as Field[]).map(shown) } : shown(field as Field))) as Field[],
    {
      name: 'leads',
      type: 'join',
      collection: 'leads',
      on: 'contact',
      defaultSort: '-createdAt',
      admin: { allowCreate: false, defaultColumns: ['createdAt', 'type', 'status', 'email', 'phone'] },
    },
  ],
  timestamps: true,
}
