import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { conversionPercent, countView, localDay, shownViewsLabel, VIEWED_TODAY_LIMIT, viewsLabel } from '../../../site/rules/analytics'

describe('countView (one view per browser per day)', () => {
  it('counts the first view of a car on a day and remembers it', () => {
    expect(countView(null, 7, '2026-11-25')).toEqual({ count: true, next: { day: '2026-11-25', ids: [7] } })
  })
  it('does not count the same car again that day; another car counts', () => {
    const state = { day: '2026-11-25', ids: [7] }
    expect(countView(state, 7, '2026-11-25')).toEqual({ count: false, next: state })
    expect(countView(state, 8, '2026-11-25')).toEqual({ count: true, next: { day: '2026-11-25', ids: [7, 8] } })
  })
  it('counts again the next day, forgetting the day before', () => {
    expect(countView({ day: '2026-11-24', ids: [7, 9] }, 7, '2026-11-25')).toEqual({ count: true, next: { day: '2026-11-25', ids: [7] } })
  })
  it.each([['text', 'junk'], ['a list', [7]], ['no ids', { day: '2026-11-25' }], ['ids not numbers', { day: '2026-11-25', ids: ['7'] }]])('starts afresh from %s', (_, remembered) => {
    expect(countView(remembered, 7, '2026-11-25').count).toBe(true)
  })
  it(`remembers at most ${VIEWED_TODAY_LIMIT} cars, the latest`, () => {
    const state = { day: 'd', ids: Array.from({ length: VIEWED_TODAY_LIMIT }, (_, i) => i + 1) }
    const { next } = countView(state, 9999, 'd')
    expect(next.ids).toHaveLength(VIEWED_TODAY_LIMIT)
    expect(next.ids.at(-1)).toBe(9999)
    expect(next.ids).not.toContain(1)
  })
  it('property: a second identical view the same day never counts', () => {
    fc.assert(fc.property(fc.integer({ min: 1 }), fc.string(), fc.anything(), (car, day, remembered) => {
      const first = countView(remembered, car, day)
      expect(countView(first.next, car, day).count).toBe(false)
    }))
  })
})

describe('localDay', () => {
  it('is the local calendar day, zero padded', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05')
    expect(localDay(new Date(2026, 10, 25, 0, 0))).toBe('2026-11-25')
  })
})

describe('conversionPercent (views → leads)', () => {
  it.each([[0, 0, null], [0, 3, null], [10, 1, 10], [3, 1, 33.3], [200, 0, 0], [7, 7, 100]])('%i views, %i leads: %s', (views, leads, expected) => {
    expect(conversionPercent(views, leads)).toBe(expected)
  })
})

describe('viewsLabel', () => {
  it.each([[0, '0 views'], [1, '1 view'], [2, '2 views'], [1234, '1,234 views']])('%i reads %s', (views, label) => expect(viewsLabel(views)).toBe(label))
})

describe('shownViewsLabel (vehiclePage.minViewsShown)', () => {
  it.each([
    [0, 1, null], [1, 1, '1 view'], [2, 1, '2 views'], [9, 10, null], [10, 10, '10 views'], [1234, 10, '1,234 views'],
    // A minimum below 1 (outside the schema) still never shows "0 views".
    [0, 0, null], [0, -5, null],
  ] as const)('%i views with a minimum of %i: %s', (views, minimum, label) => expect(shownViewsLabel(views, minimum)).toBe(label))
})
