import { describe, expect, it } from 'vitest'
import { oneBusinessHourBefore, startOfToday, startOfWeek } from '../../../site/rules/leadDashboard'

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
