import { describe, expect, it } from 'vitest'
import { lastDays, leadsPerDay, oneBusinessHourBefore, startOfToday, startOfWeek } from '../../../site/rules/leadDashboard'

// Brisbane is UTC+10 all year.
const bne = (local: string) => new Date(`${local}+10:00`)

describe('lead dashboard windows (Australia/Brisbane)', () => {
  it('today starts at local midnight', () => {
    expect(startOfToday(bne('2026-11-24T08:30:00'))).toEqual(bne('2026-11-24T00:00:00'))
    expect(startOfToday(bne('2026-11-24T00:00:00'))).toEqual(bne('2026-11-24T00:00:00'))
  })
  it('the week starts on Monday', () => {
    expect(startOfWeek(bne('2026-11-24T15:00:00'))).toEqual(bne('2026-11-23T00:00:00')) // Tuesday
    expect(startOfWeek(bne('2026-11-23T01:00:00'))).toEqual(bne('2026-11-23T00:00:00')) // Monday
    expect(startOfWeek(bne('2026-11-29T23:00:00'))).toEqual(bne('2026-11-23T00:00:00')) // Sunday
  })
  it('one business hour back within a working day', () => expect(oneBusinessHourBefore(bne('2026-11-24T11:30:00'))).toEqual(bne('2026-11-24T10:30:00')))
  it('skips the night: 9:30 on Tuesday goes back to 16:30 on Monday', () => expect(oneBusinessHourBefore(bne('2026-11-24T09:30:00'))).toEqual(bne('2026-11-23T16:30:00')))
  it('skips the weekend: Monday 9:15 goes back to Friday 16:15', () => expect(oneBusinessHourBefore(bne('2026-11-30T09:15:00'))).toEqual(bne('2026-11-27T16:15:00')))
  it('outside hours counts from the close: Saturday noon goes back to Friday 16:00', () => expect(oneBusinessHourBefore(bne('2026-11-28T12:00:00'))).toEqual(bne('2026-11-27T16:00:00')))
  it('ignores seconds', () => expect(oneBusinessHourBefore(bne('2026-11-24T11:30:45'))).toEqual(bne('2026-11-24T10:30:00')))
})

describe('leads per day (issue 49 item 5)', () => {
  const now = bne('2026-11-24T08:30:00')
  it('the window is the last N local days, oldest first, today last', () => {
    expect(lastDays(now, 3)).toEqual(['2026-11-22', '2026-11-23', '2026-11-24'])
    expect(lastDays(now, 30)).toHaveLength(30)
    expect(lastDays(now, 30)[0]).toBe('2026-10-26')
    expect(lastDays(now, 0)).toEqual([])
  })
  it('a month boundary and a leap day are single days', () => {
    expect(lastDays(bne('2028-03-01T12:00:00'), 3)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01'])
  })
  it('counts each lead on its local day under its type', () => {
    const { days, types } = leadsPerDay(
      [
        { createdAt: bne('2026-11-24T00:10:00'), type: 'enquiry' }, // 23-11 14:10 UTC, the 24th locally
        { createdAt: bne('2026-11-23T23:59:00').toISOString(), type: 'enquiry' },
        { createdAt: bne('2026-11-23T09:00:00'), type: 'test-drive' },
      ],
      now,
      2,
    )
    expect(days).toEqual([
      { day: '2026-11-23', total: 2, byType: { enquiry: 1, 'test-drive': 1 } },
      { day: '2026-11-24', total: 1, byType: { enquiry: 1 } },
    ])
    expect(types).toEqual(['enquiry', 'test-drive'])
  })
  it('leaves out leads outside the window and unreadable dates', () => {
    const { days, types } = leadsPerDay(
      [
        { createdAt: bne('2026-11-21T23:59:00'), type: 'finance' },
        { createdAt: bne('2026-11-25T00:00:00'), type: 'finance' },
        { createdAt: 'not a date', type: 'finance' },
      ],
      now,
      3,
    )
    expect(days.map((d) => d.total)).toEqual([0, 0, 0])
    expect(types).toEqual([])
  })
  it('orders the types by the given order, unknown ones after, alphabetically', () => {
    const leads = ['zeta', 'service', 'alpha', 'enquiry'].map((type) => ({ createdAt: now, type }))
    expect(leadsPerDay(leads, now, 1, ['enquiry', 'service']).types).toEqual(['enquiry', 'service', 'alpha', 'zeta'])
  })
  it('the totals add up to the leads in the window', () => {
    const leads = Array.from({ length: 50 }, (_, i) => ({ createdAt: new Date(now.getTime() - i * 13 * 3_600_000), type: i % 3 ? 'enquiry' : 'trade-in' }))
    const { days } = leadsPerDay(leads, now, 30)
    const inWindow = leads.filter((l) => l.createdAt >= startOfToday(new Date(now.getTime() - 29 * 86_400_000)))
    expect(days.reduce((sum, d) => sum + d.total, 0)).toBe(inWindow.length)
    for (const d of days) expect(Object.values(d.byType).reduce((a, b) => a + b, 0)).toBe(d.total)
  })
})
