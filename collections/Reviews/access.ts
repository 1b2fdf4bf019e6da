import type { Access } from 'payload'
import { publicOrOwnDealership, staffOrOwnDealership } from '../../access/dealershipScope'

/** Visitors read published reviews only; dealer staff also see their own dealerships' unpublished ones. */
export const readReviews: Access = publicOrOwnDealership({ published: { equals: true } })

/** Platform staff, or staff of a site that lists the review's dealership. */
export const editOwnReviews: Access = staffOrOwnDealership()
