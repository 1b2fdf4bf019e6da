import { describe, expect, it } from 'vitest'
import { SLOT_MESSAGE } from '../../../site/leads/schema'
import { testDriveSlotError } from '../../../site/leads/submitLead'

// Wednesday 25 November 2026, 8:00 in Brisbane, the default time zone (22:00 UTC the day before).
const NOW = new Date('2026-11-24T22:00:00Z')
const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday: String(weekday), status: 'open', open: '08:30', close: '17:00' }))
const location = { openingHours: [...weekdays, { weekday: '6', status: 'closed', open: null, close: null }] as never, specialHours: [{ date: '2026-11-27', status: 'closed', open: null, close: null }] as never }
const drive = (date: string | undefined, time: string | undefined) => ({ type: 'test-drive' as const, date, time })

describe('testDriveSlotError (the server checks the slot the form offered)', () => {
  it('a slot of the opening hours is accepted', () => expect(testDriveSlotError(drive('2026-11-26', '10:30'), location, NOW)).toBeNull())
  it('before opening, after the last start, or off the 30-minute steps', () => {
    for (const time of ['08:00', '16:45', '10:15']) expect(testDriveSlotError(drive('2026-11-26', time), location, NOW)).toEqual({ path: 'time', message: SLOT_MESSAGE })
  })
  it('a closed weekday, a holiday closure and a day without hours', () => {
    for (const date of ['2026-11-28', '2026-11-27', '2026-11-29']) expect(testDriveSlotError(drive(date, '10:30'), location, NOW)).toEqual({ path: 'time', message: SLOT_MESSAGE })
  })
  it('the past and within the hour of notice', () => {
    expect(testDriveSlotError(drive('2026-11-24', '10:30'), location, NOW)).not.toBeNull()
    expect(testDriveSlotError(drive('2026-11-25', '08:30'), location, NOW)).not.toBeNull()
    expect(testDriveSlotError(drive('2026-11-25', '09:00'), location, NOW)).not.toBeNull()
    expect(testDriveSlotError(drive('2026-11-25', '09:30'), location, NOW)).toBeNull()
  })
  it('beyond the 14 days the form offers', () => expect(testDriveSlotError(drive('2026-12-10', '10:30'), location, NOW)).not.toBeNull())
  it('nothing to check: no day or time chosen, no location known, another form type', () => {
    expect(testDriveSlotError(drive(undefined, undefined), location, NOW)).toBeNull()
    expect(testDriveSlotError(drive('2026-11-28', '10:30'), null, NOW)).toBeNull()
    expect(testDriveSlotError({ type: 'enquiry', date: '2026-11-28', time: '10:30' }, location, NOW)).toBeNull()
  })
})
