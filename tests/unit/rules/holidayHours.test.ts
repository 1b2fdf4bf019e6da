import { describe, expect, it } from 'vitest'
import { holidayHoursRows, showHolidayHours, VIEW_HOLIDAY_HOURS, type SpecialHoursEntry } from '../../../site/rules/holidayHours'

// 09:00 on 23 Nov 2026 in Brisbane.
const now = new Date('2026-11-22T23:00:00Z')
const summary = (entries: SpecialHoursEntry[], extra: Partial<Parameters<typeof holidayHoursRows>[1]> = {}) =>
  holidayHoursRows(entries, { now, ...extra }).map((r) => [r.dateText, r.cell.kind === 'text' ? r.cell.text : `link:${r.cell.label}`, r.note])

describe('holiday hours (FIN §2.8, FIN §3 Special hours)', () => {
  it('has the spec button label', () => expect(VIEW_HOLIDAY_HOURS).toBe('View Holiday Hours'))

  it('lists special days from today on, earliest first, dd/MM/yyyy, read like weekly hours', () => {
    const entries: SpecialHoursEntry[] = [
      { date: '2026-12-26', status: 'closed', note: 'Boxing Day' },
      { date: '2026-12-24', status: 'open', open: '09:00', close: '12:00', note: '  ' },
      { date: '2026-11-22', status: 'closed', note: 'yesterday' },
      { date: '2026-11-23', status: 'appointment', note: 'today' },
      { date: '2027-01-01', status: 'Open', formattedHours: '10am - 2pm' },
      { date: 'soon', status: 'closed' },
    ]
    expect(summary(entries)).toEqual([
      ['23/11/2026', 'By appointment only', 'today'],
      ['24/12/2026', '9:00am - 12:00pm', null],
      ['26/12/2026', 'Closed', 'Boxing Day'],
      ['01/01/2027', '10am - 2pm', null],
    ])
    expect(holidayHoursRows(entries, { now })[0]!.day).toBe('2026-11-23')
  })

  it('today changes at midnight in the time zone', () => {
    const entries: SpecialHoursEntry[] = [{ date: '2026-11-22', status: 'closed' }]
    expect(summary(entries, { now: new Date('2026-11-22T13:59:59.999Z') })).toHaveLength(1)
    expect(summary(entries, { now: new Date('2026-11-22T14:00:00.000Z') })).toHaveLength(0)
    expect(summary(entries, { now: new Date('2026-11-22T14:00:00.000Z'), timeZone: 'UTC' })).toHaveLength(1)
  })

  it('reads Dates and dd/MM/yyyy', () => {
    expect(summary([{ date: new Date('2026-12-24T14:00:00Z'), status: 'closed' }, { date: '31/12/2026', status: 'closed' }]).map((r) => r[0])).toEqual(['25/12/2026', '31/12/2026'])
  })

  it('keeps the rows of the location asked for, and rows naming none', () => {
    const entries: SpecialHoursEntry[] = [
      { date: '2026-12-25', status: 'closed', locationId: 7 },
      { date: '2026-12-26', status: 'closed', locationId: '8' },
      { date: '2026-12-27', status: 'closed', locationId: null },
      { date: '2026-12-28', status: 'closed' },
    ]
    expect(summary(entries, { locationId: '7' }).map((r) => r[0])).toEqual(['25/12/2026', '27/12/2026', '28/12/2026'])
    expect(summary(entries, { locationId: 8 }).map((r) => r[0])).toEqual(['26/12/2026', '27/12/2026', '28/12/2026'])
    expect(summary(entries)).toHaveLength(4)
  })

  it('a closed special day of the configured location shows its link', () => {
    const closedLink = { locationId: '7', label: 'Enquire Now', url: 'https://booking.example.test' }
    expect(summary([{ date: '2026-12-25', status: 'closed' }], { closedLink })).toEqual([['25/12/2026', 'link:Enquire Now', null]])
  })

  it('the button shows only when a day is listed', () => {
    expect(showHolidayHours(holidayHoursRows([{ date: '2026-12-25', status: 'closed' }], { now }))).toBe(true)
    expect(showHolidayHours(holidayHoursRows([{ date: '2026-01-25', status: 'closed' }], { now }))).toBe(false)
    expect(showHolidayHours([])).toBe(false)
  })
})
