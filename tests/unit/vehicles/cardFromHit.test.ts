/**
 * A search card is drawn from a hit holding only the attributes the grid asks for (CARD_FIELDS and
 * the site's chips). It must read exactly as the same card drawn from the whole record: the
 * below-market badge, the similar-cars link's body, the finance link's dealer and VIN, the save
 * control's photos and the views count all come from fields the hit has to carry.
 */
import { describe, expect, it } from 'vitest'
import { hitAttributes } from '@/blocks/SearchGrid/uiState'
import { parseSiteConfig } from '@/site/config/siteConfig'
import { pick, toRecord } from '@/site/search/record'
import { cardModel } from '@/site/vehicles/cardModel'

const now = new Date('2026-11-23T00:00:00Z')
const row = (extra: Record<string, unknown> = {}) => ({
  id: 7, slug: '2022-toyota-rav4-gx', name: 'Toyota RAV4', year: 2022, make: 'Toyota', model: 'RAV4', badge: 'GX', series: 'MXAA52R',
  car_type: 'used', status: 'in_stock', price: '30990', before_price: null, price_type: 'Drive Away', km: '41000', body: 'SUV', simple_body: 'SUV',
  vin: 'JTMW1RFV00D012345', stock_number: 'S7', dealership_id: 1, dealership_name: 'City', dealership_slug: 'city-used-cars', location_name: 'Brisbane',
  photos_count: 12, primary_image_url: '/a.jpg', images: ['/a.jpg', '/b.jpg'], listed_at: new Date('2026-11-01T00:00:00Z'), views: 42,
  market_average_market_price: '36000', market_state_average_market_price: '35800', ...extra,
})
const configs = {
  default: parseSiteConfig({}),
  'every card option': parseSiteConfig({ vehicleCard: { showViews: true, showFinanceButton: true, saveControlRequires: ['hasImages', 'used'], attributeChips: ['km', 'body'] } }),
}

describe('a search card from the grid’s hit reads as the card from the whole record', () => {
  for (const [name, config] of Object.entries(configs)) {
    it.each([
      ['in stock', {}],
      ['sold', { status: 'sold', sold_at: new Date('2026-11-22T00:00:00Z') }],
      ['caravan', { item_type: 'caravan', body: 'Caravan', simple_body: 'Caravan', specs_body_length: '21', specs_sleeps: '4', specs_aggregate_trailer_mass: '2800' }],
      ['motorhome', { item_type: 'caravan', body: 'Motorhome', simple_body: 'Motorhome', specs_body_length: '24', specs_sleeps: '2', specs_gross_vehicle_mass: '4490' }],
      ['truck', { item_type: 'truck', body: 'Cab Chassis', simple_body: 'Cab Chassis', specs_gross_vehicle_mass: '8500' }],
      ['motorcycle', { item_type: 'motorcycle', body: 'Naked', simple_body: 'Naked', specs_engine_power_cc: '649' }],
    ])(`%s, ${name}`, (_, extra) => {
      const record = toRecord(row(extra))
      const hit = pick(record, hitAttributes(config.vehicleCard.attributeChips))
      expect(cardModel(hit, config, now)).toEqual(cardModel(record, config, now))
    })
  }

  it('a caravan card shows its type chips from the hit, not kilometres', () => {
    const config = parseSiteConfig({ vehiclePage: { caravanDimensionFactor: 0.3048 } })
    const hit = pick(toRecord(row({ item_type: 'caravan', simple_body: 'Caravan', specs_body_length: '21', specs_sleeps: '4', specs_aggregate_trailer_mass: '2800' })), hitAttributes(config.vehicleCard.attributeChips))
    expect(cardModel(hit, config, now).chips).toEqual(['Used', 'Caravan', 'Stock #S7', 'Length 6.4 m', 'Sleeps 4', 'ATM 2,800 kg'])
  })

  it('the hit carries what the badge and links need (a card with a below-market badge and a body in its similar link)', () => {
    const config = configs['every card option']
    const inStock = cardModel(pick(toRecord(row()), hitAttributes([])), config, now)
    expect(inStock.belowMarket?.text).toBe('$4,810 below market price')
    expect(inStock.views).toBe('42 views')
    const sold = cardModel(pick(toRecord(row({ status: 'sold' })), hitAttributes([])), config, now)
    expect(sold.buttons.find((b) => b.kind === 'findSimilar')?.href).toContain('body=SUV')
  })
})
