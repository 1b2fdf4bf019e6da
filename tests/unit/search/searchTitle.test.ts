import { describe, expect, it } from 'vitest'
import { emptySearchState, type SearchUrlState } from '@/site/rules/searchUrl'
import { searchTitle } from '@/site/search/searchTitle'

const title = (refinements: SearchUrlState['refinements']) => searchTitle({ ...emptySearchState(), refinements }, 'vehicle')

describe('searchTitle', () => {
  it.each([
    [{}, 'Vehicles for sale'],
    [{ car_type: ['used'] }, 'Used vehicles for sale'],
    [{ car_type: ['new', 'demo'] }, 'Vehicles for sale'],
    [{ car_type: ['used'], make: ['Mazda'], model: ['CX-5'] }, 'Used Mazda CX-5 vehicles for sale'],
    [{ location_name: ['Harbourside'] }, 'Vehicles for sale at Harbourside'],
    [{ location_name: ['A', 'B'] }, 'Vehicles for sale'],
    [{ dealership_name: ['Southern Cross Toyota'] }, 'Vehicles for sale at Southern Cross Toyota'],
    [{ dealership_name: ['Southern Cross Toyota'], location_name: ['Moorabbin'] }, 'Vehicles for sale at Moorabbin'],
    [{ dealership_name: ['A', 'B'] }, 'Vehicles for sale'],
  ] as const)('%j reads %s', (refinements, expected) => expect(title(refinements as SearchUrlState['refinements'])).toBe(expected))
})
