import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { inventoryFilter, isListed, isSoldWithinWindow, SOLD_STATUS, type InventorySettings, type ListableCar } from '../../../site/rules/inventoryFilter'

const now = new Date('2025-07-10T12:00:00Z')
const DAY = 24 * 60 * 60 * 1000
const ago = (ms: number) => new Date(now.getTime() - ms)
const settings: InventorySettings = { minPhotos: 3, includeSoldCarsDays: 3, onlyInStock: false, carTypes: null, excludedStockNumbers: [], excludedMakes: [] }
const car = (patch: Partial<ListableCar> = {}): ListableCar => ({
  dealershipId: 7,
  showOnDealerWebsite: true,
  photosCount: 3,
  status: 'in_stock',
  soldAt: null,
  carType: 'used',
  stockNumber: 'S1',
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
    ['other dealership', { dealershipId: 9 }, false],
    ['dealership id as text', { dealershipId: '7' }, true],
    ['numeric id of a text dealership', { dealershipId: 8 }, true],
    ['no dealership', { dealershipId: null }, false],
    ['undefined dealership', { dealershipId: undefined }, false],
    ['hidden from the dealer website', { showOnDealerWebsite: false }, false],
    ['display flag missing', { showOnDealerWebsite: null }, false],
    ['2 photos with a threshold of 3', { photosCount: 2 }, false],
    ['exactly 3 photos', { photosCount: 3 }, true],
    ['photo count missing', { photosCount: null }, false],
    ['sold exactly 3 days ago', { status: 'sold', soldAt: ago(3 * DAY) }, true],
    ['sold 3 days and a millisecond ago', { status: 'sold', soldAt: ago(3 * DAY + 1) }, false],
    ['sold as text date', { status: 'sold', soldAt: ago(DAY).toISOString() }, true],
    ['sold without a date', { status: 'sold', soldAt: null }, false],
    ['sold with an empty date', { status: 'sold', soldAt: '' }, false],
    ['sold with an unreadable date', { status: 'sold', soldAt: 'yesterday' }, false],
    ['other status', { status: 'others' }, false],
    ['no status', { status: null }, false],
    ['a recent sale date on an in-stock status is irrelevant', { status: 'others', soldAt: ago(DAY) }, false],
    ['excluded car type', { carType: 'new' }, false],
    ['demo allowed', { carType: 'demo' }, true],
    ['car type missing', { carType: null }, false],
    ['excluded stock number', { stockNumber: 'X1' }, false],
    ['stock number missing', { stockNumber: null }, true],
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
  ])('threshold %d with %d photos: %s (at least N)', (minPhotos, photosCount, listed) => {
    expect(isListed(car({ photosCount }), inventoryFilter({ ...settings, minPhotos }, [7], now))).toBe(listed)
  })

  it('onlyInStock lists in_stock only', () => {
    const f = inventoryFilter({ ...settings, onlyInStock: true }, [7], now)
    expect(isListed(car(), f)).toBe(true)
    expect(isListed(car({ status: 'coming_soon' }), f)).toBe(false)
    expect(isListed(car({ status: 'sold', soldAt: now }), f)).toBe(false)
  })

  it('lists no sold car with a zero-day window', () => {
    expect(isListed(car({ status: 'sold', soldAt: now }), inventoryFilter({ ...settings, includeSoldCarsDays: 0 }, [7], now))).toBe(false)
  })

  it('lists nothing without dealerships', () => expect(isListed(car(), inventoryFilter(settings, [], now))).toBe(false))

  it('agrees with isSoldWithinWindow on sold cars', () => {
    fc.assert(
      fc.property(fc.integer({ min: -DAY, max: 10 * DAY }), fc.integer({ min: 0, max: 7 }), (age, days) => {
        const c = car({ status: 'sold', soldAt: ago(age) })
        expect(isListed(c, inventoryFilter({ ...settings, includeSoldCarsDays: days }, [7], now))).toBe(isSoldWithinWindow(c, now, days))
      }),
    )
  })
})

describe('isSoldWithinWindow (FIN §9: 3 days)', () => {
  it.each<[string, Partial<ListableCar>, number, boolean]>([
    ['sold now', { status: 'sold', soldAt: now }, 3, true],
    ['sold exactly 3 days ago', { status: 'sold', soldAt: ago(3 * DAY) }, 3, true],
    ['sold 3 days and a millisecond ago', { status: 'sold', soldAt: ago(3 * DAY + 1) }, 3, false],
    ['sold 2 days ago, window 1 day', { status: 'sold', soldAt: ago(2 * DAY) }, 1, false],
    ['sold a minute ago, window 0', { status: 'sold', soldAt: ago(60000) }, 0, false],
    ['in stock with a sale date', { status: 'in_stock', soldAt: now }, 3, false],
    ['sold without a date', { status: 'sold', soldAt: undefined }, 3, false],
  ])('%s', (_, patch, days, expected) => expect(isSoldWithinWindow(car(patch), now, days)).toBe(expected))

  it('uses the sold status', () => expect(SOLD_STATUS).toBe('sold'))
})
