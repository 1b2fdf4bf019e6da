import type { CollectionConfig } from 'payload'
import { anyone, platformStaffOnly } from '../../access/predicates'
import { tags } from '../../site/cache/tags'
import { revalidateBy } from '../revalidateHooks'

const revalidate = revalidateBy((doc) => (doc.id ? [tags.dealership(String(doc.id))] : []))

/** A trading entity with its own stock, phones and licence; one or more sites list it. */
export const Dealerships: CollectionConfig = {
  slug: 'dealerships',
  admin: { useAsTitle: 'name', group: 'Platform' },
  access: { read: anyone, create: platformStaffOnly, update: platformStaffOnly, delete: platformStaffOnly },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'slug', type: 'text', required: true, unique: true, index: true },
    {
      name: 'phones',
      type: 'group',
      admin: { description: 'Call-the-dealer numbers: override first, then by car type (demo falls back to new).' },
      fields: [
        { name: 'override', type: 'text' },
        { name: 'new', type: 'text' },
        { name: 'used', type: 'text' },
        { name: 'demo', type: 'text' },
      ],
    },
    { name: 'licenceNumber', type: 'text' },
    {
      name: 'reviews',
      type: 'group',
      fields: [
        { name: 'averageRating', type: 'number', min: 0, max: 5 },
        { name: 'count', type: 'number', min: 0 },
      ],
    },
  ],
}
