import { describe, expect, it } from 'vitest'
import { DEFAULT_TIME_ZONE, expiryDay, regoExpiryText, UNREGISTERED } from '../../../site/rules/rego'

// 22:00 on 23 Nov 2026 in Brisbane (UTC+10, no daylight saving).
const now = new Date('2026-11-23T12:00:00Z')
const text = (value: string | Date | null | undefined, showUnregistered = true, timeZone?: string) => regoExpiryText(value, { now, showUnregistered, timeZone })

describe('regoExpiryText (INV §4 Other widgets, FIN §4)', () => {
  it('has the spec words and zone', () => expect([UNREGISTERED, DEFAULT_TIME_ZONE]).toEqual(['Unregistered', 'Australia/Brisbane']))

  it.each<[string | Date, string | null]>([
    ['2026-11-24', 'Expires on 24/11/2026'],
    ['2026-11-23', 'Expires on 23/11/2026'],
    ['2026-11-22', 'Unregistered'],
    ['2027-01-05', 'Expires on 05/01/2027'],
    ['2020-01-01', 'Unregistered'],
    ['23/11/2026', 'Expires on 23/11/2026'],
    ['22/11/2026', 'Unregistered'],
    [' 2026-12-01 ', 'Expires on 01/12/2026'],
    ['2026-11-23T00:00:00.000Z', 'Expires on 23/11/2026'],
    ['2026-11-22T13:59:59.000Z', 'Unregistered'],
    ['2026-11-22T14:00:00.000Z', 'Expires on 23/11/2026'],
    [new Date('2026-11-22T14:00:00.000Z'), 'Expires on 23/11/2026'],
    [new Date('2026-11-22T13:59:59.999Z'), 'Unregistered'],
  ])('%j → %s (today is 23/11/2026 in Brisbane)', (value, expected) => expect(text(value)).toBe(expected))

  it('a past date shows nothing unless the site shows Unregistered', () => {
    expect(text('2026-11-22', false)).toBeNull()
    expect(text('2026-11-23', false)).toBe('Expires on 23/11/2026')
  })

  it.each([null, undefined, '', '   ', 'soon', '2026-02-31', '31/02/2026', '2026-02-31T00:00:00Z', '2026-02-28T99:00:00Z', 'Nov 30 2026', new Date('x')])('%j shows nothing', (value) => expect(text(value)).toBeNull())

  it('reads today in the given time zone', () => {
    const lateUtc = new Date('2026-11-23T15:00:00Z') // 24 Nov 01:00 in Brisbane, still 23 Nov in UTC
    expect(regoExpiryText('2026-11-23', { now: lateUtc, showUnregistered: true })).toBe('Unregistered')
    expect(regoExpiryText('2026-11-23', { now: lateUtc, showUnregistered: true, timeZone: 'UTC' })).toBe('Expires on 23/11/2026')
  })
})

describe('expiryDay', () => {
  it.each<[string | Date, string, string | null]>([
    ['2026-03-15', 'UTC', '2026-03-15'],
    ['15/03/2026', 'UTC', '2026-03-15'],
    ['2026-03-15T20:00:00Z', 'Australia/Perth', '2026-03-16'],
    ['2026-03-15T20:00:00Z', 'UTC', '2026-03-15'],
    [new Date('2026-03-15T20:00:00Z'), 'Australia/Sydney', '2026-03-16'],
    ['2026-13-01', 'UTC', null],
    ['rubbish', 'UTC', null],
  ])('%j in %s → %s', (value, zone, expected) => expect(expiryDay(value, zone)).toBe(expected))
})
