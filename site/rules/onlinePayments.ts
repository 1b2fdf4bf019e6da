/**
 * The shopper's online payments page (/online-payment, FIN §2.1; always behind sign-in, FIN §2.2):
 * each deposit or online purchase the shopper paid, or started to pay, online on the site (FIN §4
 * Reserve, Online purchase), with what became of it in the shopper's words.
 *
 * Not in the specs (decided here): the words of each state; newest first.
 */
import type { ReservationKind, ReservationStatus } from './reservation'

export const PAYMENT_KIND_LABELS: Readonly<Record<ReservationKind, string>> = { reserve: 'Refundable deposit', purchase: 'Online purchase' }

export const PAYMENT_STATUS_TEXT: Readonly<Record<ReservationStatus, string>> = {
  pending: 'Payment not finished',
  held: 'Paid: the car is held for you',
  completed: 'Paid: sale completed',
  released: 'Paid: the hold has ended',
  cancelled: 'Cancelled: nothing was charged',
  refunded: 'Refunded',
}

export type PaymentRecord = { id: number; createdAt: string; kind: ReservationKind; status: ReservationStatus }

/** Newest first; equal times by id, newest first. */
export const newestFirst = <P extends PaymentRecord>(payments: readonly P[]): P[] =>
  [...payments].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id)
