/**
 * The lead inbox's filters (issue 49 item 1): status, type, location, assignee and age, read from
 * the view's query string and turned into a Payload `where` that runs with the user's own access
 * (dealer staff see their own sites' leads only). A value outside the lists is ignored, never an error.
 */
import type { Where } from 'payload'
import { LEAD_TYPES } from './schema'
import { oneBusinessHourBefore } from '../rules/leadDashboard'
import { medianMinutes } from '../rules/firstResponse'

/** The dealer's workflow of a lead (the `status` field of leads). */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'appointment', 'won', 'lost'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]
export const INBOX_AGES = ['today', 'over-1-business-hour', 'over-1-day', 'over-7-days'] as const
export const AGE_LABELS: Record<(typeof INBOX_AGES)[number], string> = {
  today: 'Received in the last 24 hours',
  'over-1-business-hour': 'Waiting over one business hour',
  'over-1-day': 'Older than a day',
  'over-7-days': 'Older than a week',
}
export const INBOX_PAGE_SIZE = 25

export type InboxFilters = { status?: string; type?: string; location?: number; assignee?: 'me' | 'none' | number; age?: (typeof INBOX_AGES)[number]; page: number }

type Params = Record<string, string | string[] | undefined>
const one = (params: Params, key: string): string | undefined => {
  const value = params[key]
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined
}
const positiveInt = (value: string | undefined): number | undefined => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined)

/** The filters of the query string; anything not on a list is left out. */
export function parseInboxFilters(params: Params): InboxFilters {
  const status = one(params, 'status')
  const type = one(params, 'type')
  const assignee = one(params, 'assignee')
  const age = one(params, 'age')
  return {
    status: status === 'open' || (LEAD_STATUSES as readonly string[]).includes(status ?? '') ? status : undefined,
    type: (LEAD_TYPES as readonly string[]).includes(type ?? '') ? type : undefined,
    location: positiveInt(one(params, 'location')),
    assignee: assignee === 'me' || assignee === 'none' ? assignee : positiveInt(assignee),
    age: (INBOX_AGES as readonly string[]).includes(age ?? '') ? (age as InboxFilters['age']) : undefined,
    page: positiveInt(one(params, 'page')) ?? 1,
  }
}

/** The `where` of the filters for this user at `now`. Spam is never in the inbox. `open`: new, contacted, qualified or appointment. */
export function inboxWhere(filters: InboxFilters, userId: number | string, now: Date): Where {
  const and: Where[] = [{ spam: { not_equals: true } }]
  if (filters.status === 'open') and.push({ status: { in: ['new', 'contacted', 'qualified', 'appointment'] } })
  else if (filters.status) and.push({ status: { equals: filters.status } })
  if (filters.type) and.push({ type: { equals: filters.type } })
  if (filters.location) and.push({ location: { equals: filters.location } })
  if (filters.assignee === 'me') and.push({ assignee: { equals: userId } })
  else if (filters.assignee === 'none') and.push({ assignee: { exists: false } })
  else if (filters.assignee) and.push({ assignee: { equals: filters.assignee } })
  const day = 24 * 60 * 60_000
  if (filters.age === 'today') and.push({ createdAt: { greater_than_equal: new Date(now.getTime() - day).toISOString() } })
  if (filters.age === 'over-1-business-hour') and.push({ createdAt: { less_than: oneBusinessHourBefore(now).toISOString() } }, { status: { equals: 'new' } })
  if (filters.age === 'over-1-day') and.push({ createdAt: { less_than: new Date(now.getTime() - day).toISOString() } })
  if (filters.age === 'over-7-days') and.push({ createdAt: { less_than: new Date(now.getTime() - 7 * day).toISOString() } })
  return { and }
}

/** The query string of filters (for links and the pager); `page` 1 is left out. */
export function inboxQuery(filters: InboxFilters, change: Partial<InboxFilters> = {}): string {
  const merged = { ...filters, ...change }
  const params = new URLSearchParams()
  for (const key of ['status', 'type', 'location', 'assignee', 'age'] as const) if (merged[key] !== undefined) params.set(key, String(merged[key]))
  if (merged.page > 1) params.set('page', String(merged.page))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** How many days of answered leads the per-staff first response covers. */
export const FIRST_RESPONSE_DAYS = 30

/** The leads created in the last FIRST_RESPONSE_DAYS days that have their first response. */
export const answeredLeadsWhere = (now: Date): Where => ({
  and: [{ 'firstResponse.at': { exists: true } }, { createdAt: { greater_than_equal: new Date(now.getTime() - FIRST_RESPONSE_DAYS * 24 * 60 * 60_000).toISOString() } }],
})

export type StaffFirstResponse = { staffId: number; name: string; leads: number; medianMinutes: number }

/**
 * Time to first response per staff member (issue 49 item 3): of the leads each one answered first,
 * how many and the median business minutes, quickest first (then by name).
 */
export function firstResponsesByStaff(answered: ReadonlyArray<{ staffId: number | null; name: string | null; minutes: number | null | undefined }>): StaffFirstResponse[] {
  const byStaff = new Map<number, { name: string; minutes: number[] }>()
  for (const lead of answered) {
    if (lead.staffId === null || typeof lead.minutes !== 'number' || !Number.isFinite(lead.minutes)) continue
    const entry = byStaff.get(lead.staffId) ?? { name: lead.name || `User ${lead.staffId}`, minutes: [] }
    entry.minutes.push(lead.minutes)
    byStaff.set(lead.staffId, entry)
  }
  return [...byStaff.entries()]
    .map(([staffId, { name, minutes }]) => ({ staffId, name, leads: minutes.length, medianMinutes: medianMinutes(minutes) ?? 0 }))
    .sort((a, b) => a.medianMinutes - b.medianMinutes || a.name.localeCompare(b.name))
}
