/** Registration expiry text (INV §4 Other widgets, FIN §4; date format FIN §9). */
import { format, isValid, parse } from 'date-fns'
import { formatInTimeZone } from 'date-fns-tz'
import { DEFAULT_TIME_ZONE } from './zonedTime'

export const UNREGISTERED = 'Unregistered'
/**
 * "Today" is a calendar day somewhere; the specs name no dealer time zone. Brisbane is the only
 * one they use (FIN §9 sales counter), so it is the default; callers may pass the dealer's.
 */
export { DEFAULT_TIME_ZONE }

const DAY_FORMATS = ['yyyy-MM-dd', 'dd/MM/yyyy'] as const

/**
 * The expiry as a yyyy-MM-dd calendar day. A plain date (yyyy-MM-dd or dd/MM/yyyy) is taken as
 * written; an ISO timestamp or a Date is read in `timeZone`. Impossible dates (31 February) and
 * anything else give null.
 */
export function expiryDay(value: string | Date, timeZone: string): string | null {
  if (value instanceof Date) return isValid(value) ? formatInTimeZone(value, timeZone, 'yyyy-MM-dd') : null
  const text = value.trim()
  for (const pattern of DAY_FORMATS) {
    const day = parse(text, pattern, new Date(0))
    if (isValid(day)) return format(day, 'yyyy-MM-dd')
  }
  // Only an ISO timestamp with a real calendar day: Date would roll 2026-02-31 over to March.
  const timestamp = /^(\d{4}-\d{2}-\d{2})T/.exec(text)
  if (!timestamp || expiryDay(timestamp[1] as string, timeZone) === null) return null
  return expiryDay(new Date(text), timeZone)
}

export type RegoOptions = { now: Date; showUnregistered: boolean; timeZone?: string }

/**
 * `Expires on dd/MM/yyyy` for an expiry today or later (a registration runs through its expiry
 * day); before today, `Unregistered` where `vehiclePage.showUnregistered` is on, else nothing.
 * Nothing for a missing or unreadable date.
 */
export function regoExpiryText(regoExpiry: string | Date | null | undefined, options: RegoOptions): string | null {
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE
  const expiry = regoExpiry ? expiryDay(regoExpiry, timeZone) : null
  if (expiry === null) return null
  if (expiry < formatInTimeZone(options.now, timeZone, 'yyyy-MM-dd')) return options.showUnregistered ? UNREGISTERED : null
  const [year, month, day] = expiry.split('-')
  return `Expires on ${day}/${month}/${year}`
}
