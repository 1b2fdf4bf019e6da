import { describe, expect, it } from 'vitest'
import { canMove, depositCents, formatCents, HOLD_MS, isActive, isExpired, PENDING_MS, RESERVATION_STATUSES, transitionMessage } from '../../../site/rules/reservation'

describe('reservation states', () => {
  it('only pending and held hold the car', () => {
    expect(RESERVATION_STATUSES.filter(isActive)).toEqual(['pending', 'held'])
  })
  it.each([
    ['pending', 'held', true],
    ['pending', 'cancelled', true],
    ['pending', 'completed', false],
    ['pending', 'refunded', false],
    ['held', 'released', true],
    ['held', 'cancelled', true],
    ['held', 'refunded', true],
    ['held', 'completed', true],
    ['held', 'pending', false],
    ['completed', 'held', false],
    ['released', 'held', false],
    ['refunded', 'cancelled', false],
    ['cancelled', 'cancelled', true],
  ] as const)('%s → %s: %s', (from, to, ok) => expect(canMove(from, to)).toBe(ok))
  it('names the refused move', () => expect(transitionMessage('completed', 'held')).toBe('A completed reservation cannot become held.'))
})

describe('deposit (checkout.reserveAmount)', () => {
  it('defaults to $200, in cents', () => expect(depositCents(undefined)).toBe(20000))
  it.each([[0, null], [null, null], [-5, null], [500, 50000], [199.5, 19950], [Number.NaN, null]])('%s → %s', (amount, cents) => expect(depositCents(amount)).toBe(cents))
  it('formats whole dollars without cents', () => {
    expect(formatCents(20000)).toBe('$200')
    expect(formatCents(150000)).toBe('$1,500')
    expect(formatCents(19950)).toBe('$199.50')
  })
})

describe('the 48-hour hold', () => {
  const t0 = new Date('2026-11-25T00:00:00Z')
  const at = (ms: number) => new Date(t0.getTime() + ms)
  it('a held reservation lapses at exactly 48 hours', () => {
    expect(isExpired({ status: 'held', heldAt: t0, createdAt: t0 }, at(HOLD_MS - 1))).toBe(false)
    expect(isExpired({ status: 'held', heldAt: t0, createdAt: t0 }, at(HOLD_MS))).toBe(true)
    expect(isExpired({ status: 'held', heldAt: null, createdAt: t0 }, at(HOLD_MS * 2))).toBe(false)
    // a held online purchase waits for the dealer; a purchase whose payment never finished lapses like a deposit
    expect(isExpired({ status: 'held', kind: 'purchase', heldAt: t0, createdAt: t0 }, at(HOLD_MS * 10))).toBe(false)
    expect(isExpired({ status: 'held', kind: 'reserve', heldAt: t0, createdAt: t0 }, at(HOLD_MS))).toBe(true)
    expect(isExpired({ status: 'pending', kind: 'purchase', createdAt: t0 }, at(PENDING_MS))).toBe(true)
  })
  it('an unfinished payment lapses after an hour; finished ones never', () => {
    expect(isExpired({ status: 'pending', createdAt: t0 }, at(PENDING_MS - 1))).toBe(false)
    expect(isExpired({ status: 'pending', createdAt: t0 }, at(PENDING_MS))).toBe(true)
    expect(isExpired({ status: 'completed', heldAt: t0, createdAt: t0 }, at(HOLD_MS * 10))).toBe(false)
  })
})

