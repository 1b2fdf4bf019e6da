import type { CollectionConfig } from 'payload'
import { ROLES } from '../../access/roles'
import { platformAdminField, platformStaffOnly } from '../../access/predicates'
import { guardTenancy, tenancyFields } from '../../access/tenancyGuard'
import { readUsers, updateUsers } from './access'
import { serialisedLogin } from './serialisedLogin'

/**
 * Staff accounts. Platform roles see every site; dealer roles are tied to the sites in the
 * `sites` array (added and guarded by the multi-tenant plugin: only platform staff assign sites).
 */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: { tokenExpiration: 60 * 60 * 8 },
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
