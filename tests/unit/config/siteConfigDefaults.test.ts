import { describe, expect, it } from 'vitest'
import { DEFAULT_CERTIFIED_PROGRAMS } from '../../../site/config/certifiedPrograms'
import { DEFAULT_LENDERS, DEFAULT_MAKE_RULES } from '../../../site/config/lenders'
import { defaultSiteConfig, resolveSiteSettings, safeParseSiteConfig, siteConfigJsonSchema } from '../../../site/config/siteConfig'

const pathsOf = (raw: unknown) => {
  const result = safeParseSiteConfig(raw)
  return result.ok ? [] : result.issues.map((i) => i.path)
}

describe('SiteConfig defaults (one per section, values from site-config-variants.md)', () => {
  it.each([
    ['inventory.minPhotos', 3],
    ['inventory.includeSoldCarsDays', 3],
    ['inventory.carTypes', null],
    ['search.sortOptions', ['relevance', 'latest', 'priceDesc', 'priceAsc']],
    ['search.makeFilter.initialCount', 7],
    ['search.emptyOffersRefreshPath', '/special-offers'],
    ['search.truckBodyMapsTo', 'lightTruck'],
    ['vehicleCard.attributeChips', ['car_type', 'simple_body', 'km', 'simple_transmission', 'stocknum']],
    ['vehicleCard.labels.enquire', 'Enquire Now'],
    ['vehicleCard.labels.finance', 'Get Finance'],
    ['vehicleCard.labels.details', 'View Details'],
    ['vehicleCard.labels.reserve', 'Reserve Now'],
    ['vehicleCard.detailsLinkBase', '/cars/'],
    ['vehiclePage.stickyHeader', true],
    ['vehiclePage.spin.defaultView', 'spinner'],
    ['vehiclePage.spin.rotateIntervalMs', 100],
    ['vehiclePage.similarCarsCount', 6],
    ['vehiclePage.caravanDimensionFactor', null],
    ['vehiclePage.labels.financeButton', 'Get Finance Quote'],
    ['vehiclePage.labels.tradeInButton', 'Trade-In'],
    ['plugins.autogauge', { enabled: false }],
    ['finance.provider', null],
    ['finance.linkPath', '/finance'],
    ['finance.calculator', {}],
    ['forms.enquiry.buttonLabel', 'Enquire Now'],
    ['forms.enquiry.commentsRequired', true],
    ['forms.moneyQuickPicks', { min: 5000, max: 70000 }],
    ['signIn.gatedRoutes', []],
    ['watchlist.garage', 'inherit'],
    ['locations.cardLink', 'locationPage'],
    ['reviews.badgeMinRating', 4],
    ['navigation.stockSearchPath', '/search/new-used-and-demo-cars'],
    ['blog.categories', ['Vehicle Reviews', 'Buyer Advice', 'Motoring Tips', 'Servicing Insights']],
    ['promos.sliderHeight', 720],
    ['checkout.reserveAmount', 200],
    ['checkout.mode', 'reserve'],
    ['images.dealerImage', { width: 640, quality: 75 }],
    ['labels.soldTag', 'JUST SOLD'],
    ['labels.newArrival', 'New Arrival'],
    ['labels.noPrice', 'Enquire for price.'],
    ['labels.callDealer', 'Call the dealer'],
    ['labels.dealerCommentsTitle', 'Dealer Comments'],
    ['defaultState', 'qld'],
  ])('%s', (path, expected) => {
    const value = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], defaultSiteConfig)
    expect(value).toEqual(expected)
  })

  it('ships the spec rows of the lender, make and certified tables', () => {
    expect(Object.keys(defaultSiteConfig.finance.lenders).sort()).toEqual(Object.keys(DEFAULT_LENDERS).sort())
    expect(defaultSiteConfig.finance.lenders.taurus).toEqual({ label: 'Taurus', priceAbove: 500, maxAgeYears: 12, requires: ['inStock', 'comparisonRate'] })
    expect(defaultSiteConfig.finance.lenders['nissan-finance']?.requires).toEqual(['inStock', 'monthlyPayment'])
    expect(defaultSiteConfig.finance.makeRules).toEqual(DEFAULT_MAKE_RULES)
    expect(defaultSiteConfig.certifiedPrograms.Toyota?.enabled).toBe(false)
    expect(defaultSiteConfig.certifiedPrograms['Mercedes-Benz']).toMatchObject({ enabled: true, carTypes: ['used'], display: 'cardTagLogo' })
    expect(Object.keys(defaultSiteConfig.certifiedPrograms)).toEqual(Object.keys(DEFAULT_CERTIFIED_PROGRAMS))
  })
})

describe('SiteConfig validation', () => {
  it.each([
    [{ inventory: { minPhotos: -1 } }, 'inventory.minPhotos'],
    [{ inventory: { minPhotos: 'abc' } }, 'inventory.minPhotos'],
    [{ search: { layout: 'list' } }, 'search.layout'],
    [{ promos: { sliderHeight: 900 } }, 'promos.sliderHeight'],
    [{ vehiclePage: { similarCarsCount: 7 } }, 'vehiclePage.similarCarsCount'],
    [{ finance: { provider: 'no-such-lender' } }, 'finance.provider'],
    [{ finance: { lenders: { taurus: { requires: ['teleport'] } } } }, 'finance.lenders.taurus.requires.0'],
    [{ navigation: { stockSearchPath: 'search' } }, 'navigation.stockSearchPath'],
    [{ labels: { soldTag: 5 } }, 'labels.soldTag'],
    [{ checkout: { reserveAmount: -5 } }, 'checkout.reserveAmount'],
  ])('rejects %j at %s', (raw, path) => {
    expect(pathsOf(raw)).toContain(path)
  })

  it('rejects unknown keys with their path', () => {
    expect(pathsOf({ inventory: { minPhotoz: 2 } })).toContain('inventory')
    expect(pathsOf({ surprise: true })).toEqual([''])
  })

  it('accepts the alternatives the spec mentions', () => {
    expect(pathsOf({ search: { promoCardPositions: [8, 17] } })).toEqual([])
    expect(pathsOf({ search: { promoCardPositions: { random: 3, plus: 12 } } })).toEqual([])
    expect(pathsOf({ checkout: { reserveAmount: null, mode: 'buyOnline' } })).toEqual([])
    expect(pathsOf({ vehiclePage: { caravanDimensionFactor: 0.3048 } })).toEqual([])
  })

  it('merges a stored lender row over the default row by id and adds new rows', () => {
    const result = safeParseSiteConfig({ finance: { provider: 'acme', lenders: { taurus: { priceAbove: 1000 }, acme: { label: 'Acme', requires: ['inStock'] } } } })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.config.finance.lenders.taurus).toEqual({ label: 'Taurus', priceAbove: 1000, maxAgeYears: 12, requires: ['inStock', 'comparisonRate'] })
    expect(result.config.finance.lenders.acme).toEqual({ label: 'Acme', requires: ['inStock'] })
    expect(result.config.finance.lenders.angle?.label).toBe('Angle')
  })

  it('a new row must be complete', () => {
    expect(pathsOf({ finance: { lenders: { acme: { priceAbove: 5 } } } })).toEqual(expect.arrayContaining(['finance.lenders.acme.label']))
  })
})

describe('flags', () => {
  it('sit over config at their SiteConfig path, including rows of rule tables', () => {
    const settings = resolveSiteSettings({ checkout: { onlinePurchase: false } }, { 'checkout.onlinePurchase': true, 'certifiedPrograms.Toyota.enabled': true, 'signIn.gatedRoutes': ['finance'] })
    expect(settings.checkout.onlinePurchase).toBe(true)
    expect(settings.certifiedPrograms.Toyota).toMatchObject({ enabled: true, make: 'Toyota', display: 'badge' })
    expect(settings.signIn.gatedRoutes).toEqual(['finance'])
  })
})

describe('JSON schema for the admin', () => {
  it('describes the stored form with every section', () => {
    const schema = siteConfigJsonSchema() as { properties?: Record<string, unknown> }
    expect(Object.keys(schema.properties ?? {})).toEqual(expect.arrayContaining(['inventory', 'search', 'finance', 'checkout', 'labels']))
  })
})
