import { describe, expect, it } from 'vitest'
import type { SpecialHoursEntry } from '../../../site/rules/holidayHours'
import type { OpeningHourEntry } from '../../../site/rules/hours'
import { addDays, isOfferedSlot, minutesOf, testDriveDays, timeOf, weekdayOf } from '../../../site/rules/testDriveSlots'

// Monday 23 Nov 2026, 09:00 in Brisbane (UTC+10, no daylight saving).
const monday9am = new Date('2026-11-22T23:00:00Z')
const weekdays = (open: string, close: string): OpeningHourEntry[] => [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'Open', open, close }))
const week: OpeningHourEntry[] = [...weekdays('08:00', '10:00'), { weekday: '6', status: 'Open', open: '09:00', close: '10:00' }, { weekday: 0, status: 'Closed' }]
const times = (days: ReturnType<typeof testDriveDays>, day: string) => days.find((d) => d.day === day)?.slots.map((s) => s.value)

describe('test-drive slots (FIN §2.7; opening and holiday hours)', () => {
  it('reads times and calendar days', () => {
    expect(minutesOf('08:30')).toBe(510)
    expect(minutesOf('8:05')).toBe(485)
    expect(minutesOf('24:00')).toBeNull()
    expect(minutesOf('')).toBeNull()
    expect(minutesOf(null)).toBeNull()
    expect(minutesOf('noon')).toBeNull()
    expect(timeOf(510)).toBe('08:30')
    expect(timeOf(0)).toBe('00:00')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(weekdayOf('2026-11-23')).toBe(1)
    expect(weekdayOf('2026-11-29')).toBe(0)
  })

  it('offers every 30 minutes from opening, the last one a drive before closing, over 14 days from today', () => {
    const days = testDriveDays(week, [], { now: new Date('2026-11-22T10:00:00Z') }) // Sunday 20:00
    expect(days.map((d) => d.day)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'])
    expect(times(days, '2026-11-23')).toEqual(['08:00', '08:30', '09:00', '09:30'])
    expect(times(days, '2026-11-28')).toEqual(['09:00', '09:30'])
    expect(days[0]!.label).toBe('Monday 23/11/2026')
    expect(days[0]!.slots[0]).toEqual({ value: '08:00', label: '8:00am' })
  })

  it('leaves out closed days, days without an entry and days without readable times', () => {
    const days = testDriveDays(
      [{ weekday: 1, status: 'closed', open: '08:00', close: '17:00' }, { weekday: 2, status: 'Open', formattedHours: '9am - 5pm' }, { weekday: 3, open: '09:00', close: '10:00' }, { weekday: 4, status: 'Open', open: '10:00', close: '10:20' }],
      [],
      { now: new Date('2026-11-22T10:00:00Z'), daysAhead: 7 },
    )
    expect(days.map((d) => d.day)).toEqual(['2026-11-25'])
  })

  it('offers no slot that has passed, nor one inside the notice, today', () => {
    const days = testDriveDays(week, [], { now: new Date('2026-11-22T22:10:00Z') }) // Monday 08:10, notice to 09:10
    expect(times(days, '2026-11-23')).toEqual(['09:30'])
    expect(testDriveDays(week, [], { now: new Date('2026-11-22T22:10:00Z'), noticeMinutes: 0 })[0]!.slots.map((s) => s.value)).toEqual(['08:30', '09:00', '09:30'])
    // A slot exactly at the earliest time is not offered (it does not start after it).
    expect(times(testDriveDays(week, [], { now: monday9am, noticeMinutes: 0 }), '2026-11-23')).toEqual(['09:30'])
  })

  it('drops today when every slot has passed', () => {
    const days = testDriveDays(week, [], { now: new Date('2026-11-23T00:00:00Z') }) // Monday 10:00
    expect(days[0]!.day).toBe('2026-11-24')
  })

  it('the notice can carry over midnight into tomorrow', () => {
    const days = testDriveDays(week, [], { now: new Date('2026-11-23T13:30:00Z'), noticeMinutes: 11 * 60 }) // Monday 23:30 + 11 h = Tuesday 10:30
    expect(days[0]!.day).toBe('2026-11-25')
  })

  it('uses the day in the time zone, not UTC', () => {
    // 23:00 UTC on Sunday is 09:00 Monday in Brisbane but 00:00 Monday in London.
    expect(testDriveDays(week, [], { now: monday9am, noticeMinutes: 0 })[0]!.day).toBe('2026-11-23')
    expect(times(testDriveDays(week, [], { now: monday9am, timeZone: 'Europe/London', noticeMinutes: 0 }), '2026-11-22')).toBeUndefined()
    expect(testDriveDays(week, [], { now: monday9am, timeZone: 'Europe/London', noticeMinutes: 0 })[0]!.day).toBe('2026-11-23')
  })

  it('holiday hours replace the weekly hours of their day: closed, shorter, or open on a closed day', () => {
    const special: SpecialHoursEntry[] = [
      { date: '2026-11-24', status: 'closed' },
      { date: '2026-11-25', status: 'Open', open: '09:00', close: '09:30' },
      { date: '2026-11-29', status: 'Open', open: '10:00', close: '11:00' },
      { date: 'not a date', status: 'closed' },
    ]
    const days = testDriveDays(week, special, { now: monday9am })
    expect(times(days, '2026-11-24')).toBeUndefined()
    expect(times(days, '2026-11-25')).toEqual(['09:00'])
    expect(times(days, '2026-11-29')).toEqual(['10:00', '10:30'])
    expect(times(days, '2026-11-26')).toEqual(['08:00', '08:30', '09:00', '09:30'])
  })

  it('a By appointment only day offers its times when it has them, none otherwise', () => {
    const days = testDriveDays([{ weekday: 1, status: 'appointment', open: '09:00', close: '10:00' }, { weekday: 2, status: 'appointment' }], [], { now: new Date('2026-11-22T10:00:00Z'), daysAhead: 3 })
    expect(days.map((d) => [d.day, d.slots.length])).toEqual([['2026-11-23', 2]])
  })

  it('takes the step, drive length and range as parameters', () => {
    const days = testDriveDays(week, [], { now: new Date('2026-11-22T10:00:00Z'), daysAhead: 2, stepMinutes: 60, durationMinutes: 60 })
    expect(days).toEqual([{ day: '2026-11-23', label: 'Monday 23/11/2026', slots: [{ value: '08:00', label: '8:00am' }, { value: '09:00', label: '9:00am' }] }])
    expect(testDriveDays(week, [], { now: monday9am, daysAhead: 0 })).toEqual([])
    expect(testDriveDays([], [], { now: monday9am })).toEqual([])
  })

  it('checks a chosen day and time against the offer', () => {
    const days = testDriveDays(week, [], { now: monday9am })
    expect(isOfferedSlot(days, '2026-11-24', '08:00')).toBe(true)
    expect(isOfferedSlot(days, '2026-11-24', '08:15')).toBe(false)
    expect(isOfferedSlot(days, '2026-11-29', '09:00')).toBe(false)
    expect(isOfferedSlot(days, '2026-11-23', '08:00')).toBe(false)
  })
})
