/**
 * Time to first response (issue 49 item 3): the business minutes between a lead and the first
 * reply or logged call, counted only while the lead's location is open (its weekly hours, with a
 * holiday entry for the day first, in the location's own time zone: `entryToday`). A lead with no
 * location, or a location with no hours, counts the dashboard's business hours (Mon–Fri 9:00–17:00
 * in the default zone). By-appointment and closed days count nothing. Not in the specs.
 */
import { BUSINESS_HOURS } from './leadDashboard'
import { entryToday, timeZoneOfState, type HoursLocation } from './openNow'
import { hoursCell, CLOSED, BY_APPOINTMENT } from './hours'
import { wallClockInstant, zonedDay } from './zonedTime'

/** A wait longer than this is counted up to it (a year of days is never walked). */
export const MAX_DAYS = 120

const pad = (n: number) => String(n).padStart(2, '0')
const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/

/** The next calendar day of `yyyy-MM-dd`. */
const nextDay = (day: string): string => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const next = new Date(Date.UTC(y, m - 1, d + 1))
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`
}

const DEFAULT_LOCATION: HoursLocation = {
  name: '',
  openingHours: BUSINESS_HOURS.days.map((weekday) => ({ weekday, status: 'open', open: `${pad(BUSINESS_HOURS.open)}:00`, close: `${pad(BUSINESS_HOURS.close)}:00` })),
}

/** The location whose hours count: its own when it has any, else the default business hours. */
const hoursOf = (location: HoursLocation | null | undefined): HoursLocation =>
  location && location.openingHours.length > 0 ? location : { ...DEFAULT_LOCATION, state: location?.state ?? null }

/** The open interval of one local day, or null when the location does not open then (closed, by appointment, no times). */
function openInterval(location: HoursLocation, day: string, zone: string): [Date, Date] | null {
  const noon = wallClockInstant(`${day}T12:00`, zone)
  if (!noon) return null
  const entry = entryToday(location, noon)
  const cell = hoursCell(entry)
  if (!entry || cell.kind !== 'text' || cell.text === CLOSED || cell.text === BY_APPOINTMENT) return null
  const open = TIME.exec(String(entry.open ?? '').trim())
  const close = TIME.exec(String(entry.close ?? '').trim())
  if (!open || !close) return null
  const start = wallClockInstant(`${day}T${pad(Number(open[1]))}:${open[2]}`, zone)
  const end = wallClockInstant(`${day}T${pad(Number(close[1]))}:${close[2]}`, zone)
  return start && end && end > start ? [start, end] : null
}

/** Whole business minutes from `from` to `to` at `location` (0 when `to` is not after `from`). */
export function businessMinutesBetween(from: Date, to: Date, location?: HoursLocation | null): number {
  if (!(to.getTime() > from.getTime())) return 0
  const place = hoursOf(location)
  const zone = timeZoneOfState(place.state)
  const last = zonedDay(to, zone)
  let day = zonedDay(from, zone)
  let ms = 0
  for (let i = 0; i <= MAX_DAYS; i++) {
    const interval = openInterval(place, day, zone)
    if (interval) {
      const start = Math.max(interval[0].getTime(), from.getTime())
      const end = Math.min(interval[1].getTime(), to.getTime())
      if (end > start) ms += end - start
    }
    if (day === last) break
    day = nextDay(day)
  }
  return Math.floor(ms / 60_000)
}

/** The median of a list of minutes (the mean of the middle two for an even count); null when empty. */
export function medianMinutes(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2)
}

/** A wait in business minutes as "45 min", "2 h" or "2 h 5 min". */
export function formatBusinessMinutes(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes)) return '—'
  const m = Math.max(0, Math.round(minutes))
  if (m < 60) return `${m} min`
  const h = Math.floor(m / 60)
  return m % 60 ? `${h} h ${m % 60} min` : `${h} h`
}
