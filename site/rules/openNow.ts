/**
 * Which locations are open now and until when, for a banner that speaks for several locations
 * (a banner that typed "open until 6 pm" while every location said 5:30 pm was wrong). It reads
 * each location's own hours through the same rule as its card (hours.ts `hoursCell`, holiday hours
 * for today first) in the location's own time zone, so the banner can never promise other hours.
 * Not in the specs: the wording, and the state → time zone table (Australian states).
 */
import { calendarDay, today } from './dates'
import { joinList } from './copy'
import { BY_APPOINTMENT, CLOSED, formatTime, hoursCell, type OpeningHourEntry } from './hours'
import type { SpecialHoursEntry } from './holidayHours'
import { DEFAULT_TIME_ZONE, zonedParts } from './zonedTime'

/** A banner's text may name `{hours}`: it reads this summary, never hours typed by hand. */
export const HOURS_TOKEN = '{hours}'

export const STATE_TIME_ZONES: Readonly<Record<string, string>> = {
  qld: 'Australia/Brisbane',
  nsw: 'Australia/Sydney',
  act: 'Australia/Sydney',
  vic: 'Australia/Melbourne',
  tas: 'Australia/Hobart',
  sa: 'Australia/Adelaide',
  nt: 'Australia/Darwin',
  wa: 'Australia/Perth',
}

/** A location's time zone from its state; Brisbane (the specs' one zone) when unknown. */
export const timeZoneOfState = (state: string | null | undefined): string => STATE_TIME_ZONES[(state ?? '').trim().toLowerCase()] ?? DEFAULT_TIME_ZONE

export type HoursLocation = { name: string; state?: string | null; openingHours: readonly OpeningHourEntry[]; specialHours?: readonly SpecialHoursEntry[] }

/** Today's entry of a location in its zone: a holiday entry for today first, else the weekday's first entry. */
export function entryToday(location: HoursLocation, now: Date): OpeningHourEntry | undefined {
  const zone = timeZoneOfState(location.state)
  const day = today(now, zone)
  const p = zonedParts(now, zone)
  const weekday = new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay()
  const special = (location.specialHours ?? []).find((s) => calendarDay(s.date, zone) === day)
  if (special) return { ...special, weekday }
  return location.openingHours.find((entry) => Number(entry.weekday) === weekday)
}

const minutes = (time: string | null | undefined): number | null => {
  if (formatTime(time) === null) return null
  const [hour, minute] = String(time).trim().split(':').map(Number)
  return (hour as number) * 60 + (minute as number)
}

/** Until when the location is open now ("HH:mm" as stored), or null: closed, by appointment, or hours without times. */
export function openUntil(location: HoursLocation, now: Date): string | null {
  const entry = entryToday(location, now)
  const cell = hoursCell(entry)
  if (!entry || cell.kind !== 'text' || cell.text === CLOSED || cell.text === BY_APPOINTMENT) return null
  const [open, close] = [minutes(entry.open), minutes(entry.close)]
  const p = zonedParts(now, timeZoneOfState(location.state))
  const at = p.hour * 60 + p.minute
  return open !== null && close !== null && open <= at && at < close ? String(entry.close).trim() : null
}

const names = (list: readonly { name: string }[]) => (list.length <= 3 ? joinList(list.map((l) => l.name)) : `${list.length} of our locations`)

/**
 * One line for all the locations: "Open now until 5:30pm." (one location), "All our locations are
 * open now until 5:30pm.", "Open now until 8:00pm at Geelong." (some open), "Open now until 8:00pm
 * at Geelong; our other open locations close earlier.", or closed now.
 */
export function hoursSummary(locations: readonly HoursLocation[], now: Date): string {
  const open = locations.flatMap((l) => {
    const until = openUntil(l, now)
    return until === null ? [] : [{ name: l.name, until, at: minutes(until) as number }]
  })
  if (open.length === 0) return locations.length <= 1 ? 'Closed now.' : 'All our locations are closed now.'
  const latest = Math.max(...open.map((o) => o.at))
  const atLatest = open.filter((o) => o.at === latest)
  const time = formatTime(atLatest[0]?.until) as string
  if (atLatest.length < open.length) return `Open now until ${time} at ${names(atLatest)}; our other open locations close earlier.`
  if (open.length < locations.length) return `Open now until ${time} at ${names(atLatest)}.`
  return locations.length === 1 ? `Open now until ${time}.` : `All our locations are open now until ${time}.`
}

/** A banner text with `{hours}` filled from the locations' own hours; text without it is left as it is. */
export function fillHours(text: string, summary: () => string): string {
  return text.includes(HOURS_TOKEN) ? text.split(HOURS_TOKEN).join(summary()) : text
}
