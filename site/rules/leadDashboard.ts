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

/** The `days` calendar days (yyyy-MM-dd) ending with `now`'s day in the time zone, oldest first. */
export function lastDays(now: Date, days: number, timeZone = DEFAULT_TIME_ZONE): string[] {
  const noon = startOfToday(now, timeZone).getTime() + 12 * 3_600_000
  return Array.from({ length: Math.max(0, Math.floor(days)) }, (_, i) => dayOf(new Date(noon - (days - 1 - i) * 86_400_000), timeZone))
}

export type DayCounts = { day: string; total: number; byType: Record<string, number> }

/**
 * Leads per day by type (issue 49 item 5): one entry per day of the window, oldest first, counting
 * each lead on its local calendar day under its type; leads outside the window are left out. `types`
 * lists every type with at least one lead in the window, in the order of `typeOrder` (types not in it
 * follow, alphabetically).
 */
export function leadsPerDay(
  leads: ReadonlyArray<{ createdAt: string | Date; type: string }>,
  now: Date,
  days: number,
  typeOrder: readonly string[] = [],
  timeZone = DEFAULT_TIME_ZONE,
): { days: DayCounts[]; types: string[] } {
  const window = lastDays(now, days, timeZone)
  const index = new Map(window.map((day, i) => [day, i]))
  const out: DayCounts[] = window.map((day) => ({ day, total: 0, byType: {} }))
  const seen = new Set<string>()
  for (const lead of leads) {
    const at = new Date(lead.createdAt)
    if (Number.isNaN(at.getTime())) continue
    const i = index.get(dayOf(at, timeZone))
    if (i === undefined) continue
    const entry = out[i]!
    entry.byType[lead.type] = (entry.byType[lead.type] ?? 0) + 1
    entry.total++
    seen.add(lead.type)
  }
  const rank = (type: string) => {
    const at = typeOrder.indexOf(type)
    return at < 0 ? typeOrder.length : at
  }
  const types = [...seen].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
  return { days: out, types }
}
