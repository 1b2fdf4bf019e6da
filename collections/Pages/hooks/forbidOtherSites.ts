import { Forbidden, type CollectionBeforeOperationHook } from 'payload'
import { canEditSite, isPlatformStaff, type RoleUser } from '../../../access/roles'
import { relationId } from '../../revalidateHooks'

const BY_ID = new Set(['read', 'update', 'delete', 'updateByID', 'deleteByID', 'findByID'])

/**
 * A signed-in user asking for one page of a site they do not belong to gets 403 (not a silent 404):
 * the page's site is read with a system query, then checked against the user's sites.
 */
export const forbidOtherSites: CollectionBeforeOperationHook = async ({ args, operation, overrideAccess, req }) => {
  const user = req.user as RoleUser
  const id = (args as { id?: unknown }).id
  if (overrideAccess || !user || isPlatformStaff(user) || !BY_ID.has(operation) || (typeof id !== 'string' && typeof id !== 'number')) return args
  const page = await req.payload
    .findByID({ collection: 'pages', id, depth: 0, overrideAccess: true, draft: true, req, select: { site: true } })
    .catch(() => null)
  if (page && !canEditSite(user, relationId(page.site))) throw new Forbidden(req.t)
  return args
}
