import type { Access, PayloadRequest, Where } from 'payload'
import { isPlatformStaff, siteIdsOf } from './roles'
import { userOf } from './predicates'

/**
 * Dealership ids reachable through the user's sites. Vehicles and locations belong to
 * dealerships, and a dealership can serve several sites, so they are scoped through it.
 */
export async function dealershipIdsOf(req: PayloadRequest): Promise<number[]> {
  const siteIds = siteIdsOf(userOf(req))
  if (siteIds.length === 0) return []
  // System read: the ids come from the user's own site memberships, nothing else is exposed.
  const { docs } = await req.payload.find({
    collection: 'sites',
    where: { id: { in: siteIds } },
    depth: 0,
    limit: siteIds.length,
    pagination: false,
    overrideAccess: true,
    req,
    select: { dealerships: true },
  })
  const ids = docs.flatMap((site) => (site.dealerships ?? []).map((d) => (typeof d === 'object' ? d.id : d)))
  return [...new Set(ids.map(Number))]
}

const inOwnDealerships = async (req: PayloadRequest, field: string): Promise<Where | boolean> => {
  const ids = await dealershipIdsOf(req)
  return ids.length ? { [field]: { in: ids } } : false
}

/** Platform staff: everything. Dealer users: documents of their sites' dealerships. */
export const staffOrOwnDealership =
  (field = 'dealership'): Access =>
  async ({ req }) => {
    if (!req.user) return false
    if (isPlatformStaff(userOf(req))) return true
    return inOwnDealerships(req, field)
  }

/** Visitors see `publicWhere`; signed-in users also see their own dealerships' documents. */
export const publicOrOwnDealership =
  (publicWhere: Where, field = 'dealership'): Access =>
  async ({ req }) => {
    if (isPlatformStaff(userOf(req))) return true
    if (!req.user) return publicWhere
    const own = await inOwnDealerships(req, field)
    return own === false ? publicWhere : { or: [publicWhere, own as Where] }
  }
