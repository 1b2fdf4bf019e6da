import type { Access } from 'payload'
import { isPlatformStaff, siteIdsOf } from '../../access/roles'
import { userOf } from '../../access/predicates'

/** A staff user (a `users` document); anything else holding a Payload session is refused. */
const staffOf = (req: Parameters<Access>[0]['req']) => {
  const user = userOf(req)
  return user && (user.collection === undefined || user.collection === 'users') ? user : null
}

/**
 * Shopper records (and their saved cars and verifications) are read by staff only: platform staff
 * every site's, dealer staff their own sites'. Shoppers themselves never authenticate to Payload
 * (their session is site/shoppers/session.ts), so REST, GraphQL and the admin are closed to them.
 */
export const staffOrOwnSiteShoppers: Access = ({ req }) => {
  const user = staffOf(req)
  if (!user) return false
  if (isPlatformStaff(user)) return true
  const sites = siteIdsOf(user)
  return sites.length ? { site: { in: sites } } : false
}

/** Written only by the sign-in and saved-car endpoints (Local API, system), never over REST or GraphQL. */
export const nobody: Access = () => false

/** Platform staff may delete a shopper (e.g. on a privacy request); dealer staff may not. */
export const platformStaffDelete: Access = ({ req }) => {
  return isPlatformStaff(staffOf(req))
}
