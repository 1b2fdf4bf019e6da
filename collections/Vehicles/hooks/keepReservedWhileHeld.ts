import type { CollectionBeforeChangeHook } from 'payload'
import { ACTIVE_STATUSES } from '../../../site/rules/reservation'

/**
 * A car with an active reservation (pending or held) stays Reserved whatever else writes the car:
 * the stock feed's `reserved` column says what the dealer's system knows, and it does not know about
 * a reservation made on the website (issue 14). When the reservation ends, its own hook clears the
 * flag and the next feed decides again. Reads through `req`, so a move in the same transaction counts.
 */
export const keepReservedWhileHeld: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc || !('reserved' in data) || data.reserved) return data
  const { totalDocs } = await req.payload.count({
    collection: 'reservations',
    where: { and: [{ vehicle: { equals: originalDoc.id } }, { status: { in: [...ACTIVE_STATUSES] } }] },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) data.reserved = true
  return data
}
