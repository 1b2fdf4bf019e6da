import type { Access } from 'payload'
import { isDealerAdmin, isPlatformStaff } from '../../access/roles'
import { userOf } from '../../access/predicates'

/** Staff: all users. Dealer admins: users of their sites (the plugin narrows). Editors: themselves. */
export const readUsers: Access = ({ req }) => {
  const user = userOf(req)
  if (!user) return false
  if (isPlatformStaff(user) || isDealerAdmin(user)) return true
  return { id: { equals: user.id } }
}

/** Staff: all users. Everyone else: only their own account. */
export const updateUsers: Access = ({ req }) => {
  const user = userOf(req)
  if (!user) return false
  if (isPlatformStaff(user)) return true
  return { id: { equals: user.id } }
}
