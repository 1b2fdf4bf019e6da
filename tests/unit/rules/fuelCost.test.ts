import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_CONSUMPTION_L_PER_100KM, DEFAULT_DISTANCE_KM, DEFAULT_FUEL_PRICE_PER_LITRE, fuelCost, toCents } from '../../../site/rules/fuelCost'

describe('fuelCost (INV §5 Fuel calculator)', () => {
  it('has the spec defaults', () => expect([DEFAULT_FUEL_PRICE_PER_LITRE, DEFAULT_DISTANCE_KM, DEFAULT_CONSUMPTION_L_PER_100KM]).toEqual([1.7, 250, 10]))

  it('all defaults: 250 / 100 × 10 × 1.70 = 42.50', () => {
    expect(fuelCost({ fuel: 'Petrol' })).toEqual({ cost: 42.5, consumption: 10, fuelPricePerLitre: 1.7, distanceKm: 250 })
  })

  it.each<[string | number | null | undefined, number | null | undefined, number | null | undefined, number]>([
    [7.4, undefined, undefined, 31.45],
    ['7.4', null, null, 31.45],
    [7.4, 2.05, 400, 60.68],
    [6.3, 1.899, 100, 11.96],
    [0, undefined, undefined, 42.5],
    [-3, undefined, undefined, 42.5],
    ['n/a', undefined, undefined, 42.5],
    [null, undefined, undefined, 42.5],
    [8, 0, 250, 0],
    [8, 1.7, 0, 0],
    [8, -1, -5, 34],
    [8, Number.NaN, Number.POSITIVE_INFINITY, 34],
  ])('consumption %j, price %s, distance %s → %s', (fuelconsumptioncombined, fuelPricePerLitre, distanceKm, cost) => {
    expect(fuelCost({ fuel: 'Diesel', fuelconsumptioncombined }, { fuelPricePerLitre, distanceKm })?.cost).toBe(cost)
  })

  it.each([
    [{ fuel: 'Electric' }, null],
    [{ simple_fuel: 'Electric', fuel: 'Other' }, null],
  ])('hidden for electric %j', (car, expected) => expect(fuelCost(car)).toBe(expected))

  it('shown for hybrids', () => expect(fuelCost({ fuel: 'Hybrid', fuelconsumptioncombined: 4 })?.cost).toBe(17))

  it('hidden for a caravan, which has no fuel economy (vehicle-type table), shown for a motorhome, truck and motorcycle', () => {
    expect(fuelCost({ item_type: 'caravan', fuel: 'Petrol', fuelconsumptioncombined: 9 })).toBeNull()
    expect(fuelCost({ item_type: 'caravan', body: 'Motorhome', fuel: 'Diesel', fuelconsumptioncombined: 12 })?.cost).toBe(51)
    expect(fuelCost({ item_type: 'truck', fuel: 'Diesel', fuelconsumptioncombined: 20 })?.cost).toBe(85)
    expect(fuelCost({ item_type: 'motorcycle', fuel: 'Petrol', fuelconsumptioncombined: 4.5 })?.cost).toBe(19.13)
  })

  it('is always to 2 decimals and never negative', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.1, max: 30, noNaN: true }), fc.double({ min: 0, max: 5, noNaN: true }), fc.integer({ min: 0, max: 5000 }), (consumption, price, distance) => {
        const result = fuelCost({ fuel: 'Petrol', fuelconsumptioncombined: consumption }, { fuelPricePerLitre: price, distanceKm: distance })
        return result !== null && result.cost >= 0 && Math.abs(result.cost * 100 - Math.round(result.cost * 100)) < 1e-6
      }),
    )
  })
})

describe('toCents', () => {
  it.each([
    [1.005, 1.01],
    [1.004, 1],
    [42.499, 42.5],
    [0, 0],
    [10.0049, 10],
  ])('%s → %s', (value, expected) => expect(toCents(value)).toBe(expected))
})
