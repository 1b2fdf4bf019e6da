/**
 * Holiday (special) hours (FIN §2.8: "A View Holiday Hours dialog lists special opening days";
 * FIN §3 Special hours).
 *
 * The dialog lists the location's special days from today on, earliest first, each with its date
 * (dd/MM/yyyy) and a cell read like a weekly one (`Closed`, `By appointment only` or the hours).
 * Past days and unreadable dates are left out; the button shows only when something is listed.
 */
import { calendarDay, DEFAULT_TIME_ZONE, displayDate, today } from './dates'
import { hoursCell, type ClosedDayLink, type HoursCell, type OpeningHourEntry } from './hours'

export const VIEW_HOLIDAY_HOURS = 'View Holiday Hours'

/** A special day; a feed row names its location, the collection stores rows on the location. */
export type SpecialHoursEntry = Omit<OpeningHourEntry, 'weekday'> & {
  date: string | Date
  note?: string | null
  locationId?: string | number | null
}

export type HolidayHoursRow = { day: string; dateText: string; cell: HoursCell; note: string | null }

export type HolidayHoursOptions = {
  now: Date
  timeZone?: string
  /** Keeps only rows for this location (rows without one always belong). */
  locationId?: string | number
  closedLink?: ClosedDayLink | null
}

const belongsTo = (entry: SpecialHoursEntry, locationId: string | number | undefined) =>
  locationId === undefined || entry.locationId === null || entry.locationId === undefined || String(entry.locationId) === String(locationId)

/** The rows of the View Holiday Hours dialog. */
export function holidayHoursRows(entries: readonly SpecialHoursEntry[], options: HolidayHoursOptions): HolidayHoursRow[] {
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE
  const from = today(options.now, timeZone)
  const rows: HolidayHoursRow[] = []
  for (const entry of entries) {
    const day = calendarDay(entry.date, timeZone)
    if (day === null || day < from || !belongsTo(entry, options.locationId)) continue
    rows.push({ day, dateText: displayDate(day), cell: hoursCell({ ...entry, weekday: 0 }, options.closedLink ?? null), note: entry.note?.trim() || null })
  }
  return rows.sort((a, b) => a.day.localeCompare(b.day))
}

/** The View Holiday Hours button shows only when the dialog would list a day. */
export const showHolidayHours = (rows: readonly HolidayHoursRow[]): boolean => rows.length > 0
