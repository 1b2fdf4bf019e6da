import type { Access, PayloadRequest } from 'payload'
import { isPlatformStaff, siteIdsOf } from '../../access/roles'
import { userOf } from '../../access/predicates'
import type { TenancyField } from '../../access/tenancyGuard'

/**
 * Platform staff: every lead. Dealer staff: the leads submitted on their own sites (a lead's
 * dealership is always one of its site's, checked when it is submitted). Visitors: none.
 */
export const staffOrOwnSiteLeads: Access = ({ req }) => {
  const user = userOf(req)
  if (!user) return false
  if (isPlatformStaff(user)) return true
  const sites = siteIdsOf(user)
  return sites.length ? { site: { in: sites } } : false
}

/** Leads are only created by `POST /api/leads` (Local API with overrideAccess), never over REST or GraphQL. */
export const nobody: Access = () => false

const siteIds = (data: Record<string, unknown>): number[] | undefined => {
  if (!('site' in data)) return undefined
  const value = data.site
  const raw = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  return raw === null || raw === undefined || raw === '' ? [] : [Number(raw)]
}

/** A lead stays on the site it was submitted on: dealer staff may send the site back unchanged, never another. */
export const leadSiteField: TenancyField = {
  path: 'site',
  message: 'A lead stays on the site it was submitted on.',
  idsIn: siteIds,
  allows: async (req: PayloadRequest, ids, target) => {
    if (target.id === undefined) return true // nobody creates a lead over the API: create access refuses it
    const stored = await req.payload.findByID({ collection: 'leads', id: target.id, depth: 0, overrideAccess: false, req, disableErrors: true })
    if (stored === null) return true // not theirs: the update's own access check answers
    const storedSite = typeof stored.site === 'object' && stored.site ? stored.site.id : stored.site
    return ids.length === 1 && ids[0] === Number(storedSite)
  },
}
