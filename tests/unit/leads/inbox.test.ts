import { describe, expect, it } from 'vitest'
import { firstResponsesByStaff, inboxQuery, inboxWhere, parseInboxFilters } from '../../../site/leads/inbox'

describe('lead inbox filters', () => {
  it('keeps the values on the lists and drops the rest', () => {
    expect(parseInboxFilters({ status: 'appointment', type: 'test-drive', location: '12', assignee: 'me', age: 'over-1-day', page: '2' })).toEqual({ status: 'appointment', type: 'test-drive', location: 12, assignee: 'me', age: 'over-1-day', page: 2 })
    expect(parseInboxFilters({ status: 'deleted', type: 'x', location: '-1', assignee: 'someone', age: 'ancient', page: '0' })).toEqual({ status: undefined, type: undefined, location: undefined, assignee: undefined, age: undefined, page: 1 })
    expect(parseInboxFilters({ status: ['new', 'won'], assignee: '7' })).toMatchObject({ status: 'new', assignee: 7 })
  })
  it('builds the where: never spam, open statuses, me, unassigned, age windows', () => {
    const now = new Date('2026-12-09T02:00:00Z')
    expect(inboxWhere({ page: 1 }, 5, now)).toEqual({ and: [{ spam: { not_equals: true } }] })
    const where = inboxWhere({ status: 'open', assignee: 'me', age: 'over-7-days', page: 1 }, 5, now)
    expect(where.and).toContainEqual({ status: { in: ['new', 'contacted', 'qualified', 'appointment'] } })
    expect(where.and).toContainEqual({ assignee: { equals: 5 } })
    expect(where.and).toContainEqual({ createdAt: { less_than: '2026-12-02T02:00:00.000Z' } })
    expect(inboxWhere({ assignee: 'none', page: 1 }, 5, now).and).toContainEqual({ assignee: { exists: false } })
    expect(inboxWhere({ age: 'over-1-business-hour', page: 1 }, 5, now).and).toContainEqual({ status: { equals: 'new' } })
  })
  it('writes the query string back, page 1 left out', () => {
    expect(inboxQuery({ status: 'new', page: 1 }, { page: 3 })).toBe('?status=new&page=3')
    expect(inboxQuery({ page: 1 })).toBe('')
  })
  it('times the first response per staff member: leads answered and their median, quickest first', () => {
    expect(
      firstResponsesByStaff([
        { staffId: 2, name: 'Sam', minutes: 30 },
        { staffId: 1, name: 'Alex', minutes: 90 },
        { staffId: 2, name: 'Sam', minutes: 10 },
        { staffId: 2, name: 'Sam', minutes: 200 },
        { staffId: 1, name: 'Alex', minutes: 60 },
        { staffId: null, name: null, minutes: 5 },
        { staffId: 3, name: null, minutes: null },
      ]),
    ).toEqual([
      { staffId: 2, name: 'Sam', leads: 3, medianMinutes: 30 },
      { staffId: 1, name: 'Alex', leads: 2, medianMinutes: 75 },
    ])
    expect(firstResponsesByStaff([])).toEqual([])
  })
})
