import type { Access, FieldAccess } from 'payload'
import { isPlatformAdmin, isPlatformStaff, siteIdsOf, type RoleUser } from './roles'

const userOf = (req: { user?: unknown }): RoleUser => req.user as RoleUser

export const anyone: Access = () => true

export const signedIn: Access = ({ req }) => Boolean(req.user)

export const platformStaffOnly: Access = ({ req }) => isPlatformStaff(userOf(req))

export const platformAdminOnly: Access = ({ req }) => isPlatformAdmin(userOf(req))

/** Staff see everything; dealer users are narrowed to their sites by the multi-tenant plugin. */
export const siteMembers: Access = ({ req }) => Boolean(req.user)

/** Published documents for visitors; signed-in users (narrowed to their sites) see drafts too. */
export const publishedOrSiteMember: Access = ({ req }) =>
  req.user ? true : { _status: { equals: 'published' } }

export const platformStaffField: FieldAccess = ({ req }) => isPlatformStaff(userOf(req))

export const platformAdminField: FieldAccess = ({ req }) => isPlatformAdmin(userOf(req))

/** Field readable by platform staff and by members of the document's own site. */
export const staffOrOwnSiteField: FieldAccess = ({ req, doc }) => {
  const user = userOf(req)
  if (isPlatformStaff(user)) return true
  const siteId = Number((doc as { id?: unknown } | undefined)?.id)
  return siteIdsOf(user).includes(siteId)
}

export { userOf }
