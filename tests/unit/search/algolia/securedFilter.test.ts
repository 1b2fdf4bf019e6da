import { describe, expect, it } from 'vitest'
import { inventoryFilter } from '../../../../site/rules/inventoryFilter'
import { LISTED_FOREVER, listedUntil, securedFilter } from '../../../../site/search/algolia/securedFilter'

const settings = { minPhotos: 3, includeSoldCarsDays: 3, onlyInStock: false, carTypes: [], excludedStockNumbers: [], excludedMakes: [] }
const now = new Date('2026-11-23T00:00:00.000Z')
const windowStart = Date.parse('2026-11-20T00:00:00.000Z') / 1000

describe('securedFilter', () => {
  it('expresses the default base filter, the sold window through listed_until', () => {
    expect(securedFilter(inventoryFilter(settings, [4, 7], now))).toBe(`(dealership_id = 4 OR dealership_id = 7) AND show_on_dealer_website:true AND photos_count >= 3 AND listed_until >= ${windowStart}`)
  })

  it('adds in-stock only, car types and exclusions (quoted)', () => {
    const filter = inventoryFilter({ ...settings, minPhotos: 0, onlyInStock: true, carTypes: ['used'], excludedStockNumbers: ['A "1"'], excludedMakes: ['Kia'] }, [4], now)
    expect(securedFilter(filter)).toBe('dealership_id = 4 AND show_on_dealer_website:true AND status:"in_stock" AND car_type:"used" AND NOT stocknum:"A \\"1\\"" AND NOT make:"Kia"')
  })

  it('lists nothing for a site without dealerships', () => {
    expect(securedFilter(inventoryFilter(settings, [], now))).toBe('dealership_id = -1')
  })
})

describe('listedUntil', () => {
  it('is far future in stock, the sale time once sold, 0 otherwise', () => {
    expect(listedUntil('coming_soon', null)).toBe(LISTED_FOREVER)
    expect(listedUntil('sold', '2026-11-20T00:00:00.000Z')).toBe(windowStart)
    expect(listedUntil('sold', null)).toBe(0)
    expect(listedUntil('other', null)).toBe(0)
  })
})
