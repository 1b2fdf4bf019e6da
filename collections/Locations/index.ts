import { WHATSAPP_MOBILE_MESSAGE, whatsAppNumber } from '../../site/rules/whatsApp'
import type { CollectionConfig } from 'payload'
import { platformStaffOnly } from '../../access/predicates'
import { publicOrOwnDealership, staffOrOwnDealership } from '../../access/dealershipScope'
import { guardTenancy, tenancyFields } from '../../access/tenancyGuard'
import { tags } from '../../site/cache/tags'
import { revalidateBy, relationId } from '../revalidateHooks'
import { openingHoursField, specialHoursField } from './hoursFields'
import { validateLink } from '../validateLink'

const revalidate = revalidateBy((doc) => {
  const dealership = relationId(doc.dealership)
  return dealership === null ? [] : [tags.dealership(String(dealership))]
})

/** A rooftop department (sales, service or parts) of a dealership, with its hours. */
export const Locations: CollectionConfig = {
  slug: 'locations',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'type', 'dealership', 'visible'], group: 'Dealer' },
  access: {
    read: publicOrOwnDealership({ visible: { equals: true } }),
    create: platformStaffOnly,
    update: staffOrOwnDealership(),
    delete: platformStaffOnly,
  },
  hooks: { beforeOperation: [guardTenancy([tenancyFields.dealership])], afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'slug', type: 'text', required: true, index: true },
    { name: 'dealership', type: 'relationship', relationTo: 'dealerships', required: true, index: true },
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'select',
          defaultValue: 'sales',
          options: ['sales', 'service', 'parts'].map((value) => ({ value, label: value })),
          admin: { description: 'Empty in a feed means sales.' },
        },
        { name: 'subtype', type: 'text' },
        { name: 'primary', type: 'checkbox', defaultValue: false },
        { name: 'visible', type: 'checkbox', defaultValue: true },
      ],
    },
    { name: 'manufacturers', type: 'text', hasMany: true },
    {
      name: 'address',
      type: 'group',
      fields: [
        { name: 'street', type: 'text' },
        { type: 'row', fields: [
          { name: 'city', type: 'text' },
          { name: 'state', type: 'select', options: ['act', 'nsw', 'nt', 'qld', 'sa', 'tas', 'vic', 'wa'].map((v) => ({ value: v, label: v.toUpperCase() })) },
          { name: 'postcode', type: 'text', validate: (v: unknown) => (v == null || v === '' || /^\d{4}$/.test(String(v)) ? true : 'Invalid postcode. Please enter a 4-digit number.') },
        ] },
        { type: 'row', fields: [
          { name: 'lat', type: 'number', min: -90, max: 90 },
          { name: 'lng', type: 'number', min: -180, max: 180 },
        ] },
        { name: 'placeUrl', type: 'text', validate: validateLink('page') },
        { name: 'mapKey', type: 'text' },
      ],
    },
    {
      name: 'contact',
      type: 'group',
      fields: [
        { name: 'phone', type: 'text' },
        {
          name: 'mobile',
          type: 'text',
          admin: { description: 'A mobile for WhatsApp, e.g. 0412 345 678: the vehicle pages of this location link to it when the site shows WhatsApp (vehiclePage.chat.whatsApp).' },
          validate: (value: unknown) => !value || (typeof value === 'string' && whatsAppNumber(value) !== null) || WHATSAPP_MOBILE_MESSAGE,
        },
        { name: 'landline', type: 'text' },
        { name: 'email', type: 'email' },
      ],
    },
    openingHoursField,
    specialHoursField,
    { type: 'row', fields: [
      { name: 'dealerLicenceNumber', type: 'text' },
      { name: 'repairerNumber', type: 'text', admin: { description: 'Motor vehicle repairer number' } },
    ] },
    {
      name: 'reviews',
      type: 'group',
      fields: [
        { name: 'averageRating', type: 'number', min: 0, max: 5 },
        { name: 'count', type: 'number', min: 0 },
      ],
      admin: { description: 'Kept up to date from the published reviews of this location.' },
    },
    { name: 'googleBusinessLocation', type: 'text', validate: (v: unknown) => (v == null || v === '' || /^accounts\/\d+\/locations\/\d+$/.test(String(v)) ? true : 'Use the form accounts/{account id}/locations/{location id}.'), admin: { description: 'Google Business Profile location whose reviews are imported (accounts/{id}/locations/{id}).' } },
    { name: 'imageUrl', type: 'text', validate: validateLink('page') },
  ],
}
