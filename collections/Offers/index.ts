import type { CollectionConfig } from 'payload'
import { signedIn } from '../../access/predicates'
import { staffOrOwnDealership } from '../../access/dealershipScope'
import { guardTenancy, tenancyFields } from '../../access/tenancyGuard'
import { tags } from '../../site/cache/tags'
import { catalogueSearchSync } from '../catalogueSearchSync'
import { revalidateBy, relationId } from '../revalidateHooks'
import { validateLink } from '../validateLink'
import { wholeDollars } from '../wholeDollars'
import { readOffers } from './access'

const searchSync = catalogueSearchSync('offer')

const revalidate = revalidateBy((doc) => {
  const dealership = relationId(doc.dealership)
  return dealership === null ? [] : [tags.dealership(String(dealership))]
})

/**
 * A dealership's offer (INV §7 dealership offers search, INV §2 /special-offers). Scoped by
 * dealership like locations: staff of a site edit the offers of its dealerships, and the tenancy
 * guard refuses a create or move into another dealership.
 */
export const Offers: CollectionConfig = {
  slug: 'offers',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'dealership', 'price', 'validFrom', 'validTo'], group: 'Dealer' },
  access: { read: readOffers, create: signedIn, update: staffOrOwnDealership(), delete: staffOrOwnDealership() },
  hooks: { beforeOperation: [guardTenancy([tenancyFields.dealership])], afterChange: [revalidate.afterChange, searchSync.afterChange], afterDelete: [revalidate.afterDelete, searchSync.afterDelete] },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    { name: 'dealership', type: 'relationship', relationTo: 'dealerships', required: true, index: true },
    { type: 'row', fields: [
      { name: 'categories', type: 'text', hasMany: true, admin: { description: 'e.g. New, Service, Finance.' } },
      { name: 'price', type: 'number', min: 0, validate: wholeDollars, admin: { description: 'Whole dollars; empty when the offer has no price.' } },
    ] },
    { type: 'row', fields: [
      { name: 'validFrom', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Empty: live now.' } },
      {
        name: 'validTo',
        type: 'date',
        index: true,
        admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Empty: no end.' },
        validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
          const from = siblingData.validFrom
          if (!value || !from) return true
          return new Date(String(value)) >= new Date(String(from)) ? true : 'The end of the offer must be after its start.'
        },
      },
    ] },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'imageUrl', type: 'text', validate: validateLink('page'), admin: { description: 'Used when no image is uploaded.' } },
    { name: 'url', type: 'text', validate: validateLink(), admin: { description: 'Where the offer card links (e.g. an enquiry page).' } },
    { name: 'summary', type: 'textarea', maxLength: 300 },
    { name: 'terms', type: 'textarea', maxLength: 2000 },
  ],
}
