import { describe, expect, it } from 'vitest'
import { VehicleCard } from '@/site/components/VehicleCard'
import { config, dataValues, html } from './render'

const now = new Date('2026-11-23T10:00:00Z')
const car = (extra: Record<string, unknown> = {}) => ({
  id: 7, objectID: '7', slug: 'mazda-cx-5', year: 2024, make: 'Mazda', model: 'CX-5', badge: 'Touring', series: 'KF', car_type: 'used', status: 'in_stock',
  price: 31990, before_price: 33990, price_type: 'Drive Away', km: 12000, stocknum: 'A1', primary_image_url: '/demo-images/suv-1d4ed8-side.webp',
  images: [{ url: '/demo-images/suv-1d4ed8-side.webp' }], photos_count: 1, created_at: '2026-01-01T00:00:00Z', location_name: 'Parramatta', ...extra,
})
const render = (extra: Record<string, unknown> = {}, settings = {}) => html(<VehicleCard car={car(extra)} config={config(settings)} now={now} />)

describe('VehicleCard', () => {
  it('shows title, badge/series, chips, price with type and the was-price', () => {
    const out = render()
    expect(out).toContain('2024 Mazda CX-5')
    expect(out).toContain('Touring KF')
    expect(out).toContain('12,000 km')
    expect(out).toMatch(/data-testid="card-price">\$31,990<span[^>]*>Drive Away/)
    expect(out).toContain('Was <s>$33,990</s>')
  })

  it('labels a new car\'s car-type chip with labels.newTag (used cars keep their word)', () => {
    expect(render({ car_type: 'new' })).toMatch(/<li[^>]*>New<\/li>/)
    expect(render({ car_type: 'new' }, { labels: { newTag: 'Brand New' } })).toMatch(/<li[^>]*>Brand New<\/li>/)
    expect(render({}, { labels: { newTag: 'Brand New' } })).toMatch(/<li[^>]*>Used<\/li>/)
  })

  it('shows a truck under the dealer\'s body type (search.truckBodyMapsTo)', () => {
    expect(render({ simple_body: 'truck' })).toMatch(/<li[^>]*>Light Truck<\/li>/)
    expect(render({ simple_body: 'truck' }, { search: { truckBodyMapsTo: 'ute' } })).toMatch(/<li[^>]*>Ute<\/li>/)
    expect(render({ simple_body: 'SUV' }, { search: { truckBodyMapsTo: 'ute' } })).toMatch(/<li[^>]*>SUV<\/li>/)
  })

  it('tags by the first matching rule: sold beats reserved beats free text beats coming soon beats new arrival', () => {
    const tag = (extra: Record<string, unknown>) => dataValues(render(extra), 'kind')
    expect(tag({ status: 'sold', reserved: true, tag: 'runout sale' })).toEqual(['sold'])
    expect(tag({ reserved: true, tag: 'runout sale' })).toEqual(['reserved'])
    expect(tag({ tag: 'runout sale', status: 'coming_soon' })).toEqual(['free'])
    expect(tag({ status: 'coming_soon', created_at: now.toISOString() })).toEqual(['comingSoon'])
    expect(tag({ created_at: now.toISOString() })).toEqual(['newArrival'])
    expect(tag({})).toEqual([])
    expect(render({ make: 'Mercedes-Benz', certified: true })).toContain('Mercedes-Benz Certified')
  })

  it('in stock: test drive, enquire, details; finance and reserve / buy online when the settings turn them on (issue 14)', () => {
    expect(dataValues(render(), 'button')).toEqual(['testDrive', 'enquire', 'details'])
    const all = render({}, { vehicleCard: { showFinanceButton: true, showReserveButton: true }, checkout: { enabled: true, reserveAmount: 500 } })
    expect(dataValues(all, 'button')).toEqual(['testDrive', 'enquire', 'finance', 'details', 'reserve'])
    expect(all).toContain('Reserve Now $500')
    expect(all).toMatch(/href="\/cars\/[^"]+\/checkout"/)
    const buy = render({}, { vehicleCard: { showReserveButton: true }, checkout: { enabled: true, mode: 'buyOnline' } })
    expect(buy).toMatch(/href="\/cars\/[^"]+\/buy-online"/)
    const none = render({}, { vehicleCard: { showReserveButton: true }, checkout: { enabled: true, reserveAmount: 0 } })
    expect(dataValues(none, 'button')).not.toContain('reserve')
    const reserved = render({ reserved: true }, { vehicleCard: { showReserveButton: true }, checkout: { enabled: true } })
    expect(dataValues(reserved, 'button')).not.toContain('reserve')
  })

  it('not in stock: the prompt and only Find Me Something Similar, linking to a similar-cars search', () => {
    const out = render({ status: 'sold' })
    expect(out).toContain('Like this and want something similar?')
    expect(dataValues(out, 'button')).toEqual(['findSimilar'])
    expect(out).toMatch(/href="\/search\/[^"]*make=Mazda[^"]*price=21990:41990"/)
  })

  it('not in stock: Find Me Something Similar searches the same make and body in the price band', () => {
    const out = render({ status: 'sold', body: 'SUV' })
    expect(out).toContain('href="/search/new-used-and-demo-cars?make=Mazda&amp;price=21990:41990&amp;body=SUV"')
  })

  it('save control: in stock only, plus the configured requirements', () => {
    const has = (out: string) => out.includes('Save to favourites')
    expect(has(render())).toBe(true)
    expect(has(render({ status: 'sold' }))).toBe(false)
    expect(has(render({ price: 0 }, { vehicleCard: { saveControlRequires: ['priceAboveZero'] } }))).toBe(false)
    expect(has(render({ car_type: 'new' }, { vehicleCard: { saveControlRequires: ['used'] } }))).toBe(false)
    expect(has(render({ car_type: 'used' }, { vehicleCard: { saveControlRequires: ['used'] } }))).toBe(true)
  })

  it('below-market badge when the market beats the price by more than 499', () => {
    expect(render({ autograb_data: { state_average_market_price: 33000 } })).toContain('$1,010 below market price')
    expect(render({ autograb_data: { state_average_market_price: 32489 } })).not.toContain('below market price')
  })

  it('weekly and monthly where finance shows for the car; views only when configured', () => {
    const finance = { finance: { provider: 'youx' } }
    const out = render({ finance_lenders: { youx: { interestRate: 8, comparisonRate: 9, paymentWeek: 120.4 } } }, finance)
    expect(out).toMatch(/\$120\/wk.*\$521\/mth/)
    expect(render()).not.toContain('/wk')
    expect(render({ views: 1234 }, { vehicleCard: { showViews: true } })).toContain('1,234 views')
    expect(render({ views: 1234 })).not.toContain('views</p>')
    // Never "0 views"; below the site's minimum the counter is hidden.
    expect(render({ views: 0 }, { vehicleCard: { showViews: true } })).not.toContain('card-views')
    expect(render({ views: 4 }, { vehicleCard: { showViews: true }, vehiclePage: { minViewsShown: 5 } })).not.toContain('card-views')
    expect(render({ views: 5 }, { vehicleCard: { showViews: true }, vehiclePage: { minViewsShown: 5 } })).toContain('5 views')
  })
})
