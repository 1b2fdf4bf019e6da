import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatTime, openingHoursRows, type OpeningHourEntry } from '../../../site/rules/hours'
import { entryToday, fillHours, HOURS_TOKEN, hoursSummary, openUntil, timeZoneOfState, type HoursLocation } from '../../../site/rules/openNow'
import { HOURS, SITES } from '../../../scripts/seed/sites'
import { promoNodes } from '../../../scripts/seed/content'

/** The group demo site's sales locations, as the banner reads them. */
const group = SITES.find((s) => s.template === 'group')!
const groupSales: HoursLocation[] = group.dealerships.flatMap((d) => d.locations.filter((l) => l.type === 'sales').map((l) => ({ name: l.name, state: l.state, openingHours: l.hours })))

// Tuesday 8 December 2026 and Thursday 10 December 2026, Melbourne summer time (UTC+11).
const melbourne = (isoLocal: string) => new Date(`${isoLocal}+11:00`)

describe('time zones by state', () => {
  it.each([
    ['vic', 'Australia/Melbourne'],
    ['NSW', 'Australia/Sydney'],
    [' sa ', 'Australia/Adelaide'],
    ['wa', 'Australia/Perth'],
    [null, 'Australia/Brisbane'],
    ['xx', 'Australia/Brisbane'],
  ])('%j → %s', (state, zone) => expect(timeZoneOfState(state)).toBe(zone))
})

describe('the group banner says what every location says (issue 46: not "6 pm" against 5:30 pm)', () => {
  it('a weekday morning: every sales location is open until 5:30pm, as each card says', () => {
    const now = melbourne('2026-12-08T10:00:00')
    expect(hoursSummary(groupSales, now)).toBe('All our locations are open now until 5:30pm.')
    for (const l of groupSales) expect(openingHoursRows(l.openingHours).find((r) => r.days.includes(2))?.cell).toEqual({ kind: 'text', text: '8:30am - 5:30pm' })
  })

  it('late Thursday: names the locations still open and their closing time', () => {
    expect(hoursSummary(groupSales, melbourne('2026-12-10T18:45:00'))).toBe('Open now until 8:00pm at Southern Cross Newcastle and Southern Cross Caravans Geelong.')
  })

  it('Thursday afternoon: the latest closing, and that the others close earlier', () => {
    expect(hoursSummary(groupSales, melbourne('2026-12-10T15:00:00'))).toBe('Open now until 8:00pm at Southern Cross Newcastle and Southern Cross Caravans Geelong; our other open locations close earlier.')
  })

  it('each location in its own zone: 5:15pm in Melbourne is 4:45pm in Adelaide and 4:15pm in Townsville', () => {
    const now = melbourne('2026-12-08T17:45:00')
    // Melbourne and Sydney closed at 5:30pm local; Adelaide (17:15) and Townsville (16:45) still open.
    expect(hoursSummary(groupSales, now)).toBe('Open now until 5:30pm at Southern Cross Adelaide and Southern Cross Used Cars Townsville.')
  })

  it('night: all closed', () => expect(hoursSummary(groupSales, melbourne('2026-12-08T23:00:00'))).toBe('All our locations are closed now.'))

  it('Sunday by appointment is not open', () => {
    const appointmentOnly = [{ name: 'A', state: 'vic', openingHours: HOURS.sales }]
    expect(hoursSummary(appointmentOnly, melbourne('2026-12-13T11:00:00'))).toBe('Closed now.')
  })

  it('a holiday entry for today wins over the weekday', () => {
    const closedToday = { name: 'A', state: 'vic', openingHours: HOURS.sales, specialHours: [{ date: '2026-12-08', status: 'closed' }] }
    const shortDay = { name: 'B', state: 'vic', openingHours: HOURS.sales, specialHours: [{ date: '2026-12-08', status: 'open', open: '09:00', close: '12:00' }] }
    const now = melbourne('2026-12-08T10:00:00')
    expect(hoursSummary([closedToday], now)).toBe('Closed now.')
    expect(hoursSummary([shortDay], now)).toBe('Open now until 12:00pm.')
    expect(entryToday(shortDay, now)).toMatchObject({ weekday: 2, open: '09:00' })
  })

  it('one location; several open at one time; more than three named by count', () => {
    const one = [{ name: 'Solo', state: 'qld', openingHours: HOURS.sales }]
    expect(hoursSummary(one, melbourne('2026-12-08T10:00:00'))).toBe('Open now until 5:30pm.')
    const five = Array.from({ length: 5 }, (_, i) => ({ name: `L${i}`, state: 'vic', openingHours: HOURS.lateThursday }))
    expect(hoursSummary([...five, { name: 'Early', state: 'vic', openingHours: HOURS.sales }], melbourne('2026-12-10T18:00:00'))).toBe('Open now until 8:00pm at 5 of our locations.')
  })

  it('hours without times (a feed’s written hours) are not counted as open', () => {
    const written = [{ name: 'W', state: 'vic', openingHours: [{ weekday: 2, status: 'Open', formattedHours: 'Till late' }] }]
    expect(openUntil(written[0]!, melbourne('2026-12-08T10:00:00'))).toBeNull()
  })
})

describe('demo banners never type opening hours by hand', () => {
  it.each(SITES.map((s) => [s.slug, s] as const))('%s', (_, site) => {
    for (const node of promoNodes(site)) expect(node.description, node.name).not.toMatch(/\b\d{1,2}(:\d{2})?\s*(am|pm)\b/i)
  })
  it('the group site’s trading-hours banner reads {hours}', () => {
    expect(promoNodes(group).find((n) => n.kind === 'banner')?.description).toContain(HOURS_TOKEN)
  })
})

describe('fillHours', () => {
  it('fills {hours} once per mention and leaves other text alone', () => {
    expect(fillHours(`Today: ${HOURS_TOKEN}`, () => 'Open now until 5:30pm.')).toBe('Today: Open now until 5:30pm.')
    expect(fillHours('Summer sale', () => { throw new Error('not asked') })).toBe('Summer sale')
  })
})

const time = fc.integer({ min: 0, max: 23 * 60 + 59 }).map((m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`)
const entry = (weekday: number) => fc.tuple(time, time, fc.constantFrom('open', 'closed', 'appointment')).map(([a, b, status]): OpeningHourEntry => ({ weekday, status, open: a < b ? a : b, close: a < b ? b : a }))
const location = fc.record({
  name: fc.stringMatching(/^[A-Z][a-z]{2,8}$/),
  state: fc.constantFrom('qld', 'nsw', 'vic', 'sa', 'wa', 'tas', 'nt', 'act'),
  openingHours: fc.tuple(...[0, 1, 2, 3, 4, 5, 6].map(entry)),
})

describe('property: the banner never names a closing time that no open location has', () => {
  it('for generated locations and instants', () => {
    fc.assert(
      fc.property(fc.array(location, { minLength: 1, maxLength: 6 }), fc.date({ min: new Date('2026-01-01'), max: new Date('2027-12-31'), noInvalidDate: true }), (locations, now) => {
        const summary = hoursSummary(locations, now)
        const closes = locations.map((l) => openUntil(l, now)).filter((c): c is string => c !== null)
        if (closes.length === 0) {
          expect(summary).toMatch(/closed now\.$/i)
          return
        }
        const latest = closes.reduce((a, b) => (a > b ? a : b))
        expect(summary).toContain(`until ${formatTime(latest)}`)
      }),
    )
  })
})
