/**
 * Test-drive date and time slots (FIN §2.7: "optional date and time; a two-step dialog; an
 * appointment availability fetch exists"; issue: slots come from the location's opening hours and
 * holiday hours, no past or closed slots).
 *
 * A day's hours are its special (holiday) entry when it has one, otherwise its weekly entry. A day
 * that is closed, has no entry, or has no readable open and close times offers no slot; a
 * By appointment only day offers its times when it has them. Slots start every `stepMinutes` from
 * opening; the last one starts `durationMinutes` before closing. A slot that does not start after
 * `now` (plus `noticeMinutes`) is past. Days without a slot are left out.
 *
 * Not in the specs: how far ahead (14 days), the slot step (30 minutes), how long a drive takes
 * (30 minutes) and the notice (60 minutes). They are parameters with these defaults.
 */
import { calendarDay, DEFAULT_TIME_ZONE, displayDate, today } from './dates'
import { DAY_NAMES, formatTime, type OpeningHourEntry } from './hours'
import type { SpecialHoursEntry } from './holidayHours'
import { zonedTimeOfDay } from './zonedTime'

export const TEST_DRIVE_DAYS_AHEAD = 14
export const TEST_DRIVE_STEP_MINUTES = 30
export const TEST_DRIVE_DURATION_MINUTES = 30
export const TEST_DRIVE_NOTICE_MINUTES = 60

export type TestDriveSlot = { value: string; label: string }
export type TestDriveDay = { day: string; label: string; slots: TestDriveSlot[] }

export type TestDriveSlotOptions = {
  now: Date
  timeZone?: string
  daysAhead?: number
  stepMinutes?: number
  durationMinutes?: number
  noticeMinutes?: number
}

/** `08:30` → 510; anything that is not a 24-hour HH:mm is null. */
export function minutesOf(value: string | null | undefined): number | null {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(String(value ?? '').trim())
  return match ? Number(match[1]) * 60 + Number(match[2]) : null
}

/** 510 → `08:30`. */
export const timeOf = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** The calendar day `offset` days after `day` (both yyyy-MM-dd). */
export function addDays(day: string, offset: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + offset)
  return date.toISOString().slice(0, 10)
}

/** 0 Sunday … 6 Saturday of a yyyy-MM-dd day. */
export const weekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay()

/** The entry that decides a day: its special entry, else its weekly one. */
function entryFor(day: string, weekly: readonly OpeningHourEntry[], special: readonly SpecialHoursEntry[], timeZone: string): Omit<OpeningHourEntry, 'weekday'> | undefined {
  const holiday = special.find((entry) => calendarDay(entry.date, timeZone) === day)
  if (holiday) return holiday
  const weekday = weekdayOf(day)
  return weekly.find((entry) => Number(entry.weekday) === weekday)
}

/** The start minutes a day's entry offers, before the past is removed. */
function startsOf(entry: Omit<OpeningHourEntry, 'weekday'> | undefined, step: number, duration: number): number[] {
  if (!entry || entry.status?.trim().toLowerCase() === 'closed') return []
  const open = minutesOf(entry.open)
  const close = minutesOf(entry.close)
  if (open === null || close === null) return []
  const starts: number[] = []
  for (let start = open; start + duration <= close; start += step) starts.push(start)
  return starts
}

/** The bookable days and times of a location, earliest first. */
export function testDriveDays(weekly: readonly OpeningHourEntry[], special: readonly SpecialHoursEntry[], options: TestDriveSlotOptions): TestDriveDay[] {
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE
  const step = Math.max(5, options.stepMinutes ?? TEST_DRIVE_STEP_MINUTES)
  const duration = Math.max(0, options.durationMinutes ?? TEST_DRIVE_DURATION_MINUTES)
  const notice = Math.max(0, options.noticeMinutes ?? TEST_DRIVE_NOTICE_MINUTES)
  const earliest = new Date(options.now.getTime() + notice * 60_000)
  const firstDay = today(earliest, timeZone)
  const firstMinute = minutesOf(zonedTimeOfDay(earliest, timeZone)) ?? 0
  const start = today(options.now, timeZone)
  const days: TestDriveDay[] = []
  for (let offset = 0; offset < (options.daysAhead ?? TEST_DRIVE_DAYS_AHEAD); offset += 1) {
    const day = addDays(start, offset)
    if (day < firstDay) continue
    const starts = startsOf(entryFor(day, weekly, special, timeZone), step, duration).filter((minute) => day > firstDay || minute > firstMinute)
    if (starts.length === 0) continue
    days.push({
      day,
      label: `${DAY_NAMES[weekdayOf(day)]} ${displayDate(day)}`,
      slots: starts.map((minute) => ({ value: timeOf(minute), label: formatTime(timeOf(minute)) ?? timeOf(minute) })),
    })
  }
  return days
}

/** Whether a chosen day and time is one of the offered slots (the server checks the same). */
export const isOfferedSlot = (days: readonly TestDriveDay[], day: string, time: string): boolean =>
  days.some((candidate) => candidate.day === day && candidate.slots.some((slot) => slot.value === time))
