import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  BY_APPOINTMENT,
  CLOSED,
  closedLinkFor,
  DAY_NAMES,
  formatTime,
  hoursCell,
  MON_FRI,
  openingHoursRows,
  type HoursRow,
  type OpeningHourEntry,
} from '../../../site/rules/hours'

const open = (weekday: number | string, o = '08:30', c = '17:00'): OpeningHourEntry => ({ weekday, status: 'open', open: o, close: c })
const weekdays = (make: (day: number) => OpeningHourEntry) => [1, 2, 3, 4, 5].map(make)
const text = (t: string) => ({ kind: 'text', text: t })
const table = (rows: HoursRow[]) => rows.map((r) => [r.label, r.cell.kind === 'text' ? r.cell.text : `link:${r.cell.label}`])
const link = { locationId: '7', label: 'Enquire Now', url: 'https://booking.example.test/service' }

describe('labels (FIN §2.8)', () => {
  it('uses the spec words', () => {
    expect([CLOSED, BY_APPOINTMENT, MON_FRI]).toEqual(['Closed', 'By appointment only', 'Mon-Fri'])
    expect(DAY_NAMES).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'])
  })
})

describe('formatTime', () => {
  it.each([
    ['08:30', '8:30am'],
    ['8:30', '8:30am'],
    ['00:00', '12:00am'],
    ['00:15', '12:15am'],
    ['11:59', '11:59am'],
    ['12:00', '12:00pm'],
    ['12:30', '12:30pm'],
    ['13:05', '1:05pm'],
    ['17:00', '5:00pm'],
    ['23:59', '11:59pm'],
    [' 09:00 ', '9:00am'],
  ])('%s → %s', (value, expected) => expect(formatTime(value)).toBe(expected))

  it.each([['24:00'], ['12:60'], ['9am'], ['0830'], [''], [null], [undefined], ['x08:30'], ['08:30x']])('%j is not a time', (value) => expect(formatTime(value)).toBeNull())
})

describe('hoursCell', () => {
  it.each<[string, OpeningHourEntry | undefined, object]>([
    ['open with times', open(1), text('8:30am - 5:00pm')],
    ['feed status Open', { weekday: 1, status: 'Open', open: '09:00', close: '12:00' }, text('9:00am - 12:00pm')],
    ['no status means open', { weekday: 1, open: '09:00', close: '12:00' }, text('9:00am - 12:00pm')],
    ['formatted hours win', { weekday: 1, status: 'open', open: '09:00', close: '12:00', formattedHours: ' 9am – noon ' }, text('9am – noon')],
    ['blank formatted hours fall back to times', { weekday: 1, status: 'open', open: '09:00', close: '12:00', formattedHours: '  ' }, text('9:00am - 12:00pm')],
    ['closed', { weekday: 1, status: 'closed', open: '09:00', close: '12:00' }, text('Closed')],
    ['feed status Closed', { weekday: 1, status: 'Closed', formattedHours: '9-5' }, text('Closed')],
    ['appointment', { weekday: 6, status: 'appointment' }, text('By appointment only')],
    ['appointment label', { weekday: 6, status: 'By appointment only' }, text('By appointment only')],
    ['open without a close time', { weekday: 1, status: 'open', open: '09:00' }, text('Closed')],
    ['open without an open time', { weekday: 1, status: 'open', close: '09:00' }, text('Closed')],
    ['open with an unreadable time', { weekday: 1, status: 'open', open: '9', close: '17:00' }, text('Closed')],
    ['no entry', undefined, text('Closed')],
  ])('%s', (_, entry, cell) => expect(hoursCell(entry)).toEqual(cell))

  it('a closed day of the configured location shows its link instead of Closed', () => {
    expect(hoursCell({ weekday: 0, status: 'closed' }, link)).toEqual({ kind: 'link', label: 'Enquire Now', url: link.url })
    expect(hoursCell(undefined, link)).toEqual({ kind: 'link', label: 'Enquire Now', url: link.url })
    expect(hoursCell(open(1), link)).toEqual(text('8:30am - 5:00pm'))
    expect(hoursCell({ weekday: 6, status: 'appointment' }, link)).toEqual(text('By appointment only'))
  })

  it('finds the closed-day link by location id', () => {
    const other = { locationId: '8', label: 'Book', url: '/service' }
    expect(closedLinkFor(7, [other, link])).toBe(link)
    expect(closedLinkFor('8', [other, link])).toBe(other)
    expect(closedLinkFor(9, [other, link])).toBeNull()
    expect(closedLinkFor(7, [])).toBeNull()
  })
})

describe('openingHoursRows (FIN §2.8: Mon-Fri merged only when all 5 are identical)', () => {
  it('merges five identical weekdays; Saturday and Sunday stay separate', () => {
    const rows = openingHoursRows([...weekdays((d) => open(d)), { weekday: 6, status: 'appointment' }, { weekday: 0, status: 'closed' }])
    expect(table(rows)).toEqual([
      ['Mon-Fri', '8:30am - 5:00pm'],
      ['Saturday', 'By appointment only'],
      ['Sunday', 'Closed'],
    ])
    expect(rows.map((r) => r.days)).toEqual([[1, 2, 3, 4, 5], [6], [0]])
  })

  it.each([1, 2, 3, 4, 5])('4 identical weekdays and a different day %i list every day', (different) => {
    const rows = openingHoursRows([...weekdays((d) => (d === different ? open(d, '08:30', '17:30') : open(d))), open(6, '09:00', '12:00')])
    expect(rows.map((r) => r.label)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
    expect(rows[different - 1]!.cell).toEqual(text('8:30am - 5:30pm'))
    expect(rows.filter((r) => JSON.stringify(r.cell) === JSON.stringify(text('8:30am - 5:00pm')))).toHaveLength(4)
    expect(table(rows).slice(5)).toEqual([
      ['Saturday', '9:00am - 12:00pm'],
      ['Sunday', 'Closed'],
    ])
  })

  it('a missing weekday is Closed, so the week does not merge', () => {
    const rows = openingHoursRows([open(1), open(2), open(3), open(4)])
    expect(table(rows).slice(0, 5)).toEqual([
      ['Monday', '8:30am - 5:00pm'],
      ['Tuesday', '8:30am - 5:00pm'],
      ['Wednesday', '8:30am - 5:00pm'],
      ['Thursday', '8:30am - 5:00pm'],
      ['Friday', 'Closed'],
    ])
  })

  it('a closed weekday breaks the merge even when its times match', () => {
    const rows = openingHoursRows([...weekdays((d) => open(d)).slice(0, 4), { ...open(5), status: 'closed' }])
    expect(rows).toHaveLength(7)
    expect(rows[4]!.cell).toEqual(text('Closed'))
  })

  it('merges equal text whatever its source (formatted hours equal to the times)', () => {
    const rows = openingHoursRows([...weekdays((d) => open(d)).slice(0, 4), { weekday: 5, formattedHours: '8:30am - 5:00pm' }])
    expect(rows[0]).toEqual({ label: 'Mon-Fri', days: [1, 2, 3, 4, 5], cell: text('8:30am - 5:00pm') })
  })

  it('merges five closed weekdays and uses the link on every closed row', () => {
    expect(table(openingHoursRows([open(6)], link))).toEqual([
      ['Mon-Fri', 'link:Enquire Now'],
      ['Saturday', '8:30am - 5:00pm'],
      ['Sunday', 'link:Enquire Now'],
    ])
    expect(table(openingHoursRows([]))).toEqual([
      ['Mon-Fri', 'Closed'],
      ['Saturday', 'Closed'],
      ['Sunday', 'Closed'],
    ])
  })

  it('reads string weekdays, keeps the first entry of a day, ignores invalid days', () => {
    const rows = openingHoursRows([open('0', '10:00', '14:00'), open(0, '11:00', '15:00'), open(7), open(-1), open(1.5), open('x'), open('6', '09:00', '13:00')])
    expect(table(rows)).toEqual([
      ['Mon-Fri', 'Closed'],
      ['Saturday', '9:00am - 1:00pm'],
      ['Sunday', '10:00am - 2:00pm'],
    ])
  })

  it('always runs Monday to Sunday, merged exactly when the five weekday cells are equal', () => {
    const entry = fc.record({
      weekday: fc.integer({ min: 0, max: 6 }),
      status: fc.constantFrom('open', 'closed', 'appointment', 'Open', 'Closed'),
      open: fc.constantFrom('08:00', '09:00', null),
      close: fc.constantFrom('17:00', null),
    })
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 12 }), (entries) => {
        const rows = openingHoursRows(entries)
        const days = rows.flatMap((r) => r.days)
        expect(days).toEqual([1, 2, 3, 4, 5, 6, 0])
        const cells = [1, 2, 3, 4, 5].map((d) => JSON.stringify(hoursCell(entries.find((e) => e.weekday === d))))
        expect(rows.length === 3).toBe(new Set(cells).size === 1)
      }),
    )
  })
})
