import { ValidationError, type CollectionBeforeChangeHook } from 'payload'
import { lockViolations } from '../../../blocks/lockedBlocks'
import { entryOf } from '../../../blocks/blockTypes'
import { isPlatformStaff, type RoleUser } from '../../../access/roles'

/**
 * The editor hides move and delete on locked blocks; this enforces the same for every client
 * (REST included). Only signed-in users other than platform staff are checked: seeding and other
 * system writes run without a user.
 */
export const enforceLocks: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  const user = req.user as RoleUser
  if (!user || isPlatformStaff(user) || data.layout === undefined) return data
  const errors = lockViolations(originalDoc?.layout, data.layout, (type) => entryOf(type)?.defaults ?? {})
  if (errors.length) throw new ValidationError({ collection: 'pages', errors: errors.map((message) => ({ path: 'layout', message })) }, req.t)
  return data
}
