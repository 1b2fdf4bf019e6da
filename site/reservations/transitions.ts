/**
 * The system's own moves of a reservation (payment confirmed, payment expired, hold lapsed): one
 * conditional UPDATE each, so a webhook replayed or a job run twice changes nothing the second time.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { ReservationStatus } from '../rules/reservation'
import { setVehicleReserved } from './vehicleFlag'
import { drizzleOf } from '../payloadDb'


export type Moved = { id: number; vehicleId: number }

/** pending → held once the payment is confirmed; answers null when it was not pending (already held, replayed, cancelled). */
export async function markHeld(payload: Payload, id: number, paymentId: string | null, now: Date): Promise<Moved | null> {
  const { rows } = await drizzleOf(payload).execute(sql`
    update reservations set status = 'held', held_at = ${now.toISOString()}::timestamptz, provider_payment_id = coalesce(${paymentId}, provider_payment_id), updated_at = ${now.toISOString()}::timestamptz
    where id = ${id} and status = 'pending' returning id, vehicle_id`)
  return moved(payload, rows, true)
}

/** An active reservation leaves the active states (released by the hold's end, cancelled when its payment expired). */
export async function markEnded(payload: Payload, id: number, from: ReservationStatus, to: 'released' | 'cancelled', now: Date, extra: { refundId?: string | null } = {}): Promise<Moved | null> {
  const stamp = to === 'released' ? sql`released_at` : sql`cancelled_at`
  const { rows } = await drizzleOf(payload).execute(sql`
    update reservations set status = ${to}, ${stamp} = ${now.toISOString()}::timestamptz, provider_refund_id = coalesce(${extra.refundId ?? null}, provider_refund_id),
      refunded_at = case when ${extra.refundId ?? null}::text is null then refunded_at else ${now.toISOString()}::timestamptz end, updated_at = ${now.toISOString()}::timestamptz
    where id = ${id} and status = ${from} returning id, vehicle_id`)
  return moved(payload, rows, false)
}

async function moved(payload: Payload, rows: Record<string, unknown>[], reserved: boolean): Promise<Moved | null> {
  const row = rows[0]
  if (!row) return null
  const result = { id: Number(row.id), vehicleId: Number(row.vehicle_id) }
  await setVehicleReserved(payload, result.vehicleId, reserved)
  return result
}
