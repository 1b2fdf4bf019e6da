import type { CollectionConfig } from 'payload'
import { platformStaffOnly } from '../../access/predicates'
import { AU_STATES } from '../../site/leads/schema'
import { normaliseRego } from '../../site/rules/valuation'

/**
 * The offline rego register (issue 51): registrations with the vehicle each names, the local source
 * of the trade-in's rego lookup when no valuation service is configured. The demo sites' rows are
 * seeded demo data (scripts/seed), not a real registry; an operator may load real rows. Platform
 * staff manage it; shoppers reach it only through the lookup (site/valuation), one rego at a time.
 */
export const RegoRegister: CollectionConfig = {
  slug: 'rego-register',
  labels: { singular: 'Rego register entry', plural: 'Rego register' },
  admin: {
    useAsTitle: 'rego',
    defaultColumns: ['rego', 'state', 'year', 'make', 'model', 'variant', 'source'],
    group: 'Platform',
    description: 'The offline source of the trade-in rego lookup. Rows marked demo are seeded demo data, not a real registry.',
  },
  access: { read: platformStaffOnly, create: platformStaffOnly, update: platformStaffOnly, delete: platformStaffOnly },
  indexes: [{ fields: ['rego', 'state'], unique: true }],
  hooks: { beforeValidate: [({ data }) => (data && typeof data.rego === 'string' ? { ...data, rego: normaliseRego(data.rego) } : data)] },
  fields: [
    { type: 'row', fields: [{ name: 'rego', type: 'text', required: true, admin: { description: 'Letters and digits, upper case, no spaces.' } }, { name: 'state', type: 'select', required: true, options: AU_STATES.map((value) => ({ value, label: value })) }] },
    { type: 'row', fields: [{ name: 'year', type: 'number', required: true, min: 1900, max: 2100 }, { name: 'make', type: 'text', required: true }, { name: 'model', type: 'text', required: true }, { name: 'variant', type: 'text' }] },
    { name: 'source', type: 'select', required: true, defaultValue: 'demo', options: [{ value: 'demo', label: 'Demo data (seeded)' }, { value: 'imported', label: 'Imported register' }] },
  ],
}
