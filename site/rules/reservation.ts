/**
 * Reserve with a refundable deposit (FIN §4 Reserve, §9 Reserve and returns): the states of a
 * reservation, who may move it where, the hold and its terms in the spec's words. Pure.
 */
export const RESERVATION_STATUSES = ['pending', 'held', 'released', 'cancelled', 'refunded', 'completed'] as const
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number]

/**
 * What a reservation record is: a deposit hold (FIN §4 Reserve) or an online purchase (FIN §4
 * Online purchase). Both hold the car while active, so one car has at most one of either.
 */
export const RESERVATION_KINDS = ['reserve', 'purchase'] as const
export type ReservationKind = (typeof RESERVATION_KINDS)[number]

/** The states that hold the car: at most one per car (the database's unique partial index). */
export const ACTIVE_STATUSES: readonly ReservationStatus[] = ['pending', 'held']
export const isActive = (status: ReservationStatus): boolean => ACTIVE_STATUSES.includes(status)

/** FIN §9: the car is held 48 hours. */
export const HOLD_HOURS = 48
export const HOLD_MS = HOLD_HOURS * 3_600_000
/** Not in the spec: an online payment not finished within an hour frees the car again. */
export const PENDING_MS = 3_600_000
/** FIN §5, §9: used cars return within 14 days, at most 500 km (carTerms.ts). */
export const RETURN_DAYS = 14
export const RETURN_KM = 500

/** pending → held → released | cancelled | refunded | completed (issue 14); a pending one may also be cancelled. */
const NEXT: Record<ReservationStatus, readonly ReservationStatus[]> = {
  pending: ['held', 'cancelled'],
  held: ['released', 'cancelled', 'refunded', 'completed'],
  released: [],
  cancelled: [],
  refunded: [],
  completed: [],
}

export const canMove = (from: ReservationStatus, to: ReservationStatus): boolean => from === to || NEXT[from].includes(to)

export const transitionMessage = (from: ReservationStatus, to: ReservationStatus): string =>
  `A ${from} reservation cannot become ${to}.`

/** The deposit in integer cents from `checkout.reserveAmount` (whole dollars; 0 or null: no reserve). */
export function depositCents(reserveAmount: number | null | undefined): number | null {
  const dollars = reserveAmount === undefined ? 200 : reserveAmount
  if (dollars === null || !Number.isFinite(dollars) || dollars <= 0) return null
  return Math.round(dollars * 100)
}

/** "$200" or "$199.50" from cents. */
export function formatCents(cents: number): string {
  const dollars = cents / 100
  return `$${dollars.toLocaleString('en-AU', { minimumFractionDigits: cents % 100 ? 2 : 0, maximumFractionDigits: 2 })}`
}

/** When a held reservation lapses. */
export const holdEndsAt = (heldAt: Date): Date => new Date(heldAt.getTime() + HOLD_MS)

/**
 * Held longer than 48 hours, or a payment left unfinished: the expiry job frees the car. A held
 * purchase does not lapse (the shopper bought it; the dealer completes or cancels it).
 */
export function isExpired(r: { status: ReservationStatus; kind?: ReservationKind; heldAt?: Date | null; createdAt: Date }, now: Date): boolean {
  if (r.status === 'held') return r.kind !== 'purchase' && r.heldAt !== null && r.heldAt !== undefined && now.getTime() - r.heldAt.getTime() >= HOLD_MS
  if (r.status === 'pending') return now.getTime() - r.createdAt.getTime() >= PENDING_MS
  return false
}

// The terms of the hold, guarantee and returns per car type and site: carTerms.ts.

export const RESERVE_MESSAGES = {
  taken: 'This car was just reserved by another shopper. Please choose another car or ask us about similar cars.',
  unavailable: 'This car cannot be reserved online.',
  closed: 'Online reservations are not offered on this site.',
  payments: 'Payments cannot be taken right now. Please try again in a moment.',
} as const
