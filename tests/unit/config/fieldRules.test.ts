/** Every alternative the spec names is accepted; blank text and near-miss values are not. */
import { describe, expect, it } from 'vitest'
import { parseSiteConfig, safeParseSiteConfig } from '../../../site/config/siteConfig'

const at = (root: unknown, dotted: string): unknown =>
  dotted.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root)

/** `{ a: { b: value } }` from 'a.b'. */
const nest = (dotted: string, value: unknown): unknown =>
  dotted.split('.').reduceRight<unknown>((inner, key) => ({ [key]: inner }), value)

const issuesOf = (raw: unknown) => {
  const result = safeParseSiteConfig(raw)
  return result.ok ? [] : result.issues
}

describe('every option the spec mentions is accepted', () => {
  it.each([
    ['watchlist.garage', ['inherit', 'on', 'off']],
    ['locations.cardLink', ['locationPage', 'contact']],
    ['locations.contactButton', ['contact', 'bookService']],
    ['locations.multiLayout', ['grid', 'carousel']],
    ['vehicleCard.saveControl', ['favourite', 'compare', 'watchlist']],
    ['vehicleCard.saveControlRequires', [['priceAboveZero', 'hasImages', 'used']]],
    ['vehiclePage.mobileStickyBar.messageButton', ['enquire', 'chat']],
    ['vehiclePage.spin.defaultView', ['spinner', 'gallery', 'interior']],
    ['vehiclePage.printAction', ['printPage', 'pdf']],
    ['brand.brandPages', [[{ slug: 'kia', kind: 'car' }, { slug: 'ducati', kind: 'motorcycle' }, { slug: 'isuzu-trucks', kind: 'truck' }, { slug: 'neotek', kind: 'own' }]]],
    ['locations.picker.filter', [{ makes: ['Toyota'] }, { types: ['sales', 'service', 'parts'] }, { ids: ['12', '13'] }]],
    ['defaultState', ['act', 'nsw', 'nt', 'qld', 'sa', 'tas', 'vic', 'wa']],
    ['finance.calculator.amountField', ['loanAmount', 'purchasePrice']],
    ['finance.calculator.amountMaxFromPrice', [{ above: 100000, factor: 1.05 }]],
    ['finance.calculator.termYearSteps', [[1, 2, 3, 5, 7], [0.5]]],
    ['forms.moneyQuickPicks', [{ min: 5000, max: 5000 }]],
    ['plugins.autogauge.baseUrl', ['http://gauge.local/api', 'https://gauge.example.com']],
    ['finance.hiddenDealerships', [['sc-toyota', 'harbourside-mazda']]],
    ['finance.page.extraSteps', [['Drive away in your new car']]],
    ['finance.disclaimerExample', ['5-year term with 10% deposit and 30% final payment']],
    ['inventory.excludedStockNumbers', [['STK-12345']]],
    ['inventory.excludedMakes', [['Great Wall']]],
    ['locations.overrideCity', ['Brisbane']],
    ['locations.detailsLabel', ['View Location Details']],
    ['contact.phoneOverride', ['07 3256 1100']],
    ['contact.dealershipPhones', [{ 'sc-toyota': { new: '03 9555 1000', used: '03 9555 1001' } }]],
    ['locations.closedDayLinks', [[{ locationId: '7', label: 'Enquire Now', url: 'https://booking.example.com' }]]],
    ['reviews.hiddenTitles', [['Test review']]],
    ['navigation.links', [[{ href: '/pages/book-a-service', label: 'Book a Service' }]]],
    ['navigation.serviceBookingUrl', ['http://toyota.example.com/service']],
    ['blog.categories', [['Vehicle Reviews', '4x4 Adventures']]],
    ['promos.banners', [[{ name: 'Stocktake', start: '2025-07-01', expiry: '2025-07-24' }]]],
    ['forms.enquiry.buttonLabel', ['Message Now']],
    ['vehiclePage.labels.financeButton', ['Finance Enquiry']],
    ['vehiclePage.labels.tradeInButton', ['Trade-In Valuation']],
    ['labels.preOrder', ['Pre-order now']],
  ])('%s accepts %j', (path, values) => {
    for (const value of values) expect(at(parseSiteConfig(nest(path, value)), path)).toStrictEqual(value)
  })

  it('a lender row may bring every calculator value', () => {
    const calculator = { amountMin: 5000, amountMax: 250000, interestRange: { min: 4, max: 20 }, defaultInterestRate: 8.5, termMaxYears: 5, establishmentFee: 1360.5 }
    expect(parseSiteConfig({ finance: { lenders: { angle: { calculator } } } }).finance.lenders.angle?.calculator).toStrictEqual(calculator)
  })

  it('a provider named like null is still a lender; only a null provider means none', () => {
    const lenders = { null: { label: 'Null Finance', requires: [], calculator: { amountMin: 5000 } } }
    expect(parseSiteConfig({ finance: { lenders } }).finance.calculator.amountMin).toBe(1000)
    expect(parseSiteConfig({ finance: { lenders, provider: 'null' } }).finance.calculator.amountMin).toBe(5000)
  })
})

describe('blank text is rejected', () => {
  it.each([
    'forms.enquiry.buttonLabel',
    'vehiclePage.labels.financeButton',
    'vehicleCard.labels.details',
    'labels.newArrival',
    'locations.overrideCity',
    'locations.detailsLabel',
    'contact.phoneOverride',
    'finance.disclaimerExample',
    'navigation.links.0.label',
    'blog.categories.0',
    'finance.page.extraSteps.0',
    'promos.banners.0.name',
    'locations.closedDayLinks.0.label',
    'contact.dealershipPhones.sc-toyota.new',
  ])('%s', (path) => {
    const lists: Record<string, unknown> = {
      'navigation.links.0.label': { navigation: { links: [{ href: '/x', label: '  ' }] } },
      'blog.categories.0': { blog: { categories: ['  '] } },
      'finance.page.extraSteps.0': { finance: { page: { extraSteps: ['  '] } } },
      'promos.banners.0.name': { promos: { banners: [{ name: '  ', start: '2025-07-01', expiry: '2025-07-24' }] } },
      'locations.closedDayLinks.0.label': { locations: { closedDayLinks: [{ locationId: '7', label: '  ', url: '/x' }] } },
      'contact.dealershipPhones.sc-toyota.new': { contact: { dealershipPhones: { 'sc-toyota': { new: '  ' } } } },
    }
    expect(issuesOf(lists[path] ?? nest(path, '  '))).toEqual([{ path, message: 'Too small: expected string to have >=1 characters' }])
  })
})

describe('near misses are rejected', () => {
  it.each([
    ['navigation.stockSearchPath', 'search/used-cars/'],
    ['navigation.serviceBookingUrl', 'www.toyota.com.au/service'],
    ['brand.brandPages.0.slug', 'toyota cars'],
    ['plugins.autogauge.baseUrl', 'shttp://gauge'],
    ['plugins.autogauge.baseUrl', 'httpx://gauge'],
    ['finance.calculator.termYearSteps', [2, 2]],
    ['finance.calculator.termYearSteps', []],
  ])('%s: %j', (path, value) => {
    const raw = path === 'brand.brandPages.0.slug' ? { brand: { brandPages: [{ slug: value, kind: 'car' }] } } : nest(path, value)
    expect(issuesOf(raw).map((i) => i.path)).toEqual([path])
  })
})
