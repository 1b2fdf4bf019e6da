import type { Access, Where } from 'payload'
import { publicOrOwnDealership } from '../../access/dealershipScope'

/** Offers inside their validity window at `now` (an empty bound is open). */
export const liveOffersWhere = (now: Date): Where => {
  const at = now.toISOString()
  return {
    and: [
      { or: [{ validFrom: { exists: false } }, { validFrom: { less_than_equal: at } }] },
      { or: [{ validTo: { exists: false } }, { validTo: { greater_than_equal: at } }] },
    ],
  }
}

/** Visitors see live offers only (so an expired offer disappears without a deploy); dealer staff also see their own dealerships' others. */
export const readOffers: Access = (args) => publicOrOwnDealership(liveOffersWhere(new Date()))(args)
