import type { CollectionConfig } from 'payload'
import { ROLES } from '../../access/roles'
import { platformAdminField, platformStaffOnly } from '../../access/predicates'
import { guardTenancy, tenancyFields } from '../../access/tenancyGuard'
import { readUsers, updateUsers } from './access'
import { serialisedLogin } from './serialisedLogin'
import { secureCookies } from '../../site/http/securityHeaders'

/**
 * Staff accounts. Platform roles see every site; dealer roles are tied to the sites in the
 * `sites` array (added and guarded by the multi-tenant plugin: only platform staff assign sites).
 */
export const Users: CollectionConfig = {
  slug: 'users',
  // The session cookie is Secure when the platform is served over https (issue 16, finding 7).
  // No lock-out (maxLoginAttempts 0): it let anyone lock any account and said so; sign-ins are
  // throttled per account and address instead (site/abuse/loginThrottle.ts, serialisedLogin.ts).
  auth: { tokenExpiration: 60 * 60 * 8, maxLoginAttempts: 0, cookies: { secure: secureCookies(process.env.SERVER_URL) } },
  // Replaces Payload's `POST /login` with the same handler run one sign-in per user at a time.
  endpoints: [serialisedLogin],
  hooks: { beforeOperation: [guardTenancy([tenancyFields.userSites])] },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'role'], group: 'Platform' },
  access: {
    read: readUsers,
    create: platformStaffOnly,
    update: updateUsers,
    delete: platformStaffOnly,
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'dealer-editor',
      options: ROLES.map((value) => ({ value, label: value })),
      saveToJWT: true,
      // Only platform admins grant roles, so nobody can raise their own.
      access: { create: platformAdminField, update: platformAdminField },
    },
  ],
}
