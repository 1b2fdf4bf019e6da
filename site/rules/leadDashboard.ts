/**
 * The dealer dashboard's time windows (issue 12 item 6): today and this week in the dealer's time
 * zone, and "still new after one business hour". Not in the specs: business hours are taken as
 * Monday to Friday 9:00 to 17:00 local time (the dashboard does not know each location's hours).
 */
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz'
import { DEFAULT_TIME_ZONE } from './rego'

export const BUSINESS_HOURS = { days: [1, 2, 3, 4, 5], open: 9, close: 17 } as const

type Local = { day: string; weekday: number; hour: number; minute: number }

const local = (at: Date, timeZone: string): Local => ({
  day: formatInTimeZone(at, timeZone, 'yyyy-MM-dd'),
  weekday: Number(formatInTimeZone(at, timeZone, 'i')) % 7,
  hour: Number(formatInTimeZone(at, timeZone, 'H')),
  minute: Number(formatInTimeZone(at, timeZone, 'm')),
})

/** The calendar day (yyyy-MM-dd) of `at` in the time zone: the day analytics counts fall on. */
export const dayOf = (at: Date, timeZone = DEFAULT_TIME_ZONE): string => local(at, timeZone).day

/** Midnight of `now`'s day in the time zone. */
export const startOfToday = (now: Date, timeZone = DEFAULT_TIME_ZONE): Date => fromZonedTime(`${local(now, timeZone).day}T00:00:00`, timeZone)

/** Midnight of the Monday of `now`'s week in the time zone. */
export function startOfWeek(now: Date, timeZone = DEFAULT_TIME_ZONE): Date {
  const { weekday } = local(now, timeZone)
  const back = (weekday + 6) % 7
  const monday = new Date(startOfToday(now, timeZone).getTime() - back * 86_400_000 + 12 * 3_600_000)
  return startOfToday(monday, timeZone)
}

const isBusinessMinute = (at: Date, timeZone: string): boolean => {
  const { weekday, hour } = local(at, timeZone)
  return (BUSINESS_HOURS.days as readonly number[]).includes(weekday) && hour >= BUSINESS_HOURS.open && hour < BUSINESS_HOURS.close
}

/**
 * The instant one business hour before `now`: a lead created before it has waited at least an
 * hour of business time. Walks back minute by minute (at most a long weekend's worth).
 */
export function oneBusinessHourBefore(now: Date, timeZone = DEFAULT_TIME_ZONE): Date {
  let at = new Date(Math.floor(now.getTime() / 60_000) * 60_000)
  let minutes = 0
  for (let step = 0; step < 14 * 24 * 60 && minutes < 60; step++) {
    at = new Date(at.getTime() - 60_000)
    if (isBusinessMinute(at, timeZone)) minutes++
  }
  return at
}
