/**
 * Dates (FIN §9 Other: "date format dd/MM/yyyy; an end-of-current-month helper exists").
 *
 * A date is a calendar day in a time zone. The specs name only Brisbane (FIN §9 sales counter), so
 * it is the default (`DEFAULT_TIME_ZONE`, shared with the rego text); callers may pass the dealer's.
 */
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz'
import { DEFAULT_TIME_ZONE, expiryDay } from './rego'
import { zonedDay } from './zonedTime'

export { DEFAULT_TIME_ZONE }
export const DATE_FORMAT = 'dd/MM/yyyy'

/**
 * The yyyy-MM-dd calendar day of a value: a plain date (yyyy-MM-dd or dd/MM/yyyy) as written, an
 * ISO timestamp or a Date read in `timeZone`; null when unreadable or impossible (31/02/2026).
 */
export const calendarDay = (value: string | Date, timeZone: string = DEFAULT_TIME_ZONE): string | null => expiryDay(value, timeZone)

/** A yyyy-MM-dd calendar day as dd/MM/yyyy. */
export const displayDate = (day: string) => day.split('-').reverse().join('/')

/** A value as dd/MM/yyyy (FIN §9); null when missing or unreadable. */
export function formatDate(value: string | Date | null | undefined, timeZone: string = DEFAULT_TIME_ZONE): string | null {
  const day = value ? calendarDay(value, timeZone) : null
  return day === null ? null : displayDate(day)
}

/** Today's calendar day (yyyy-MM-dd) in `timeZone`. */
export const today = (now: Date, timeZone: string = DEFAULT_TIME_ZONE): string => zonedDay(now, timeZone)

/** The last calendar day (yyyy-MM-dd) of the month `now` falls in, in `timeZone`. */
export function lastDayOfMonth(now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const [year, month] = formatInTimeZone(now, timeZone, 'yyyy-MM').split('-').map(Number) as [number, number]
  // Day 0 of the next month is the last day of this one.
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return `${year}-${String(month).padStart(2, '0')}-${days}`
}

/** The end of the current month (FIN §9): the last millisecond of its last day in `timeZone`. */
export const endOfCurrentMonth = (now: Date, timeZone: string = DEFAULT_TIME_ZONE): Date => fromZonedTime(`${lastDayOfMonth(now, timeZone)}T23:59:59.999`, timeZone)
