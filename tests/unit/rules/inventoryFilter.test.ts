import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { inventoryFilter, isListed, isSoldWithinWindow, SOLD_STATUS, type InventorySettings, type ListableCar } from '../../../site/rules/inventoryFilter'

const now = new Date('2025-07-10T12:00:00Z')
const DAY = 24 * 60 * 60 * 1000
const ago = (ms: number) => new Date(now.getTime() - ms)
const settings: InventorySettings = { minPhotos: 3, includeSoldCarsDays: 3, onlyInStock: false, carTypes: null, excludedStockNumbers: [], excludedMakes: [] }
const car = (patch: Partial<ListableCar> = {}): ListableCar => ({
  dealership_id: 7,
  show_on_dealer_website: true,
  photos_count: 3,
  status: 'in_stock',
  sold_at: null,
  car_type: 'used',
  stocknum: 'S1',
  make: 'Toyota',
  ...patch,
})

describe('inventory filter (INV §9, FIN §9)', () => {
  it('builds the default filter', () => {
    expect(inventoryFilter(settings, [7, 8], now)).toEqual({
      dealershipIds: [7, 8],
      showOnDealerWebsite: true,
      minPhotos: 3,
      statuses: ['in_stock', 'coming_soon'],
      soldSince: ago(3 * DAY),
      carTypes: null,
      excludedStockNumbers: [],
      excludedMakes: [],
    })
  })

  it('carries the site variants', () => {
    const filter = inventoryFilter({ minPhotos: 14, includeSoldCarsDays: 5, onlyInStock: true, carTypes: ['used'], excludedStockNumbers: ['X1'], excludedMakes: ['Kia'] }, ['d1'], now)
    expect(filter).toEqual({ dealershipIds: ['d1'], showOnDealerWebsite: true, minPhotos: 14, statuses: ['in_stock'], soldSince: null, carTypes: ['used'], excludedStockNumbers: ['X1'], excludedMakes: ['Kia'] })
  })

  it.each([
    [0, null],
    [-1, null],
    [1, ago(DAY)],
  ])('a sold window of %d days starts at %s', (days, since) => expect(inventoryFilter({ ...settings, includeSoldCarsDays: days }, [7], now).soldSince).toEqual(since))

  it('treats an empty car type list as all types', () => expect(inventoryFilter({ ...settings, carTypes: [] }, [7], now).carTypes).toBeNull())
})

describe('isListed (the oracle)', () => {
  const filter = inventoryFilter({ ...settings, excludedStockNumbers: ['X1'], excludedMakes: ['Kia'], carTypes: ['used', 'demo'] }, [7, '8'], now)

  it.each<[string, Partial<ListableCar>, boolean]>([
    ['a listed car', {}, true],
    ['coming soon', { status: 'coming_soon' }, true],
    ['other dealership', { dealership_id: 9 }, false],
    ['dealership id as text', { dealership_id: '7' }, true],
    ['numeric id of a text dealership', { dealership_id: 8 }, true],
    ['no dealership', { dealership_id: null }, false],
    ['undefined dealership', { dealership_id: undefined }, false],
    ['hidden from the dealer website', { show_on_dealer_website: false }, false],
    ['display flag missing', { show_on_dealer_website: null }, false],
    ['2 photos with a threshold of 3', { photos_count: 2 }, false],
    ['exactly 3 photos', { photos_count: 3 }, true],
    ['photo count missing', { photos_count: null }, false],
    ['sold exactly 3 days ago', { status: 'sold', sold_at: ago(3 * DAY) }, true],
    ['sold 3 days and a millisecond ago', { status: 'sold', sold_at: ago(3 * DAY + 1) }, false],
    ['sold as text date', { status: 'sold', sold_at: ago(DAY).toISOString() }, true],
    ['sold without a date', { status: 'sold', sold_at: null }, false],
    ['sold with an empty date', { status: 'sold', sold_at: '' }, false],
    ['sold with an unreadable date', { status: 'sold', sold_at: 'yesterday' }, false],
    ['other status', { status: 'others' }, false],
    ['no status', { status: null }, false],
    ['a recent sale date on an in-stock status is irrelevant', { status: 'others', sold_at: ago(DAY) }, false],
    ['excluded car type', { car_type: 'new' }, false],
    ['demo allowed', { car_type: 'demo' }, true],
    ['car type missing', { car_type: null }, false],
    ['excluded stock number', { stocknum: 'X1' }, false],
    ['stock number missing', { stocknum: null }, true],
    ['excluded make', { make: 'Kia' }, false],
    ['excluded make in other case is not excluded', { make: 'KIA' }, true],
    ['make missing', { make: undefined }, true],
  ])('%s: %s', (_, patch, listed) => expect(isListed(car(patch), filter)).toBe(listed))

  it.each([
    [0, 0, true],
    [1, 0, false],
    [1, 1, true],
    [14, 13, false],
    [14, 14, true],
  ])('threshold %d with %d photos: %s (at least N)', (minPhotos, photos_count, listed) => {
    expect(isListed(car({ photos_count }), inventoryFilter({ ...settings, minPhotos }, [7], now))).toBe(listed)
  })

  it('onlyInStock lists in_stock only', () => {
    const f = inventoryFilter({ ...settings, onlyInStock: true }, [7], now)
    expect(isListed(car(), f)).toBe(true)
    expect(isListed(car({ status: 'coming_soon' }), f)).toBe(false)
    expect(isListed(car({ status: 'sold', sold_at: now }), f)).toBe(false)
  })

  it('lists no sold car with a zero-day window', () => {
    expect(isListed(car({ status: 'sold', sold_at: now }), inventoryFilter({ ...settings, includeSoldCarsDays: 0 }, [7], now))).toBe(false)
  })

  it('lists nothing without dealerships', () => expect(isListed(car(), inventoryFilter(settings, [], now))).toBe(false))

  it('does not match a missing dealership to a text id', () => {
    expect(isListed(car({ dealership_id: null }), inventoryFilter(settings, ['null'], now))).toBe(false)
    expect(isListed(car({ dealership_id: undefined }), inventoryFilter(settings, ['undefined'], now))).toBe(false)
  })

  it('does not read a missing sale date as the epoch', () => {
    const early = new Date('1970-01-02T00:00:00Z')
    expect(isListed(car({ status: 'sold', sold_at: null }), inventoryFilter(settings, [7], early))).toBe(false)
    expect(isListed(car({ status: 'sold', sold_at: new Date(0) }), inventoryFilter(settings, [7], early))).toBe(true)
  })

  it('agrees with isSoldWithinWindow on sold cars', () => {
    fc.assert(
      fc.property(fc.integer({ min: -DAY, max: 10 * DAY }), fc.integer({ min: 0, max: 7 }), (age, days) => {
        const c = car({ status: 'sold', sold_at: ago(age) })
        expect(isListed(c, inventoryFilter({ ...settings, includeSoldCarsDays: days }, [7], now))).toBe(isSoldWithinWindow(c, now, days))
      }),
    )
  })
})

describe('isSoldWithinWindow (FIN §9: 3 days)', () => {
  it.each<[string, Partial<ListableCar>, number, boolean]>([
    ['sold now', { status: 'sold', sold_at: now }, 3, true],
    ['sold exactly 3 days ago', { status: 'sold', sold_at: ago(3 * DAY) }, 3, true],
    ['sold 3 days and a millisecond ago', { status: 'sold', sold_at: ago(3 * DAY + 1) }, 3, false],
    ['sold 2 days ago, window 1 day', { status: 'sold', sold_at: ago(2 * DAY) }, 1, false],
    ['sold a minute ago, window 0', { status: 'sold', sold_at: ago(60000) }, 0, false],
    ['in stock with a sale date', { status: 'in_stock', sold_at: now }, 3, false],
    ['sold without a date', { status: 'sold', sold_at: undefined }, 3, false],
  ])('%s', (_, patch, days, expected) => expect(isSoldWithinWindow(car(patch), now, days)).toBe(expected))

  it('uses the sold status', () => expect(SOLD_STATUS).toBe('sold'))
})
