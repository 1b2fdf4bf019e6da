import type { CollectionConfig, PayloadRequest } from 'payload'
import { anyone, platformStaffOnly } from '../../access/predicates'
import { tags } from '../../site/cache/tags'
import { validatePostcodeRanges } from '../../site/rules/delivery'
import { offerRelatedSync } from '../catalogueSearchSync'
import { revalidateBy } from '../revalidateHooks'
import { hashImportApiKey, importApiKeyFields } from './importApiKey'
import { leadDeliveryField } from './leadDelivery'

/** A dealership's own data, and the view of every site that lists it (licence numbers, phones). */
export async function dealershipTags(doc: Record<string, unknown>, req: PayloadRequest): Promise<string[]> {
  if (!doc.id) return []
  const { docs } = await req.payload.find({ collection: 'sites', where: { dealerships: { contains: doc.id } }, depth: 0, limit: 1000, pagination: false, select: {}, overrideAccess: true, req })
  return [tags.dealership(String(doc.id)), ...docs.map((site) => tags.site(site.id))]
}
const revalidate = revalidateBy(dealershipTags)
const offersSync = offerRelatedSync('dealership')

/** A trading entity with its own stock, phones and licence; one or more sites list it. */
export const Dealerships: CollectionConfig = {
  slug: 'dealerships',
  admin: { useAsTitle: 'name', group: 'Platform' },
  access: { read: anyone, create: platformStaffOnly, update: platformStaffOnly, delete: platformStaffOnly },
  hooks: { beforeChange: [hashImportApiKey], afterChange: [revalidate.afterChange, offersSync.afterChange], afterDelete: [revalidate.afterDelete] },
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
    {
      name: 'deliveryRegions',
      type: 'array',
      labels: { singular: 'Delivery region', plural: 'Delivery regions' },
      admin: {
        description: 'Delivery prices by postcode region for the vehicle page delivery calculator. The first region covering a postcode gives the estimate; with no regions the calculator is not shown.',
      },
      fields: [
        { name: 'name', type: 'text', required: true, admin: { description: 'Shown with the estimate, e.g. Brisbane Metro.' } },
        {
          name: 'postcodes',
          type: 'text',
          required: true,
          validate: (value: string | null | undefined) => validatePostcodeRanges(value),
          admin: { description: 'Postcodes and ranges, comma-separated, e.g. 4000-4179, 4205.' },
        },
        { name: 'price', type: 'number', required: true, min: 0, admin: { description: 'Delivery price in dollars.' } },
      ],
    },
    leadDeliveryField,
    ...importApiKeyFields,
  ],
}
