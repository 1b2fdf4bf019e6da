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

/** What a stored expiry says today: a date from today on, Unregistered where shown, unreadable text, or nothing. */
type RegoReading = { kind: 'date'; date: string } | { kind: 'unregistered' } | { kind: 'unreadable'; text: string } | null

function readRego(regoExpiry: string | Date | null | undefined, options: RegoOptions): RegoReading {
  if (!regoExpiry) return null
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE
  const expiry = expiryDay(regoExpiry, timeZone)
  if (expiry === null) return typeof regoExpiry === 'string' && regoExpiry.trim() ? { kind: 'unreadable', text: regoExpiry.trim() } : null
  if (expiry < formatInTimeZone(options.now, timeZone, 'yyyy-MM-dd')) return options.showUnregistered ? { kind: 'unregistered' } : null
  return { kind: 'date', date: expiry.split('-').reverse().join('/') }
}

/**
 * The expiry as the key information's Rego Expiry shows it: dd/MM/yyyy for an expiry today or later
 * (a registration runs through its expiry day); before today, `Unregistered` where
 * `vehiclePage.showUnregistered` is on, else nothing (INV §4). An unreadable value (TBA) is shown
 * as stored; nothing for a missing one.
 */
export function regoExpiryValue(regoExpiry: string | Date | null | undefined, options: RegoOptions): string | null {
  const reading = readRego(regoExpiry, options)
  if (reading === null) return null
  return reading.kind === 'date' ? reading.date : reading.kind === 'unregistered' ? UNREGISTERED : reading.text
}

/**
 * `Expires on dd/MM/yyyy` for an expiry today or later; before today, `Unregistered` where
 * `vehiclePage.showUnregistered` is on, else nothing. Nothing for a missing or unreadable date.
 */
export function regoExpiryText(regoExpiry: string | Date | null | undefined, options: RegoOptions): string | null {
  const reading = readRego(regoExpiry, options)
  return reading?.kind === 'date' ? `Expires on ${reading.date}` : reading?.kind === 'unregistered' ? UNREGISTERED : null
}
