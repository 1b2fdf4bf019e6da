import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { calendarDay, DATE_FORMAT, DEFAULT_TIME_ZONE, displayDate, endOfCurrentMonth, formatDate, lastDayOfMonth, today } from '../../../site/rules/dates'

describe('dd/MM/yyyy dates (FIN §9)', () => {
  it('has the spec format and the Brisbane default zone', () => expect([DATE_FORMAT, DEFAULT_TIME_ZONE]).toEqual(['dd/MM/yyyy', 'Australia/Brisbane']))

  it.each<[string | Date | null | undefined, string | null]>([
    ['2026-01-05', '05/01/2026'],
    ['2026-12-31', '31/12/2026'],
    ['05/01/2026', '05/01/2026'],
    ['2024-02-29', '29/02/2024'],
    ['2026-02-29', null],
    ['31/02/2026', null],
    // Midnight in Brisbane is 14:00 UTC the day before.
    ['2026-11-22T13:59:59.999Z', '22/11/2026'],
    ['2026-11-22T14:00:00.000Z', '23/11/2026'],
    [new Date('2026-11-22T14:00:00.000Z'), '23/11/2026'],
    [new Date('2026-11-22T13:59:59.999Z'), '22/11/2026'],
    ['not a date', null],
    ['', null],
    [null, null],
    [undefined, null],
    [new Date(Number.NaN), null],
  ])('%j → %s', (value, expected) => expect(formatDate(value)).toBe(expected))

  it('reads a timestamp in the given zone', () => {
    expect(formatDate('2026-11-22T13:30:00.000Z', 'Australia/Perth')).toBe('22/11/2026')
    expect(formatDate('2026-11-22T13:30:00.000Z', 'Australia/Sydney')).toBe('23/11/2026')
    expect(calendarDay(new Date('2026-07-01T00:00:00Z'), 'UTC')).toBe('2026-07-01')
  })

  it('turns a calendar day into dd/MM/yyyy', () => expect(displayDate('2026-03-09')).toBe('09/03/2026'))

  it('gives today in Brisbane, changing at midnight there', () => {
    expect(today(new Date('2026-11-22T13:59:59.999Z'))).toBe('2026-11-22')
    expect(today(new Date('2026-11-22T14:00:00.000Z'))).toBe('2026-11-23')
    expect(today(new Date('2026-11-22T14:00:00.000Z'), 'UTC')).toBe('2026-11-22')
  })

  it('round-trips every day between 1990 and 2100', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }), (date) => {
        const day = date.toISOString().slice(0, 10)
        const shown = formatDate(day)
        expect(shown).toBe(`${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`)
        expect(formatDate(shown)).toBe(shown)
      }),
    )
  })
})

describe('end of the current month (FIN §9)', () => {
  it.each([
    ['2026-01-15T00:00:00Z', '2026-01-31'],
    ['2026-02-10T00:00:00Z', '2026-02-28'],
    ['2024-02-10T00:00:00Z', '2024-02-29'],
    ['2026-04-30T13:59:59Z', '2026-04-30'],
    // 14:00 UTC on 30 April is midnight on 1 May in Brisbane.
    ['2026-04-30T14:00:00Z', '2026-05-31'],
    ['2026-12-31T13:00:00Z', '2026-12-31'],
    ['2026-12-31T14:00:00Z', '2027-01-31'],
  ])('%s → last day %s', (now, last) => expect(lastDayOfMonth(new Date(now))).toBe(last))

  it('is the last millisecond of that day in the zone', () => {
    expect(endOfCurrentMonth(new Date('2026-11-23T01:00:00Z')).toISOString()).toBe('2026-11-30T13:59:59.999Z')
    expect(endOfCurrentMonth(new Date('2026-11-23T01:00:00Z'), 'UTC').toISOString()).toBe('2026-11-30T23:59:59.999Z')
    // Sydney is on daylight time (UTC+11) at the end of November.
    expect(endOfCurrentMonth(new Date('2026-11-23T01:00:00Z'), 'Australia/Sydney').toISOString()).toBe('2026-11-30T12:59:59.999Z')
  })

  it('is never before now and always in the same month', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-01T00:00:00Z'), noInvalidDate: true }), (now) => {
        const end = endOfCurrentMonth(now)
        expect(end.getTime()).toBeGreaterThanOrEqual(now.getTime())
        expect(today(end).slice(0, 7)).toBe(today(now).slice(0, 7))
        expect(today(new Date(end.getTime() + 1)).slice(8)).toBe('01')
      }),
    )
  })
})
