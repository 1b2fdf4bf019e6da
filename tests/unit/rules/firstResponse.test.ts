import { describe, expect, it } from 'vitest'
import { businessMinutesBetween, formatBusinessMinutes, MAX_DAYS, medianMinutes } from '../../../site/rules/firstResponse'
import type { HoursLocation } from '../../../site/rules/openNow'

// Monday 2026-12-07 … in Brisbane (UTC+10, no daylight saving) and Sydney (UTC+11 in December).
const bne = (wall: string) => new Date(`${wall}+10:00`)
const syd = (wall: string) => new Date(`${wall}+11:00`)

const weekdays = (open: string, close: string, days = [1, 2, 3, 4, 5]) => days.map((weekday) => ({ weekday: String(weekday), status: 'open', open, close }))
const yard: HoursLocation = { name: 'Yard', state: 'qld', openingHours: [...weekdays('08:30', '17:30'), { weekday: '6', status: 'open', open: '09:00', close: '12:00' }, { weekday: '0', status: 'closed' }] }

describe('businessMinutesBetween', () => {
  it('counts the minutes inside one open day', () => {
    expect(businessMinutesBetween(bne('2026-12-07T10:00'), bne('2026-12-07T10:45'), yard)).toBe(45)
  })
  it('counts nothing before opening or after closing', () => {
    expect(businessMinutesBetween(bne('2026-12-07T06:00'), bne('2026-12-07T08:40'), yard)).toBe(10)
    expect(businessMinutesBetween(bne('2026-12-07T17:00'), bne('2026-12-07T22:00'), yard)).toBe(30)
  })
  it('a lead of Friday evening answered Monday at 9:00 waited the Saturday morning and half an hour', () => {
    expect(businessMinutesBetween(bne('2026-12-11T18:00'), bne('2026-12-14T09:00'), yard)).toBe(180 + 30)
  })
  it('a closed Sunday and a by-appointment day count nothing', () => {
    expect(businessMinutesBetween(bne('2026-12-13T00:00'), bne('2026-12-13T23:59'), yard)).toBe(0)
    const appointment: HoursLocation = { ...yard, openingHours: [{ weekday: '1', status: 'appointment', open: '09:00', close: '17:00' }] }
    expect(businessMinutesBetween(bne('2026-12-07T09:00'), bne('2026-12-07T17:00'), appointment)).toBe(0)
  })
  it('a holiday entry for the day wins over the weekday (closed Christmas Day, short New Year’s Eve)', () => {
    const holidays: HoursLocation = { ...yard, specialHours: [{ date: '2026-12-25T00:00:00.000Z', status: 'closed' }, { date: '2026-12-31T00:00:00.000Z', status: 'open', open: '09:00', close: '13:00' }] }
    expect(businessMinutesBetween(bne('2026-12-25T08:00'), bne('2026-12-25T18:00'), holidays)).toBe(0)
    expect(businessMinutesBetween(bne('2026-12-31T08:00'), bne('2026-12-31T18:00'), holidays)).toBe(240)
  })
  it('reads the hours in the location’s own time zone', () => {
    const sydney: HoursLocation = { name: 'Parramatta', state: 'nsw', openingHours: weekdays('09:00', '17:00') }
    expect(businessMinutesBetween(syd('2026-12-07T08:00'), syd('2026-12-07T10:00'), sydney)).toBe(60)
    // The same instants against Brisbane hours: 07:00–09:00 Brisbane time, before opening.
    expect(businessMinutesBetween(syd('2026-12-07T08:00'), syd('2026-12-07T10:00'), { ...sydney, state: 'qld' })).toBe(0)
  })
  it('without a location, or with no hours, counts Monday to Friday 9:00–17:00', () => {
    expect(businessMinutesBetween(bne('2026-12-07T08:00'), bne('2026-12-07T10:00'), null)).toBe(60)
    expect(businessMinutesBetween(bne('2026-12-12T08:00'), bne('2026-12-12T18:00'), { name: 'x', openingHours: [] })).toBe(0)
  })
  it('is 0 when the answer is not after the lead, and stops counting after MAX_DAYS', () => {
    expect(businessMinutesBetween(bne('2026-12-07T10:00'), bne('2026-12-07T10:00'), yard)).toBe(0)
    expect(businessMinutesBetween(bne('2026-12-07T11:00'), bne('2026-12-07T10:00'), yard)).toBe(0)
    const always: HoursLocation = { name: 'x', state: 'qld', openingHours: [0, 1, 2, 3, 4, 5, 6].map((d) => ({ weekday: String(d), status: 'open', open: '00:00', close: '23:59' })) }
    const years = businessMinutesBetween(bne('2026-01-01T00:00'), bne('2028-01-01T00:00'), always)
    expect(years).toBe((MAX_DAYS + 1) * (24 * 60 - 1))
  })
})

describe('medianMinutes and formatBusinessMinutes', () => {
  it('median of odd and even counts, none for an empty list', () => {
    expect(medianMinutes([30, 5, 10])).toBe(10)
    expect(medianMinutes([10, 20, 5, 40])).toBe(15)
    expect(medianMinutes([])).toBeNull()
  })
  it('formats minutes and hours', () => {
    expect(formatBusinessMinutes(45)).toBe('45 min')
    expect(formatBusinessMinutes(120)).toBe('2 h')
    expect(formatBusinessMinutes(125)).toBe('2 h 5 min')
    expect(formatBusinessMinutes(null)).toBe('—')
  })
})
