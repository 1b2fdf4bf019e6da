import type { CollectionConfig } from 'payload'
import { anyone, siteMembers } from '../../access/predicates'
import { tags } from '../../site/cache/tags'
import { catalogueSearchSync } from '../catalogueSearchSync'
import { revalidateBy, relationId } from '../revalidateHooks'
import { validateLink } from '../validateLink'
import { wholeDollars } from '../wholeDollars'
import { uniqueSlugPerSite } from './hooks/uniqueSlugPerSite'

const searchSync = catalogueSearchSync('model')

const revalidate = revalidateBy((doc) => {
  const site = relationId(doc.site)
  return site === null ? [] : [tags.site(site)]
})

/**
 * A new-car model of the site's range (INV §7 catalogue search, FIN §2.8 model cards), shown even
 * when none is in stock. Scoped by site through the multi-tenant plugin (it refuses a move into
 * another site); the catalogue is public.
 */
export const Models: CollectionConfig = {
  slug: 'models',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'manufacturer', 'body', 'fromPrice'], group: 'Content' },
  access: { read: anyone, create: siteMembers, update: siteMembers, delete: siteMembers },
  hooks: { afterChange: [revalidate.afterChange, searchSync.afterChange], afterDelete: [revalidate.afterDelete, searchSync.afterDelete] },
  fields: [
    { type: 'row', fields: [
      { name: 'manufacturer', type: 'text', required: true, index: true, admin: { description: 'As the stock feed spells the make, e.g. Mazda.' } },
      { name: 'name', type: 'text', required: true, admin: { description: 'As the stock feed spells the model, e.g. CX-5.' } },
    ] },
    { type: 'row', fields: [
      { name: 'slug', type: 'text', required: true, index: true, validate: uniqueSlugPerSite },
      { name: 'body', type: 'text', required: true, admin: { description: 'Body type, e.g. SUV, Ute, Hatchback.' } },
      { name: 'fromPrice', type: 'number', min: 0, validate: wholeDollars, admin: { description: 'From price in whole dollars.' } },
    ] },
    { name: 'heroImage', type: 'upload', relationTo: 'media' },
    { name: 'imageUrl', type: 'text', validate: validateLink('page'), admin: { description: 'Used when no hero image is uploaded.' } },
    { name: 'summary', type: 'textarea', maxLength: 500 },
    { name: 'overrideUrl', type: 'text', validate: validateLink(), admin: { description: "Where the model card links instead of the model's own page." } },
    {
      name: 'accessories',
      type: 'array',
      labels: { singular: 'Accessory', plural: 'Accessories' },
      fields: [
        { type: 'row', fields: [
          { name: 'name', type: 'text', required: true },
          { name: 'price', type: 'number', min: 0, validate: wholeDollars, admin: { description: 'Whole dollars, fitted.' } },
        ] },
        { name: 'description', type: 'textarea', maxLength: 500 },
      ],
    },
  ],
}
