/**
 * Wall-clock time in a time zone, with the platform's own Intl (no date library): the rules that
 * run in the browser (a card's finance eligibility, a promo's window, the sales counter) use these,
 * so their islands do not carry date-fns (about 8 KB compressed, a 30 ms script on a slow phone);
 * `today` and the test-drive slots read the zone with them too. Parsing dealers' dates keeps
 * date-fns (rego.ts).
 */

/** The specs name only Brisbane (FIN §9 sales counter): the default zone of every date rule. */
export const DEFAULT_TIME_ZONE = 'Australia/Brisbane'

export type ZonedParts = { year: number; month: number; day: number; hour: number; minute: number; second: number }

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** The calendar day and clock time an instant shows in `timeZone` (month 1–12, hour 0–23). */
export function zonedParts(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): ZonedParts {
  const parts: Record<string, number> = {}
  for (const part of formatterFor(timeZone).formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value)
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour! % 24, minute: parts.minute!, second: parts.second! }
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** An instant's calendar day in `timeZone` as yyyy-MM-dd. */
export function zonedDay(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const p = zonedParts(instant, timeZone)
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`
}

/** An instant's clock time in `timeZone` as HH:mm. */
export function zonedTimeOfDay(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const p = zonedParts(instant, timeZone)
  return `${pad(p.hour)}:${pad(p.minute)}`
}

/** How far `timeZone`'s clock is ahead of UTC at an instant, in ms (whole seconds). */
function offsetAt(epochMs: number, timeZone: string): number {
  const p = zonedParts(new Date(epochMs), timeZone)
  const wholeSecond = epochMs - (((epochMs % 1000) + 1000) % 1000)
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - wholeSecond
}

/** In a skipped hour: the offset after the change (the larger one, as clocks go forward), as date-fns-tz reads it. */
const GAP = (a: number, b: number) => Math.max(a, b)

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/

/**
 * The instant a wall-clock time (yyyy-MM-dd, or with THH:mm, :ss and .SSS) shows in `timeZone`;
 * null for any other text. The same instant as date-fns-tz's fromZonedTime, a time the clocks skip
 * (daylight saving starts) included: it reads with the offset after the change.
 */
export function wallClockInstant(wallClock: string, timeZone: string = DEFAULT_TIME_ZONE): Date | null {
  const m = WALL_CLOCK.exec(wallClock)
  if (!m) return null
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((v) => Number(v ?? 0)) as [number, number, number, number, number, number]
  const ms = Number((m[7] ?? '0').padEnd(3, '0'))
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second, ms)
  // The offset at the wall clock read as UTC is a first guess; the offset at the instant it gives
  // settles it (twice at most). Where the two never agree the time was skipped.
  const guess = offsetAt(asUtc, timeZone)
  const settled = offsetAt(asUtc - guess, timeZone)
  if (settled === guess) return new Date(asUtc - guess)
  const again = offsetAt(asUtc - settled, timeZone)
  return new Date(asUtc - (again === settled ? settled : GAP(settled, again)))
}
