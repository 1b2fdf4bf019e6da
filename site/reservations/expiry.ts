/**
 * Frees cars whose hold ended (issue 14, FIN §9: 48-hour hold): a held reservation older than 48
 * hours is released (a purchase is not: the dealer finishes it), its deposit refunded through the provider when it took one online; a payment
 * left unfinished for an hour is cancelled. Runs as a scheduled job (queue `reservations`); the
 * clock is a parameter so tests move it.
 */
import type { Payload, TaskConfig } from 'payload'
import { HOLD_MS, PENDING_MS, type ReservationStatus } from '../rules/reservation'
import { providerOf, type ProviderId } from './provider'
import { markEnded } from './transitions'

export const RESERVATIONS_QUEUE = 'reservations'
export const EXPIRY_TASK = 'expireReservations'

export type ExpiryResult = { released: number[]; cancelled: number[]; refundFailed: number[] }

export async function expireReservations(payload: Payload, now: Date, providerFor = providerOf): Promise<ExpiryResult> {
  const result: ExpiryResult = { released: [], cancelled: [], refundFailed: [] }
  const { docs } = await payload.find({
    collection: 'reservations',
    where: {
      or: [
        // a held purchase does not lapse (isExpired): the dealer completes or cancels it
        { and: [{ status: { equals: 'held' } }, { kind: { not_equals: 'purchase' } }, { heldAt: { less_than_equal: new Date(now.getTime() - HOLD_MS).toISOString() } }] },
        { and: [{ status: { equals: 'pending' } }, { createdAt: { less_than_equal: new Date(now.getTime() - PENDING_MS).toISOString() } }] },
      ],
    },
    depth: 0,
    limit: 200,
    pagination: false,
    overrideAccess: true,
  })
  for (const r of docs) {
    const from = r.status as ReservationStatus
    if (from === 'pending') {
      if (await markEnded(payload, r.id, 'pending', 'cancelled', now)) result.cancelled.push(r.id)
      continue
    }
    let refundId: string | null = null
    const provider = providerFor(r.provider as ProviderId)
    if (provider.refunds && r.providerPaymentId) {
      try {
        refundId = await provider.refund(r.providerPaymentId, r.amount)
      } catch (error) {
        // kept held: the next run tries again (the refund's idempotency key prevents a second refund)
        console.error(`Reservation ${r.id}: the refund failed`, error)
        result.refundFailed.push(r.id)
        continue
      }
    }
    if (await markEnded(payload, r.id, 'held', 'released', now, { refundId })) result.released.push(r.id)
  }
  return result
}

export const expireReservationsTask: TaskConfig<{ input: Record<string, never>; output: { released: number; cancelled: number } }> = {
  slug: EXPIRY_TASK,
  label: 'Release lapsed reservations',
  schedule: [{ cron: '0 */5 * * * *', queue: RESERVATIONS_QUEUE }],
  handler: async ({ req }) => {
    const { released, cancelled } = await expireReservations(req.payload, new Date())
    return { output: { released: released.length, cancelled: cancelled.length } }
  },
}

export const RESERVATIONS_RUNNER = { cron: '30 * * * * *', queue: RESERVATIONS_QUEUE, limit: 1, silent: { info: true } }
