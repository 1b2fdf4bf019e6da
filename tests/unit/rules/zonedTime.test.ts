import { formatInTimeZone, fromZonedTime } from 'date-fns-tz'
import { describe, expect, it } from 'vitest'
import { DEFAULT_TIME_ZONE, wallClockInstant, zonedDay, zonedParts, zonedTimeOfDay } from '../../../site/rules/zonedTime'

// Zones with and without daylight saving, half- and quarter-hour offsets, both hemispheres.
const ZONES = ['Australia/Brisbane', 'Australia/Sydney', 'Australia/Adelaide', 'Australia/Lord_Howe', 'Australia/Perth', 'Australia/Darwin', 'UTC', 'America/New_York', 'Pacific/Chatham']

const DAY = 24 * 60 * 60_000
/** Every 7¾ hours (plus odd milliseconds) for two years, and every 15 minutes around each 2026 transition of these zones. */
const TRANSITIONS_2026 = ['2026-03-08', '2026-04-05', '2026-09-27', '2026-10-04', '2026-11-01']
const instants = [
  ...Array.from({ length: (2 * 365 * 24 * 60) / 465 }, (_, i) => new Date(Date.UTC(2025, 0, 1) + i * 465 * 60_000 + (i % 997))),
  ...TRANSITIONS_2026.flatMap((day) => Array.from({ length: (2 * DAY) / (15 * 60_000) }, (_, i) => new Date(Date.parse(`${day}T00:00:00Z`) - DAY + i * 15 * 60_000))),
]

describe('zonedParts, zonedDay and zonedTimeOfDay', () => {
  it.each(ZONES)('read the same day and time as date-fns-tz in %s', (zone) => {
    for (const instant of instants) {
      expect(zonedDay(instant, zone)).toBe(formatInTimeZone(instant, zone, 'yyyy-MM-dd'))
      expect(zonedTimeOfDay(instant, zone)).toBe(formatInTimeZone(instant, zone, 'HH:mm'))
      expect(zonedParts(instant, zone).second).toBe(Number(formatInTimeZone(instant, zone, 's')))
    }
  })

  it('reads Brisbane by default, midnight as hour 0', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Australia/Brisbane')
    expect(zonedParts(new Date('2026-11-26T14:00:00Z'))).toEqual({ year: 2026, month: 11, day: 27, hour: 0, minute: 0, second: 0 })
    expect(zonedDay(new Date('2026-12-31T13:59:59.999Z'))).toBe('2026-12-31')
    expect(zonedDay(new Date('2026-12-31T14:00:00Z'))).toBe('2027-01-01')
    expect(zonedTimeOfDay(new Date('2026-06-01T23:30:00Z'))).toBe('09:30')
  })
})

describe('wallClockInstant', () => {
  it.each(ZONES)('gives the same instant as date-fns-tz fromZonedTime in %s, skipped and repeated hours included', (zone) => {
    for (const instant of instants) {
      // the wall clock this instant shows, and one read as UTC (lands in skipped hours too)
      for (const wall of [formatInTimeZone(instant, zone, "yyyy-MM-dd'T'HH:mm:ss.SSS"), formatInTimeZone(instant, 'UTC', "yyyy-MM-dd'T'HH:mm")]) {
        expect(wallClockInstant(wall, zone)?.getTime(), `${zone} ${wall}`).toBe(fromZonedTime(wall, zone).getTime())
      }
    }
  })

  it('reads the named cases', () => {
    // Brisbane is UTC+10 all year
    expect(wallClockInstant('2026-07-01')?.toISOString()).toBe('2026-06-30T14:00:00.000Z')
    expect(wallClockInstant('2026-07-01T23:59:59.999')?.toISOString()).toBe('2026-07-01T13:59:59.999Z')
    expect(wallClockInstant('2026-07-01T09:30', 'Australia/Brisbane')?.toISOString()).toBe('2026-06-30T23:30:00.000Z')
    expect(wallClockInstant('2026-07-01T09:30:15.5', 'UTC')?.toISOString()).toBe('2026-07-01T09:30:15.500Z')
    // Sydney: 02:30 on the first Sunday of October 2026 is skipped; it reads with the new offset (+11)
    expect(wallClockInstant('2026-10-04T02:30', 'Australia/Sydney')?.toISOString()).toBe('2026-10-03T15:30:00.000Z')
    // Sydney: 02:30 on the first Sunday of April 2026 happens twice; the first (+11) is taken
    expect(wallClockInstant('2026-04-05T02:30', 'Australia/Sydney')?.toISOString()).toBe(fromZonedTime('2026-04-05T02:30', 'Australia/Sydney').toISOString())
  })

  it.each(['', '2026-7-1', '2026-07-01T9:30', '2026-07-01 09:30', '2026-07-01T09:30Z', '2026-07-01T09:30+10:00', '01/07/2026', 'soon', '2026-07-01T09:30:15.1234'])('gives null for %j', (text) => {
    expect(wallClockInstant(text)).toBeNull()
  })
})
