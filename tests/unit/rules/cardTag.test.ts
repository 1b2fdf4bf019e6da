import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cardTag, COMING_SOON_TAG, FUEL_TAGS, isNewArrival, NEW_ARRIVAL_DAYS, RESERVED_TAG, tagColour, type CardTagInput, type CardTagSettings } from '../../../site/rules/cardTag'
import type { CertifiedProgram } from '../../../site/rules/certified'

const now = new Date('2026-11-23T12:00:00Z')
const DAY = 24 * 3600 * 1000
const ago = (ms: number) => new Date(now.getTime() - ms)
const base: CardTagInput = { status: 'in_stock', reserved: false, tag: null, fuel: 'Petrol', simple_fuel: null, make: 'Mazda', car_type: 'used', certified: false, created_at: ago(30 * DAY) }
const mercedes: CertifiedProgram = { make: 'Mercedes-Benz', enabled: true, carTypes: ['used'], requiresCertified: true, hideWhenSold: true, display: 'cardTagLogo', logoUrl: '/mb.svg' }
const toyota: CertifiedProgram = { make: 'Toyota', enabled: true, requiresCertified: true, hideWhenSold: true, display: 'badge' }
const settings: CardTagSettings = {
  fuelTypeTag: false,
  tagColours: { 'runout sale': 'green' },
  certifiedPrograms: { 'Mercedes-Benz': mercedes, Toyota: toyota },
  labels: { soldTag: 'JUST SOLD', newArrival: 'New Arrival' },
}
const tag = (car: Partial<CardTagInput>, s: Partial<CardTagSettings> = {}) => cardTag({ ...base, ...car }, { ...settings, ...s }, now)

describe('card tag order (INV §4: first matching rule wins)', () => {
  it('has the spec labels', () => {
    expect([RESERVED_TAG, COMING_SOON_TAG, FUEL_TAGS]).toEqual(['Reserved', 'COMING SOON', { electric: 'Electric', hybrid: 'Hybrid' }])
  })

  it.each(['sold', 'archived', null])('1. status %s → the sold tag, before everything else', (status) => {
    expect(tag({ status, reserved: true, tag: 'runout sale', fuel: 'Electric', created_at: now }, { fuelTypeTag: true })).toEqual({ kind: 'sold', text: 'JUST SOLD' })
  })
  it('1. the sold tag text is the site label', () => {
    expect(tag({ status: 'sold' }, { labels: { soldTag: 'SOLD', newArrival: 'x' } })).toEqual({ kind: 'sold', text: 'SOLD' })
  })

  it.each<[Partial<CardTagInput>, string | null]>([
    [{ fuel: 'Electric' }, 'Electric'],
    [{ fuel: 'Hybrid' }, 'Hybrid'],
    [{ fuel: 'Petrol', simple_fuel: 'Electric' }, 'Electric'],
    [{ fuel: 'Petrol - Electric Hybrid' }, 'Hybrid'],
    [{ fuel: 'Diesel' }, null],
  ])('2. fuel %j where enabled → %s, before reserved', (fuel, text) => {
    const expected = text ? { kind: 'fuel', text } : { kind: 'reserved', text: 'Reserved' }
    expect(tag({ ...fuel, reserved: true }, { fuelTypeTag: true })).toEqual(expected)
  })
  it('2. no fuel tag where not enabled', () => expect(tag({ fuel: 'Electric' })).toBeNull())

  it('3. reserved, before a certified logo and a free tag', () => {
    expect(tag({ reserved: true, make: 'Mercedes-Benz', certified: true, tag: 'runout sale' })).toEqual({ kind: 'reserved', text: 'Reserved' })
  })

  it('4. certified logo of a card-tag programme, before a free tag', () => {
    expect(tag({ make: 'Mercedes-Benz', certified: true, tag: 'x' })).toEqual({ kind: 'certified', make: 'Mercedes-Benz', logoUrl: '/mb.svg' })
    expect(tag({ make: 'Mercedes-Benz', certified: true }, { certifiedPrograms: { m: { ...mercedes, logoUrl: undefined } } })).toEqual({ kind: 'certified', make: 'Mercedes-Benz', logoUrl: null })
  })
  it.each<[Partial<CardTagInput>, Partial<CardTagSettings>]>([
    [{ make: 'Mercedes-Benz', certified: false }, {}],
    [{ make: 'Mercedes-Benz', certified: true, car_type: 'new' }, {}],
    [{ make: 'Toyota', certified: true }, {}],
    [{ make: 'Mercedes-Benz', certified: true }, { certifiedPrograms: { m: { ...mercedes, enabled: false } } }],
  ])('4. no logo for %j', (car, s) => expect(tag(car, s)).toBeNull())

  it('5. free-text tag as is (trimmed), green only where configured, before coming soon', () => {
    expect(tag({ tag: 'runout sale', status: 'coming_soon' })).toEqual({ kind: 'free', text: 'runout sale', colour: 'green' })
    expect(tag({ tag: ' Test Drive Only ' })).toEqual({ kind: 'free', text: 'Test Drive Only', colour: 'red' })
    expect(tag({ tag: 'SOLD' })).toEqual({ kind: 'free', text: 'SOLD', colour: 'red' })
  })
  it.each(['', '   ', null, undefined])('5. blank tag %j is no tag', (t) => expect(tag({ tag: t, status: 'coming_soon' })).toEqual({ kind: 'comingSoon', text: 'COMING SOON' }))

  it('6. coming soon, before new arrival', () => expect(tag({ status: 'coming_soon', created_at: now })).toEqual({ kind: 'comingSoon', text: 'COMING SOON' }))

  it('7. new arrival within 8 days, with the site label', () => {
    expect(tag({ created_at: ago(DAY) })).toEqual({ kind: 'newArrival', text: 'New Arrival' })
    expect(tag({ created_at: ago(DAY) }, { labels: { soldTag: 'x', newArrival: 'Just In' } })).toEqual({ kind: 'newArrival', text: 'Just In' })
  })
  it.each([null, undefined, ago(9 * DAY)])('8. otherwise none (%s)', (created_at) => expect(tag({ created_at })).toBeNull())

  it('a car not in stock is always tagged sold; an in-stock one never is', () => {
    fc.assert(
      fc.property(fc.constantFrom('in_stock', 'coming_soon', 'sold', 'x'), fc.boolean(), fc.option(fc.string()), (status, reserved, t) => {
        const result = tag({ status, reserved, tag: t })
        return (result?.kind === 'sold') === !['in_stock', 'coming_soon'].includes(status)
      }),
    )
  })
})

describe('isNewArrival (INV §4 rule 7: exactly 8 days counts)', () => {
  it('uses 8 days', () => expect(NEW_ARRIVAL_DAYS).toBe(8))
  it.each([
    [0, true],
    [8 * DAY - 1, true],
    [8 * DAY, true],
    [8 * DAY + 1, false],
    [30 * DAY, false],
    [-1, true],
    [-DAY, true],
  ])('created %s ms ago → %s', (ms, expected) => expect(isNewArrival(ago(ms), now)).toBe(expected))
  it('accepts ISO strings', () => {
    expect(isNewArrival(ago(8 * DAY).toISOString(), now)).toBe(true)
    expect(isNewArrival(ago(8 * DAY + 1).toISOString(), now)).toBe(false)
  })
  it.each([null, undefined, '', 'not a date'])('%j is not new', (value) => expect(isNewArrival(value, now)).toBe(false))
})

describe('tagColour (vehicleCard.tagColours)', () => {
  it.each<[string, Record<string, 'green' | 'red'>, string]>([
    ['runout sale', { 'runout sale': 'green' }, 'green'],
    ['Runout Sale', { 'runout sale': 'green' }, 'green'],
    ['RUNOUT SALE', { 'Runout Sale': 'green' }, 'green'],
    ['Clearance', { 'runout sale': 'green' }, 'red'],
    ['Hot', { hot: 'red', Hot: 'green' }, 'green'],
    ['anything', {}, 'red'],
  ])('%s with %j → %s', (text, colours, expected) => expect(tagColour(text, colours)).toBe(expected))
})
