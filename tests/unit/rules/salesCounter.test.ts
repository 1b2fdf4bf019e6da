import fc from 'fast-check'
import { formatInTimeZone } from 'date-fns-tz'
import { describe, expect, it } from 'vitest'
import { SALES_COUNTER_REFRESH_SECONDS, SALES_COUNTER_TIME_ZONE, SALES_PER_DAY, SECONDS_PER_SALE, salesCount } from '../../../site/rules/salesCounter'

// Brisbane is UTC+10 all year: midnight there is 14:00 UTC the day before.
const at = (iso: string) => salesCount(new Date(iso))

describe('sales counter (FIN §4, FIN §9: 192 a day, one per 450 s, cumulative by day of month, Brisbane time)', () => {
  it('has the spec numbers', () => {
    expect([SALES_PER_DAY, SECONDS_PER_SALE, SALES_COUNTER_REFRESH_SECONDS, SALES_COUNTER_TIME_ZONE]).toEqual([192, 450, 150, 'Australia/Brisbane'])
    expect(SALES_PER_DAY * SECONDS_PER_SALE).toBe(86400)
  })

  it.each([
    ['exactly midnight on the 1st', '2026-10-31T14:00:00.000Z', 0],
    ['449 s into the 1st', '2026-10-31T14:07:29.000Z', 0],
    ['449.999 s into the 1st', '2026-10-31T14:07:29.999Z', 0],
    ['450 s into the 1st', '2026-10-31T14:07:30.000Z', 1],
    ['899 s', '2026-10-31T14:14:59.000Z', 1],
    ['900 s', '2026-10-31T14:15:00.000Z', 2],
    ['noon on the 1st', '2026-11-01T02:00:00.000Z', 96],
    ['the last second of the 1st', '2026-11-01T13:59:59.999Z', 191],
    ['exactly midnight on the 2nd', '2026-11-01T14:00:00.000Z', 192],
    ['noon on the 23rd', '2026-11-23T02:00:00.000Z', 22 * 192 + 96],
    ['the last second of 30 November', '2026-11-30T13:59:59.000Z', 29 * 192 + 191],
    ['exactly midnight on 1 December', '2026-11-30T14:00:00.000Z', 0],
    ['exactly midnight on the 31st', '2026-12-30T14:00:00.000Z', 30 * 192],
    ['the last second of the 31st', '2026-12-31T13:59:59.000Z', 5951],
    ['exactly midnight on 1 January', '2026-12-31T14:00:00.000Z', 0],
    ['28 February, last second', '2026-02-28T13:59:59.000Z', 27 * 192 + 191],
    ['29 February in a leap year', '2028-02-28T14:00:00.000Z', 28 * 192],
  ])('%s (%s) → %i', (_, iso, count) => expect(at(iso)).toBe(count))

  it('counts the Brisbane day, not the UTC day', () => {
    // 23:00 UTC on the 1st is already 09:00 on the 2nd in Brisbane.
    expect(at('2026-11-01T23:00:00.000Z')).toBe(192 + 72)
  })

  it.each([
    ['January (Sydney on daylight time)', '2026-01-15T14:00:00.000Z'],
    ['July', '2026-07-15T14:00:00.000Z'],
    ['the night Sydney starts daylight time', '2026-10-03T14:00:00.000Z'],
    ['the night Sydney ends daylight time', '2026-04-04T14:00:00.000Z'],
  ])('has no daylight saving: midnight is 14:00 UTC in %s', (_, iso) => {
    const day = Number(formatInTimeZone(new Date(iso), 'UTC', 'd')) + 1
    expect(at(iso)).toBe((day - 1) * 192)
    expect(salesCount(new Date(new Date(iso).getTime() - 1))).toBe((day - 2) * 192 + 191)
  })

  it('rises by exactly one every 450 s within a month, and is monotonic', () => {
    const month = (d: Date) => formatInTimeZone(d, 'Australia/Brisbane', 'yyyy-MM')
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true }), fc.integer({ min: 0, max: 5 * 86400 }), (t, step) => {
        const later = new Date(t.getTime() + step * 1000)
        const next = new Date(t.getTime() + SECONDS_PER_SALE * 1000)
        const count = salesCount(t)
        expect(count).toBeGreaterThanOrEqual(0)
        expect(count).toBeLessThanOrEqual(30 * 192 + 191)
        if (month(next) === month(t)) expect(salesCount(next)).toBe(count + 1)
        if (month(later) === month(t)) expect(salesCount(later)).toBeGreaterThanOrEqual(count)
        else expect(salesCount(later)).toBeLessThan(Number(formatInTimeZone(later, 'Australia/Brisbane', 'd')) * 192)
      }),
    )
  })
})
