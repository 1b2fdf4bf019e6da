import type { Endpoint, Where } from 'payload'
import { leadsCsv } from '../../../site/leads/csv'

/**
 * `GET /api/leads/export.csv?where[...]=…` (the list's Export CSV): the leads this user may read,
 * filtered like the admin list (Payload's `where` query), newest first, at most 10,000 rows.
 */
export const exportCsvEndpoint: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return Response.json({ message: 'You are not allowed to perform this action.', errors: [] }, { status: 403 })
    const where = (req.query?.where ?? {}) as Where
    const { docs } = await req.payload.find({ collection: 'leads', where, depth: 1, limit: 10_000, sort: '-createdAt', overrideAccess: false, user: req.user, req, joins: false })
    return new Response(leadsCsv(docs), { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="leads.csv"', 'cache-control': 'no-store' } })
  },
}
