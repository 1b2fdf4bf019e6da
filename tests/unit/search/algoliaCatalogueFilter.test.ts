import { describe, expect, it } from 'vitest'
import { catalogueSecuredFilter } from '../../../site/search/algolia/catalogue'

const site = (dealershipIds: number[], excludedMakes: string[] = []) => ({ dealershipIds, config: { inventory: { excludedMakes } } }) as never
const NOW = new Date('2026-11-25T12:00:00.000Z')
const T = NOW.getTime() / 1000

describe('catalogueSecuredFilter', () => {
  it("models: the site's excluded makes, quoted; nothing when none are excluded", () => {
    expect(catalogueSecuredFilter('models', site([1], []), NOW)).toBe('')
    expect(catalogueSecuredFilter('models', site([1], ['Kia', 'Great "Wall"']), NOW)).toBe('NOT manufacturer_name:"Kia" AND NOT manufacturer_name:"Great \\"Wall\\""')
  })

  it("offers: the site's dealerships and the window at now, both bounds inclusive", () => {
    expect(catalogueSecuredFilter('offers', site([4]), NOW)).toBe(`dealership_id = 4 AND valid_from_ts <= ${T} AND valid_to_ts >= ${T}`)
    expect(catalogueSecuredFilter('offers', site([4, 9]), NOW)).toBe(`(dealership_id = 4 OR dealership_id = 9) AND valid_from_ts <= ${T} AND valid_to_ts >= ${T}`)
  })

  it('offers: a site without dealerships lists none', () => {
    expect(catalogueSecuredFilter('offers', site([]), NOW)).toBe('dealership_id = -1')
  })
})
