import { describe, expect, it } from 'vitest'
import { cardTag, isNewArrival, type CardTagInput, type CardTagSettings } from '../../../site/rules/cardTag'

const now = new Date('2026-11-23T12:00:00Z')
const DAY = 24 * 3600 * 1000
const base: CardTagInput = { status: 'in_stock', reserved: false, tag: null, fuel: 'Petrol', make: 'Mazda', carType: 'used', certified: false, listedAt: new Date(now.getTime() - 30 * DAY) }
const settings: CardTagSettings = {
  fuelTypeTag: false,
  tagColours: { 'runout sale': 'green' },
  certifiedPrograms: { 'Mercedes-Benz': { make: 'Mercedes-Benz', enabled: true, carTypes: ['used'], requiresCertified: true, display: 'cardTagLogo', logoUrl: '/mb.svg' }, Toyota: { make: 'Toyota', enabled: true, requiresCertified: true, display: 'badge' } },
  labels: { soldTag: 'JUST SOLD', newArrival: 'New Arrival' },
}
const tag = (car: Partial<CardTagInput>, s: Partial<CardTagSettings> = {}) => cardTag({ ...base, ...car }, { ...settings, ...s }, now)

describe('card tag order (INV §4: first matching rule wins)', () => {
  it('1. not in stock → the sold tag, before everything else', () => {
    expect(tag({ status: 'sold', reserved: true, tag: 'runout sale', listedAt: now })).toEqual({ kind: 'sold', text: 'JUST SOLD' })
  })
  it('2. electric or hybrid, only where enabled', () => {
    expect(tag({ fuel: 'Electric', reserved: true }, { fuelTypeTag: true })).toEqual({ kind: 'fuel', text: 'Electric' })
    expect(tag({ fuel: 'hybrid' }, { fuelTypeTag: true })).toEqual({ kind: 'fuel', text: 'Hybrid' })
    expect(tag({ fuel: 'Electric' })).toBeNull()
    expect(tag({ fuel: 'Diesel' }, { fuelTypeTag: true })).toBeNull()
  })
  it('3. reserved', () => {
    expect(tag({ reserved: true, tag: 'runout sale' })).toEqual({ kind: 'reserved', text: 'Reserved' })
  })
  it('4. certified logo of a programme shown as a card-tag logo (used, certified, enabled)', () => {
    expect(tag({ make: 'Mercedes-Benz', certified: true, tag: 'x' })).toEqual({ kind: 'certified', make: 'Mercedes-Benz', logoUrl: '/mb.svg' })
    expect(tag({ make: 'Mercedes-Benz', certified: false })).toBeNull()
    expect(tag({ make: 'Mercedes-Benz', certified: true, carType: 'new' })).toBeNull()
    expect(tag({ make: 'Toyota', certified: true })).toBeNull()
    expect(tag({ make: 'Mercedes-Benz', certified: true }, { certifiedPrograms: { 'Mercedes-Benz': { ...settings.certifiedPrograms['Mercedes-Benz']!, enabled: false } } })).toBeNull()
    expect(tag({ make: 'Mercedes-Benz', certified: false }, { certifiedPrograms: { 'Mercedes-Benz': { make: 'Mercedes-Benz', enabled: true, requiresCertified: false, display: 'cardTagLogo' } } })).toEqual({ kind: 'certified', make: 'Mercedes-Benz', logoUrl: null })
  })
  it('5. free-text tag as is, green only where configured', () => {
    expect(tag({ tag: 'runout sale', status: 'coming_soon' })).toEqual({ kind: 'free', text: 'runout sale', colour: 'green' })
    expect(tag({ tag: 'Test Drive Only' })).toEqual({ kind: 'free', text: 'Test Drive Only', colour: 'red' })
    expect(tag({ tag: '   ', status: 'coming_soon' })).toEqual({ kind: 'comingSoon', text: 'COMING SOON' })
  })
  it('6. coming soon, before new arrival', () => {
    expect(tag({ status: 'coming_soon', listedAt: now })).toEqual({ kind: 'comingSoon', text: 'COMING SOON' })
  })
  it('7. new arrival within 8 days; 8. otherwise none', () => {
    expect(tag({ listedAt: new Date(now.getTime() - DAY) })).toEqual({ kind: 'newArrival', text: 'New Arrival' })
    expect(tag({ listedAt: null })).toBeNull()
  })
})

describe('isNewArrival (exactly 8 days)', () => {
  it.each([
    [0, true],
    [8 * DAY - 1, true],
    [8 * DAY, true],
    [8 * DAY + 1, false],
    [-1, false],
  ])('listed %s ms ago → %s', (ago, expected) => expect(isNewArrival(new Date(now.getTime() - ago), now)).toBe(expected))
  it('accepts ISO strings', () => expect(isNewArrival(new Date(now.getTime() - DAY).toISOString(), now)).toBe(true))
})
