import type { CollectionConfig } from 'payload'
import { platformStaffField, platformStaffOnly, siteMembers, staffOrOwnSiteField } from '../../access/predicates'
import { guardTenancy, tenancyFields } from '../../access/tenancyGuard'
import { tags } from '../../site/cache/tags'
import { revalidateBy } from '../revalidateHooks'
import { updateSites } from './access'
import { guardDealerSettings } from './hooks/guardDealerSettings'
import { validateConfig, validateFlags } from './hooks/validateSettings'
import { normaliseDomains } from './hooks/normaliseDomains'
import { seedTemplatePages } from './hooks/seedTemplatePages'
import { validateLink } from '../validateLink'

const revalidate = revalidateBy((doc) => (doc.id ? [tags.siteDirectory(), tags.site(String(doc.id))] : [tags.siteDirectory()]))

/** The tenant: one dealer website. */
export const Sites: CollectionConfig = {
  slug: 'sites',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'template'], group: 'Platform' },
  access: { read: siteMembers, create: platformStaffOnly, update: updateSites, delete: platformStaffOnly },
  hooks: { beforeOperation: [guardTenancy([tenancyFields.siteDealerships])], beforeValidate: [normaliseDomains], beforeChange: [guardDealerSettings], afterChange: [revalidate.afterChange, seedTemplatePages], afterDelete: [revalidate.afterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: (value: unknown) =>
        typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) ? true : 'Use lowercase letters, digits and single hyphens (e.g. "city-motors").',
      access: { update: platformStaffField },
    },
    {
      name: 'domains',
      type: 'array',
      admin: { description: 'Host names that serve this site, e.g. www.citymotors.com.au. {slug}.localhost works in development.' },
      access: { update: platformStaffField },
      fields: [{ name: 'domain', type: 'text', required: true }],
    },
    {
      name: 'isDefault',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Served on plain localhost.' },
      access: { update: platformStaffField },
    },
    {
      name: 'template',
      type: 'select',
      required: true,
      defaultValue: 'used-car',
      options: [
        { value: 'used-car', label: 'Used-car dealer' },
        { value: 'franchise', label: 'Franchise dealer' },
        { value: 'group', label: 'Dealer group' },
      ],
      access: { update: platformStaffField },
    },
    { name: 'brand', type: 'relationship', relationTo: 'brands', access: { update: platformStaffField } },
    { name: 'dealerships', type: 'relationship', relationTo: 'dealerships', hasMany: true, access: { update: platformStaffField } },
    { name: 'logoUrl', type: 'text', validate: validateLink('page') },
    {
      type: 'row',
      fields: [
        { name: 'city', type: 'text' },
        { name: 'state', type: 'text' },
      ],
    },
    {
      name: 'config',
      type: 'json',
      defaultValue: {},
      admin: {
        description: 'Per-dealer settings (SiteConfig). Missing keys take their defaults; invalid values are rejected with their path.',
        components: { Field: { path: '/admin/settings/SettingsField.client#SettingsField', clientProps: { kind: 'config' } } },
      },
      validate: validateConfig,
    },
    {
      name: 'flags',
      type: 'json',
      defaultValue: {},
      admin: {
        description: 'Feature flags. Platform staff only.',
        components: { Field: { path: '/admin/settings/SettingsField.client#SettingsField', clientProps: { kind: 'flags' } } },
      },
      validate: validateFlags,
      access: { read: staffOrOwnSiteField, create: platformStaffField, update: platformStaffField },
    },
  ],
}
