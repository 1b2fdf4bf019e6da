import { describe, expect, it } from 'vitest'
import type { Vehicle } from '@/payload-types'
import { parseSiteConfig, type SiteConfigInput } from '@/site/config/siteConfig'
import { dealerSearchHref } from '@/site/vehicles/carLinks'
import { pageModel } from '@/site/vehicles/pageModel'
import { toVehicleView } from '@/site/vehicles/vehicleView'

const now = new Date('2026-11-23T00:00:00Z')
const doc = (extra: Partial<Vehicle> = {}): Vehicle => ({
  id: 9, name: 'Mazda CX-5', slug: 'cx-5', make: 'Mazda', model: 'CX-5', year: 2023, carType: 'used', status: 'in_stock', stockNumber: 'S1', price: 31990,
  dealership: { id: 1, name: 'Harbourside', slug: 'harbourside', phones: { new: '02 9630 4000', used: '02 9630 4010', demo: null }, updatedAt: '', createdAt: '' },
  location: { id: 2, name: 'Sales', slug: 'sales', dealership: 1, contact: { phone: '02 0000 0000' }, updatedAt: '', createdAt: '' },
  updatedAt: '', createdAt: '', ...extra,
})
const model = (extra: Partial<Vehicle> = {}, settings: SiteConfigInput = {}) => pageModel(toVehicleView(doc(extra)), parseSiteConfig(settings), now)
const kinds = (m: ReturnType<typeof model>) => m.buttons.map((b) => b.kind)

describe('vehicle page model', () => {
  it('sidebar buttons in order, history report only with a file; reserve or buy online with checkout on and an amount; online purchase for used cars and the listed makes with the flag on', () => {
    expect(kinds(model())).toEqual(['enquire', 'finance', 'tradeIn', 'testDrive'])
    expect(kinds(model({ historyReportUrl: '/r.pdf' }))).toEqual(['enquire', 'history', 'finance', 'tradeIn', 'testDrive'])
    expect(kinds(model({}, { checkout: { enabled: true, onlinePurchase: true } }))).toEqual(['enquire', 'finance', 'tradeIn', 'reserve', 'onlinePurchase', 'testDrive'])
    expect(model({}, { checkout: { enabled: true, onlinePurchase: true } }).buttons.find((b) => b.kind === 'onlinePurchase')).toEqual({ kind: 'onlinePurchase', label: 'Online Purchase', href: '/checkout-journey?car_id=cx-5' })
    expect(kinds(model({}, { checkout: { enabled: false, onlinePurchase: true } }))).not.toContain('onlinePurchase')
    expect(kinds(model({}, { checkout: { enabled: true, onlinePurchase: false } }))).not.toContain('onlinePurchase')
    expect(kinds(model({ carType: 'new' }, { checkout: { enabled: true, onlinePurchase: true } }))).not.toContain('onlinePurchase')
    expect(kinds(model({ carType: 'new', make: 'Kia' }, { checkout: { enabled: true, onlinePurchase: true, onlinePurchaseNewMakes: ['Kia', 'MG'] } }))).toContain('onlinePurchase')
    // a reserved car (held or a payment under way) loses both Reserve and Online Purchase
    expect(kinds(model({ reserved: true }, { checkout: { enabled: true, onlinePurchase: true } }))).toEqual(['enquire', 'finance', 'tradeIn', 'testDrive'])
    expect(model({}, { checkout: { enabled: true } }).buttons.find((b) => b.kind === 'reserve')).toMatchObject({ label: 'Reserve Car Now $200', href: expect.stringMatching(/^\/cars\/[^/]+\/checkout$/) })
    expect(kinds(model({}, { checkout: { enabled: true, reserveAmount: 0 } }))).toEqual(['enquire', 'finance', 'tradeIn', 'testDrive'])
    expect(kinds(model({}, { checkout: { enabled: true, mode: 'buyOnline' } }))).toEqual(['enquire', 'finance', 'tradeIn', 'buyOnline', 'testDrive'])
    expect(kinds(model({ reserved: true }, { checkout: { enabled: true } }))).toEqual(['enquire', 'finance', 'tradeIn', 'testDrive'])
    expect(model().buttons.find((b) => b.kind === 'tradeIn')?.href).toMatch(/^\/cars\/trade-in\?car_id=[^&]+$/)
  })

  it('picks the phone: site override, then the car type, then new, used, location', () => {
    expect(model().phone).toBe('02 9630 4010')
    expect(model({ carType: 'demo' }).phone).toBe('02 9630 4000')
    expect(model({}, { contact: { phoneOverride: '1300 000 000' } }).phone).toBe('1300 000 000')
    expect(model({}, { contact: { dealershipPhones: { harbourside: { used: '02 1111 1111' } } } }).phone).toBe('02 1111 1111')
  })

  it('a car not in stock: the sold message with the vehicle-type word, no buttons, the find-similar prefill', () => {
    const m = model({ status: 'sold' }, { labels: { vehicleNoun: 'caravan' } })
    expect(m.soldMessage).toBe("Unfortunately this caravan recently sold. But don't worry, we can help you find a similar caravan!")
    expect(m.buttons).toEqual([])
    expect(m.findSimilarHref).toContain('message=Can%20you%20please%20find%20me%20something%20similar%3F')
    expect(model({ status: 'coming_soon' }).soldMessage).toBeNull()
  })

  it('a car not in stock: the similar-cars search by make, body and price band (issue 15 item 9)', () => {
    const m = model({ status: 'sold', body: 'SUV' } as Partial<Vehicle>, { labels: { vehicleNoun: 'caravan' } })
    expect(m.similarSearchHref).toBe('/search/new-used-and-demo-cars?make=Mazda&price=21990:41990&body=SUV')
    expect(m.similarSearchLabel).toBe('See similar caravans in stock')
  })

  it('a caravan by its item type: its word, its lists through the dimension factor, no fuel calculator; the site word stays for a car', () => {
    const caravan = { itemType: 'caravan', body: 'Caravan', km: 0, simpleTransmission: 'Automatic', specs: { bodyLength: 21, bodyWidth: 7.5, tareWeight: 2350, axleType: 'Tandem', sleeps: 4, aggregateTrailerMass: 3000 } } as Partial<Vehicle>
    const m = model(caravan, { vehiclePage: { caravanDimensionFactor: 0.3048 } })
    expect([m.noun, m.detailsTitle, m.showFuelCalculator]).toEqual(['caravan', 'Caravan Details', false])
    expect(m.keyInformation.slice(0, 6)).toEqual([
      { label: 'Body Length', value: '6.4 m' }, { label: 'Body Width', value: '2.29 m' }, { label: 'Sleeps', value: '4' },
      { label: 'Axle Type', value: 'Tandem' }, { label: 'Tare Weight', value: '2,350 kg' }, { label: 'Aggregate Trailer Mass', value: '3,000 kg' },
    ])
    expect([...m.keyInformation, ...m.allSpecs].map((s) => s.label)).not.toContain('Kilometres')
    expect([m.glance, m.stickyFacts]).toEqual([['Length 6.4 m', 'Sleeps 4', 'ATM 3,000 kg'], ['Length 6.4 m', 'Sleeps 4', 'ATM 3,000 kg']])
    expect(model({ ...caravan, status: 'sold' }, { labels: { vehicleNoun: 'vehicle' } }).soldMessage).toContain('this caravan recently sold')
    expect(model({ km: 1200, simpleTransmission: 'Automatic', body: 'SUV' } as Partial<Vehicle>).glance).toEqual(['1,200 km', 'Automatic', 'SUV'])
    expect(model().noun).toBe('vehicle')
  })

  it('rego text, fuel calculator hidden for electric cars, details title by vehicle type', () => {
    expect(model({ regoExpiry: '2027-01-31' }).rego).toBe('Expires on 31/01/2027')
    expect(model({ regoExpiry: '2026-01-31' }, { vehiclePage: { showUnregistered: true } }).rego).toBe('Unregistered')
    expect(model({ simpleFuel: 'Electric' }).showFuelCalculator).toBe(false)
    expect(model().detailsTitle).toBe('Vehicle Details')
  })
})

describe('See more from this dealer (INV §2 Routes)', () => {
  it('is the dealership slug route, whatever its name', () => {
    expect(dealerSearchHref({ name: 'Southern Cross Ford & Hyundai', slug: 'sc-ford-hyundai' })).toBe('/search/sc-ford-hyundai')
  })
})

describe('the sidebar save control (INV §2: the card control on the vehicle page)', () => {
  it('is the site control for a car in stock, with the card requirements', () => {
    expect(model().save).toEqual({ kind: 'favourite', onlyIfSaved: false })
    expect(model({}, { vehicleCard: { saveControl: 'watchlist' } }).save).toEqual({ kind: 'watchlist', onlyIfSaved: false })
    expect(model({ price: 0 }, { vehicleCard: { saveControlRequires: ['priceAboveZero'] } }).save).toBeNull()
  })

  it('is hidden for a sold car, except a watchlist save the visitor already made (to remove it)', () => {
    expect(model({ status: 'sold' }).save).toBeNull()
    expect(model({ status: 'sold' }, { vehicleCard: { saveControl: 'compare' } }).save).toBeNull()
    expect(model({ status: 'sold' }, { vehicleCard: { saveControl: 'watchlist' } }).save).toEqual({ kind: 'watchlist', onlyIfSaved: true })
  })

  it('shows views only from the site minimum on (never 0 views)', () => {
    expect(model({ views: 0 }).views).toBeNull()
    expect(model({ views: 1 }).views).toBe('1 view')
    expect(model({ views: 3 }, { vehiclePage: { minViewsShown: 4 } }).views).toBeNull()
    expect(model({ views: 4 }, { vehiclePage: { minViewsShown: 4 } }).views).toBe('4 views')
  })
})
