import { describe, expect, it } from 'vitest'
import { fuelKind } from '../../../site/rules/vehicleTypes'

describe('fuelKind (INV §4 rule 2, INV §5 fuel calculator)', () => {
  it.each<[string | null | undefined, string | null | undefined, string]>([
    ['Electric', null, 'electric'],
    ['electric', undefined, 'electric'],
    [' ELECTRIC ', null, 'electric'],
    ['Hybrid', null, 'hybrid'],
    ['Plug-in Hybrid', null, 'hybrid'],
    ['Petrol - Electric Hybrid', null, 'hybrid'],
    ['Petrol/Electric', null, 'hybrid'],
    ['Diesel/Electric', null, 'hybrid'],
    ['Petrol', null, 'other'],
    ['Diesel', null, 'other'],
    [null, null, 'other'],
    ['', '', 'other'],
    ['Petrol', 'Electric', 'electric'],
    ['Electric', 'Petrol', 'other'],
    ['Electric', '', 'electric'],
  ])('fuel %j, simple_fuel %j → %s', (fuel, simple_fuel, expected) => expect(fuelKind({ fuel, simple_fuel })).toBe(expected))
})
