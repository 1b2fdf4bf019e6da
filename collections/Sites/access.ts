import type { Access } from 'payload'
import { isDealerAdmin, isPlatformStaff } from '../../access/roles'
import { userOf } from '../../access/predicates'

/** Staff update any site; a dealer admin updates their own (narrowed by the plugin). */
export const updateSites: Access = ({ req }) => {
  const user = userOf(req)
  return isPlatformStaff(user) || isDealerAdmin(user)
}
