/**
 * Opening hours display (FIN §2.8 Hours display, FIN §3 Opening hour entry; `locations.closedDayLinks`).
 *
 * The table runs Monday to Sunday. Monday to Friday merge into one `Mon-Fri` row only when all five
 * cells are identical; Saturday and Sunday are always rows of their own. A cell reads `Closed`,
 * `By appointment only` or the hours; a day without an entry, or open without usable times, is
 * `Closed`. The spec gives no time format: a feed's `formated_hours` is shown as written, otherwise
 * `open`/`close` (24-hour `HH:mm`) read `8:30am - 5:00pm`.
 */

export const CLOSED = 'Closed'
export const BY_APPOINTMENT = 'By appointment only'
export const MON_FRI = 'Mon-Fri'
export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
const WORKDAYS = [1, 2, 3, 4, 5] as const

/** One weekly entry; weekday 0 = Sunday … 6 = Saturday (a select stores it as a string). */
export type OpeningHourEntry = {
  weekday: number | string
  status?: string | null
  open?: string | null
  close?: string | null
  formattedHours?: string | null
}

export type HoursCell = { kind: 'text'; text: string } | { kind: 'link'; label: string; url: string }
export type HoursRow = { label: string; days: number[]; cell: HoursCell }
export type ClosedDayLink = { locationId: string; label: string; url: string }

/** `08:30` → `8:30am`, `12:00` → `12:00pm`, `00:15` → `12:15am`; anything else is null. */
export function formatTime(value: string | null | undefined): string | null {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(String(value).trim())
  if (!match) return null
  const hour = Number(match[1])
  return `${hour % 12 === 0 ? 12 : hour % 12}:${match[2]}${hour < 12 ? 'am' : 'pm'}`
}

/** The hours text of an open entry, or null when it has none. */
function openText(entry: OpeningHourEntry): string | null {
  const written = entry.formattedHours?.trim()
  if (written) return written
  const open = formatTime(entry.open)
  const close = formatTime(entry.close)
  return open && close ? `${open} - ${close}` : null
}

/** The cell of one day; `closedLink` replaces `Closed` for the one location that has it. */
export function hoursCell(entry: OpeningHourEntry | undefined, closedLink: ClosedDayLink | null = null): HoursCell {
  // Feed statuses are `Open`/`Closed`; the collection adds `appointment`; none means open.
  const status = entry?.status?.trim().toLowerCase()
  if (status === 'appointment' || status === BY_APPOINTMENT.toLowerCase()) return { kind: 'text', text: BY_APPOINTMENT }
  const text = entry && status !== 'closed' ? openText(entry) : null
  if (text) return { kind: 'text', text }
  return closedLink ? { kind: 'link', label: closedLink.label, url: closedLink.url } : { kind: 'text', text: CLOSED }
}

/** The configured link for a location's closed days (`locations.closedDayLinks`), if any. */
export function closedLinkFor(locationId: string | number, links: readonly ClosedDayLink[]): ClosedDayLink | null {
  return links.find((link) => link.locationId === String(locationId)) ?? null
}

const sameCell = (a: HoursCell, b: HoursCell) => JSON.stringify(a) === JSON.stringify(b)

/** The first entry of each weekday; later duplicates are ignored (so are days outside 0–6: never looked up). */
function entriesByDay(entries: readonly OpeningHourEntry[]): Map<number, OpeningHourEntry> {
  const byDay = new Map<number, OpeningHourEntry>()
  for (const entry of entries) {
    const day = Number(entry.weekday)
    if (!byDay.has(day)) byDay.set(day, entry)
  }
  return byDay
}

/** The opening-hours table rows, Monday to Sunday (FIN §2.8). */
export function openingHoursRows(entries: readonly OpeningHourEntry[], closedLink: ClosedDayLink | null = null): HoursRow[] {
  const byDay = entriesByDay(entries)
  const row = (day: number): HoursRow => ({ label: DAY_NAMES[day] as string, days: [day], cell: hoursCell(byDay.get(day), closedLink) })
  const workdays = WORKDAYS.map(row)
  const first = workdays[0] as HoursRow
  const merged = workdays.every((r) => sameCell(r.cell, first.cell))
  const weekRows = merged ? [{ label: MON_FRI, days: [...WORKDAYS], cell: first.cell }] : workdays
  return [...weekRows, row(6), row(0)]
}
