import type { Endpoint } from 'payload'
import { retryLeadDeliveries } from '../../../site/leads/delivery'

/**
 * `POST /api/leads/:id/retry-delivery` (the lead's Retry now): queues its failed and dead-lettered
 * deliveries again. Allowed to whoever may update the lead (dealer staff of its site, platform staff).
 */
export const retryDeliveryEndpoint: Endpoint = {
  path: '/:id/retry-delivery',
  method: 'post',
  handler: async (req) => {
    const id = Number(req.routeParams?.id)
    if (!req.user) return Response.json({ message: 'You are not allowed to perform this action.', errors: [] }, { status: 403 })
    if (!Number.isInteger(id)) return Response.json({ message: 'Not Found', errors: [] }, { status: 404 })
    // With the user's eyes (lead read and update access are the same): a lead they cannot see is missing.
    const { docs } = await req.payload.find({ collection: 'leads', where: { id: { equals: id } }, depth: 0, limit: 1, overrideAccess: false, user: req.user, req, select: { site: true } })
    if (docs.length !== 1) return Response.json({ message: 'Not Found', errors: [] }, { status: 404 })
    const queued = await retryLeadDeliveries(req.payload, id)
    return Response.json({ queued })
  },
}
