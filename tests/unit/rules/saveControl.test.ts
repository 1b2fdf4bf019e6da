import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hasImages, type SaveControlCar, type SaveControlRequirement, showSaveControl, showWatchlistSave } from '../../../site/rules/saveControl'

const car = (over: Partial<SaveControlCar> = {}): SaveControlCar => ({ status: 'in_stock', price: 25000, car_type: 'used', images: [{}], thumbnails: null, photos_count: null, ...over })

describe('hasImages (INV §2: images or thumbnails)', () => {
  it.each<[Partial<SaveControlCar>, boolean]>([
    [{ images: [{}] }, true],
    [{ images: [], thumbnails: ['t'] }, true],
    [{ images: null, thumbnails: null, photos_count: 3 }, true],
    [{ images: [], thumbnails: [], photos_count: 0 }, false],
    [{ images: undefined, thumbnails: undefined, photos_count: undefined }, false],
    [{ images: null, thumbnails: null, photos_count: null }, false],
  ])('%j → %s', (over, expected) => expect(hasImages(car(over))).toBe(expected))
})

describe('showSaveControl (INV §2, vehicleCard.saveControlRequires)', () => {
  it.each<[Partial<SaveControlCar>, SaveControlRequirement[], boolean]>([
    [{}, [], true],
    [{ status: 'coming_soon' }, [], true],
    [{ status: 'sold' }, [], false],
    [{ status: null }, [], false],
    [{ price: 0, images: [] }, [], true],
    [{ price: 1 }, ['priceAboveZero'], true],
    [{ price: 0 }, ['priceAboveZero'], false],
    [{ price: null }, ['priceAboveZero'], false],
    [{ images: [] }, ['hasImages'], false],
    [{ images: [], thumbnails: ['t'] }, ['priceAboveZero', 'hasImages'], true],
    [{ price: 0, images: [{}] }, ['priceAboveZero', 'hasImages'], false],
    [{ car_type: 'used' }, ['used'], true],
    [{ car_type: 'new' }, ['used'], false],
    [{ car_type: 'demo' }, ['used'], false],
    [{ status: 'sold', car_type: 'used' }, ['used'], false],
  ])('%j requiring %j → %s', (over, requires, expected) => expect(showSaveControl(car(over), requires)).toBe(expected))

  it('never shows for a car not in stock', () => {
    fc.assert(
      fc.property(fc.subarray(['priceAboveZero', 'hasImages', 'used'] as const), fc.constantFrom('sold', 'x', null), (requires, status) => !showSaveControl(car({ status }), requires)),
    )
  })
})

describe('showWatchlistSave (INV §2: sold cars hidden unless already saved)', () => {
  it.each([
    ['in_stock', false, true],
    ['coming_soon', false, true],
    ['sold', false, false],
    ['sold', true, true],
    [null, false, false],
    ['in_stock', true, true],
  ])('status %s, saved %s → %s', (status, saved, expected) => expect(showWatchlistSave({ status }, saved)).toBe(expected))
})
