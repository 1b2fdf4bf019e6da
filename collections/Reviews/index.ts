import type { CollectionConfig } from 'payload'
import { signedIn } from '../../access/predicates'
import { guardTenancy, tenancyFields } from '../../access/tenancyGuard'
import { tags } from '../../site/cache/tags'
import { revalidateBy, relationId } from '../revalidateHooks'
import { editOwnReviews, readReviews } from './access'
import { updateReviewSummaryAfterChange, updateReviewSummaryAfterDelete } from './hooks/updateReviewSummary'
import { validateLocationOfDealership, validatePastDate, validateStars } from './validate'

const revalidate = revalidateBy((doc) => {
  const dealership = relationId(doc.dealership)
  return dealership === null ? [] : [tags.dealership(String(dealership))]
})

/**
 * A customer review of a dealership, optionally of one of its locations (FIN §3 Review summary,
 * FIN §9 Reviews). Entered in the admin (the local default) or imported by a `ReviewsProvider`
 * (site/reviews/providers). Scoped by dealership like offers: the tenancy guard refuses a create
 * in, or a move into, another tenant's dealership or location.
 */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  admin: { useAsTitle: 'customerName', defaultColumns: ['customerName', 'rating', 'dealership', 'location', 'reviewDate', 'published'], group: 'Dealer' },
  defaultSort: '-reviewDate',
  access: { read: readReviews, create: signedIn, update: editOwnReviews, delete: editOwnReviews },
  hooks: {
    beforeOperation: [guardTenancy([tenancyFields.dealership, tenancyFields.location])],
    afterChange: [updateReviewSummaryAfterChange, revalidate.afterChange],
    afterDelete: [updateReviewSummaryAfterDelete, revalidate.afterDelete],
  },
  fields: [
    { type: 'row', fields: [
      { name: 'dealership', type: 'relationship', relationTo: 'dealerships', required: true, index: true },
      { name: 'location', type: 'relationship', relationTo: 'locations', index: true, validate: validateLocationOfDealership, admin: { description: 'Empty: a review of the dealership as a whole.' } },
    ] },
    { type: 'row', fields: [
      { name: 'customerName', type: 'text', required: true, maxLength: 120 },
      { name: 'rating', type: 'number', required: true, min: 1, max: 5, validate: validateStars, admin: { step: 1 } },
      { name: 'reviewDate', type: 'date', required: true, index: true, validate: validatePastDate },
    ] },
    { name: 'title', type: 'text', maxLength: 200, admin: { description: 'Optional. A title listed in the site setting reviews.hiddenTitles hides the review on that site.' } },
    { name: 'text', type: 'textarea', maxLength: 5000 },
    { type: 'row', fields: [
      { name: 'replyText', type: 'textarea', maxLength: 5000, admin: { description: "The dealer's reply." } },
      { name: 'replyDate', type: 'date', validate: validatePastDate },
    ] },
    { name: 'published', type: 'checkbox', defaultValue: true, index: true, admin: { description: 'Unpublished reviews are shown to no visitor.' } },
    { type: 'row', fields: [
      { name: 'source', type: 'select', required: true, defaultValue: 'admin', options: [{ value: 'admin', label: 'Entered in the admin' }, { value: 'google', label: 'Google Business Profile' }] },
      { name: 'externalId', type: 'text', index: true, admin: { description: "The provider's id of an imported review (imports update it in place)." } },
    ] },
  ],
}
