import { PLACEHOLDER_MESSAGE } from '../../../site/rules/safeLink'
import { describe, expect, it } from 'vitest'
import {
  defaultSiteConfig,
  parseSiteConfig,
  safeParseSiteConfig,
  safeParseStoredConfig,
  siteConfigJsonSchema,
  siteConfigSchema,
} from '../../../site/config/siteConfig'
import { SPEC_DEFAULTS } from './specDefaults'

const at = (root: unknown, dotted: string): unknown =>
  dotted.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root)

const issuesOf = (raw: unknown) => {
  const result = safeParseSiteConfig(raw)
  return result.ok ? [] : result.issues
}

describe('defaults: parse({}) gives every default of site-config-variants.md', () => {
  it('has exactly the top-level sections of the spec', () => {
    expect(Object.keys(defaultSiteConfig).sort()).toEqual(Object.keys(SPEC_DEFAULTS).sort())
  })

  it.each(Object.entries(SPEC_DEFAULTS))('section %s', (key, expected) => {
    expect(defaultSiteConfig[key as keyof typeof defaultSiteConfig]).toStrictEqual(expected)
  })

  it.each([
    ['inventory.minPhotos', 3],
    ['inventory.includeSoldCarsDays', 3],
    ['search.makeFilter.initialCount', 7],
    ['search.emptyOffersRefreshPath', '/special-offers'],
    ['vehicleCard.labels.enquire', 'Enquire Now'],
    ['vehicleCard.labels.finance', 'Get Finance'],
    ['vehicleCard.detailsLinkBase', '/cars/'],
    ['certifiedPrograms.Toyota.infoPanelTitle', 'Toyota Certified Pre-Owned'],
    ['vehiclePage.spin.rotateIntervalMs', 100],
    ['vehiclePage.similarCarsCount', 6],
    ['vehiclePage.labels.financeButton', 'Get Finance Quote'],
    ['plugins.autogauge.enabled', false],
    ['finance.calculator.amountMin', 1000],
    ['finance.calculator.amountMax', 100000],
    ['finance.calculator.termMaxYears', 7],
    ['finance.calculator.defaultInterestRate', 10],
    ['finance.lenders.taurus.maxAgeYears', 12],
    ['finance.makeRules.Suzuki.hideFinance', true],
    ['forms.enquiry.commentsRequired', true],
    ['forms.moneyQuickPicks.max', 70000],
    ['signIn.gatedRoutes', []],
    ['watchlist.garage', 'inherit'],
    ['locations.cardLink', 'locationPage'],
    ['contact.phoneOverride', null],
    ['reviews.badgeMinRating', 4],
    ['navigation.stockSearchPath', '/search/new-used-and-demo-cars'],
    ['brand.groupClaims', null],
    ['blog.categories.3', 'Servicing Insights'],
    ['promos.sliderHeight', 720],
    ['checkout.reserveAmount', 200],
    ['images.dealerImage.quality', 75],
    ['labels.soldTag', 'JUST SOLD'],
    ['labels.noPrice', 'Enquire for price.'],
    ['defaultState', 'qld'],
  ])('%s is %j', (path, expected) => {
    expect(at(defaultSiteConfig, path)).toStrictEqual(expected)
  })

  it.each([undefined, null, {}])('parseSiteConfig(%j) is the default config', (raw) => {
    expect(parseSiteConfig(raw)).toStrictEqual(defaultSiteConfig)
  })

  it('hands out fresh default lists, so one site cannot change another', () => {
    const a = parseSiteConfig({})
    a.navigation.links.push({ href: '/x', label: 'X' })
    a.blog.categories.push('4x4 Adventures')
    a.search.sortOptions.pop()
    expect(parseSiteConfig({})).toStrictEqual(defaultSiteConfig)
  })

  it('a parsed config parses to itself (what code reads can be stored again)', () => {
    const stored = { finance: { provider: 'taurus', lenders: { taurus: { calculator: { amountMin: 5000, establishmentFee: 1300 } } } } }
    const once = parseSiteConfig(stored)
    expect(parseSiteConfig(once)).toStrictEqual(once)
    expect(parseSiteConfig(defaultSiteConfig)).toStrictEqual(defaultSiteConfig)
  })
})

describe('stored values override defaults', () => {
  it.each([
    [{ inventory: { minPhotos: 14, carTypes: ['used'], onlyInStock: true } }, 'inventory.carTypes', ['used']],
    [{ inventory: { minPhotos: 0 } }, 'inventory.minPhotos', 0],
    [{ analytics: { webVitalsSampleRate: 0.1 } }, 'analytics.webVitalsSampleRate', 0.1],
    [{ analytics: { webVitalsSampleRate: 0 } }, 'analytics.webVitalsSampleRate', 0],
    [{ search: { promoCardPositions: [8, 17] } }, 'search.promoCardPositions', [8, 17]],
    [{ search: { promoCardPositions: [] } }, 'search.promoCardPositions', []],
    [{ search: { promoCardPositions: { random: 3, plus: 12 } } }, 'search.promoCardPositions', { random: 3, plus: 12 }],
    [{ search: { layout: 'carousel', truckBodyMapsTo: 'ute' } }, 'search.truckBodyMapsTo', 'ute'],
    [{ vehicleCard: { labels: { details: 'Explore Vehicle', reserve: 'Reserve This Car' } } }, 'vehicleCard.labels', { enquire: 'Enquire Now', finance: 'Get Finance', details: 'Explore Vehicle', reserve: 'Reserve This Car' }],
    [{ vehicleCard: { tagColours: { 'runout sale': 'green' }, saveControlRequires: ['priceAboveZero', 'hasImages'] } }, 'vehicleCard.tagColours', { 'runout sale': 'green' }],
    [{ vehiclePage: { caravanDimensionFactor: 0.3048, spin: { defaultView: 'gallery' } } }, 'vehiclePage.spin', { defaultView: 'gallery', autoRotate: false, rotateIntervalMs: 100 }],
    [{ vehiclePage: { similarCarsCount: 0 } }, 'vehiclePage.similarCarsCount', 0],
    [{ plugins: { autogauge: { enabled: true, baseUrl: 'https://gauge.example.com/api' } } }, 'plugins.autogauge', { enabled: true, baseUrl: 'https://gauge.example.com/api' }],
    [{ finance: { linkPath: 'https://dealer.example.com/apply' } }, 'finance.linkPath', 'https://dealer.example.com/apply'],
    [{ forms: { moneyQuickPicks: { min: 300000, max: 800000 } } }, 'forms.moneyQuickPicks', { min: 300000, max: 800000 }],
    [{ signIn: { accountPages: ['/mymotorama'] } }, 'signIn.accountPages', ['/mymotorama']],
    [{ contact: { dealershipPhones: { 'sc-toyota': { new: '03 9555 1000' } } } }, 'contact.dealershipPhones', { 'sc-toyota': { new: '03 9555 1000' } }],
    [{ locations: { picker: { filter: { types: ['service', 'parts'] } } } }, 'locations.picker.filter', { types: ['service', 'parts'] }],
    [{ navigation: { paths: { location: '/our-location/{slug}' } } }, 'navigation.paths.location', '/our-location/{slug}'],
    [{ brand: { groupClaims: { locations: '50+', brands: '40+', years: '30+' } } }, 'brand.groupClaims', { locations: '50+', brands: '40+', years: '30+' }],
    [{ brand: { brandPages: [{ slug: 'neotek', kind: 'own' }] } }, 'brand.brandPages', [{ slug: 'neotek', kind: 'own' }]],
    [{ promos: { sliderHeight: 1080, banners: [{ name: 'Stocktake', start: '2025-07-01', expiry: '2025-07-24' }] } }, 'promos.sliderHeight', 1080],
    [{ promos: { banners: [{ name: 'One day', start: '2025-07-01', expiry: '2025-07-01' }] } }, 'promos.banners.0.expiry', '2025-07-01'],
    [{ checkout: { reserveAmount: null, mode: 'buyOnline' } }, 'checkout.reserveAmount', null],
    [{ checkout: { reserveAmount: 0 } }, 'checkout.reserveAmount', 0],
    [{ checkout: { onlinePurchaseNewMakes: ['Kia', 'MG'], moneyBackGuaranteeHours: 48 } }, 'checkout.moneyBackGuaranteeHours', 48],
    [{ images: { dealerImage: { width: 1280, quality: 100 } } }, 'images.dealerImage', { width: 1280, quality: 100 }],
    [{ reviews: { badgeMinRating: 5 } }, 'reviews.badgeMinRating', 5],
    [{ defaultState: 'wa' }, 'defaultState', 'wa'],
  ])('%j sets %s', (raw, path, expected) => {
    const result = safeParseSiteConfig(raw)
    expect(result.ok ? at(result.config, path) : result.issues).toStrictEqual(expected)
  })

  it('keeps the defaults of sibling keys', () => {
    const config = parseSiteConfig({ search: { layout: 'carousel' } })
    expect(config.search).toStrictEqual({ ...SPEC_DEFAULTS.search, layout: 'carousel' })
    expect(config.inventory).toStrictEqual(SPEC_DEFAULTS.inventory)
  })
})

describe('invalid values are rejected with their dotted path and a reason', () => {
  it.each([
    [{ inventory: { minPhotos: -1 } }, 'inventory.minPhotos', 'Too small: expected number to be >=0'],
    [{ inventory: { minPhotos: 'abc' } }, 'inventory.minPhotos', 'Invalid input: expected number, received string'],
    [{ inventory: { minPhotos: 2.5 } }, 'inventory.minPhotos', 'Invalid input: expected int, received number'],
    [{ inventory: { carTypes: [] } }, 'inventory.carTypes', 'Too small: expected array to have >=1 items'],
    [{ search: { layout: 'list' } }, 'search.layout', 'Invalid option: expected one of "grid"|"carousel"'],
    [{ search: { sortOptions: ['latest', 'latest'] } }, 'search.sortOptions', 'A sort option is listed twice'],
    [{ search: { promoCardPositions: [8, 0] } }, 'search.promoCardPositions.1', 'Too small: expected number to be >=1'],
    [{ search: { promoCardPositions: { everyNth: 1 } } }, 'search.promoCardPositions.everyNth', 'everyNth below 2 would make every card a promo'],
    [{ search: { promoCardPositions: { random: 3 } } }, 'search.promoCardPositions.plus', 'Invalid input: expected number, received undefined'],
    [{ search: { promoCardPositions: 'sometimes' } }, 'search.promoCardPositions', 'Use a list of positions like [8, 17], { everyNth: N } or { random: N, plus: P }'],
    [{ vehicleCard: { attributeChips: ['kms'] } }, 'vehicleCard.attributeChips.0', expect.stringContaining('Invalid option')],
    [{ vehicleCard: { labels: { enquire: '   ' } } }, 'vehicleCard.labels.enquire', 'Too small: expected string to have >=1 characters'],
    [{ vehicleCard: { tagColours: { 'runout sale': 'blue' } } }, 'vehicleCard.tagColours.runout sale', 'Invalid option: expected one of "green"|"red"'],
    [{ vehiclePage: { similarCarsCount: 7 } }, 'vehiclePage.similarCarsCount', 'At most 6 similar cars (INV §9)'],
    [{ vehiclePage: { caravanDimensionFactor: 0 } }, 'vehiclePage.caravanDimensionFactor', 'Too small: expected number to be >0'],
    [{ plugins: { autogauge: { enabled: true, baseUrl: 'ftp://gauge' } } }, 'plugins.autogauge.baseUrl', 'Invalid URL'],
    [{ finance: { calculator: { interestRange: { min: 15, max: 0.5 } } } }, 'finance.calculator.interestRange.max', 'min must not be greater than max'],
    [{ finance: { calculator: { termYearSteps: [3, 2] } } }, 'finance.calculator.termYearSteps', 'Term steps must be in ascending order'],
    [{ forms: { moneyQuickPicks: { min: 70000, max: 5000 } } }, 'forms.moneyQuickPicks.max', 'min must not be greater than max'],
    [{ signIn: { gatedRoutes: ['trade-in'] } }, 'signIn.gatedRoutes.0', 'Invalid option: expected one of "checkout"|"finance"|"spinToWin"|"equifaxFinance"'],
    [{ locations: { closedDayLinks: [{ locationId: '7', label: 'Enquire Now', url: 'booking.example.com' }] } }, 'locations.closedDayLinks.0.url', 'Use a path starting with / or a full http(s) URL'],
    [{ reviews: { badgeMinRating: 5.5 } }, 'reviews.badgeMinRating', 'Too big: expected number to be <=5'],
    [{ navigation: { stockSearchPath: 'search' } }, 'navigation.stockSearchPath', 'Use a path starting with / or a full http(s) URL'],
    [{ navigation: { paths: { location: '/locations' } } }, 'navigation.paths.location', 'The location path must contain {slug}'],
    // Only navigation.paths.location fills {slug} in: anywhere else the link would be /…/%7Bslug%7D, a 404.
    [{ navigation: { links: [{ href: '/our-location/{slug}', label: 'Visit us' }] } }, 'navigation.links.0.href', PLACEHOLDER_MESSAGE],
    [{ navigation: { stockSearchPath: '/search/{slug}' } }, 'navigation.stockSearchPath', PLACEHOLDER_MESSAGE],
    [{ navigation: { serviceBookingUrl: 'https://booking.example.com/{slug}' } }, 'navigation.serviceBookingUrl', PLACEHOLDER_MESSAGE],
    [{ brand: { groupPages: ['/locations/{slug}'] } }, 'brand.groupPages.0', PLACEHOLDER_MESSAGE],
    [{ analytics: { webVitalsSampleRate: 1.5 } }, 'analytics.webVitalsSampleRate', 'The sample rate must be between 0 and 1'],
    [{ analytics: { webVitalsSampleRate: -0.1 } }, 'analytics.webVitalsSampleRate', 'The sample rate must be between 0 and 1'],
    [{ brand: { brandPages: [{ slug: 'Toyota Cars', kind: 'car' }] } }, 'brand.brandPages.0.slug', 'Use lower-case letters, digits and dashes'],
    [{ promos: { sliderHeight: 900 } }, 'promos.sliderHeight', 'Use 720 or 1080'],
    [{ promos: { banners: [{ name: 'Stocktake', start: '2025-07-24', expiry: '2025-07-01' }] } }, 'promos.banners.0.expiry', 'expiry must not be before start'],
    [{ promos: { banners: [{ name: 'Stocktake', start: '24/07/2025', expiry: '2025-07-30' }] } }, 'promos.banners.0.start', 'Invalid ISO date'],
    [{ checkout: { reserveAmount: -5 } }, 'checkout.reserveAmount', 'Too small: expected number to be >=0'],
    [{ checkout: { mode: 'buy-online' } }, 'checkout.mode', 'Invalid option: expected one of "reserve"|"buyOnline"'],
    [{ images: { dealerImage: { width: 640, quality: 101 } } }, 'images.dealerImage.quality', 'Too big: expected number to be <=100'],
    [{ labels: { soldTag: 5 } }, 'labels.soldTag', 'Invalid input: expected string, received number'],
    [{ defaultState: 'QLD' }, 'defaultState', expect.stringContaining('Invalid option')],
    [{ inventory: 'all' }, 'inventory', 'Invalid input: expected object, received string'],
  ])('%j → %s', (raw, path, message) => {
    expect(issuesOf(raw)).toEqual([{ path, message }])
  })

  it('reports every bad value at once', () => {
    expect(issuesOf({ inventory: { minPhotos: -1 }, promos: { sliderHeight: 900 } }).map((i) => i.path)).toEqual(['inventory.minPhotos', 'promos.sliderHeight'])
  })

  it('parseSiteConfig throws on a bad value', () => {
    expect(() => parseSiteConfig({ search: { layout: 'list' } })).toThrow(/search/)
  })

  it.each([['config'], [42], [[]], [true]])('rejects a config that is not an object: %j', (raw) => {
    expect(issuesOf(raw)).toEqual([{ path: '', message: expect.stringContaining('expected object') }])
  })
})

describe('unknown keys are rejected at their own path (typos in admin JSON)', () => {
  it.each([
    [{ surprise: true }, ['surprise']],
    [{ inventory: { minPhotoz: 2 } }, ['inventory.minPhotoz']],
    [{ vehiclePage: { spin: { autoRotates: true } } }, ['vehiclePage.spin.autoRotates']],
    [{ finance: { calculator: { amountMinimum: 5000 } } }, ['finance.calculator.amountMinimum']],
    [{ finance: { lenders: { taurus: { priceAbov: 1 } } } }, ['finance.lenders.taurus.priceAbov']],
    [{ search: { promoCardPositions: { everyNth: 5, offset: 1 } } }, ['search.promoCardPositions.offset']],
    [{ labels: { sold: 'SOLD', newTags: 'New' } }, ['labels.sold', 'labels.newTags']],
  ])('%j', (raw, paths) => {
    const issues = issuesOf(raw)
    expect(issues.map((i) => i.path)).toEqual(paths)
    expect(issues.map((i) => i.message)).toEqual(paths.map((p) => `Unknown setting "${p.split('.').at(-1)}"`))
  })
})

describe('stored config (what the admin saves)', () => {
  it('accepts a config without flag keys, like safeParseSiteConfig', () => {
    expect(safeParseStoredConfig({ search: { layout: 'carousel' } })).toStrictEqual(safeParseSiteConfig({ search: { layout: 'carousel' } }))
    expect(safeParseStoredConfig(null)).toStrictEqual({ ok: true, config: defaultSiteConfig })
  })

  it('rejects a value at a flag path: flags are platform-staff-only and always win', () => {
    expect(safeParseStoredConfig({ search: { scrollToTopOnChange: true }, checkout: { onlinePurchase: false }, certifiedPrograms: { Toyota: { enabled: true } } })).toEqual({
      ok: false,
      issues: [
        { path: 'search.scrollToTopOnChange', message: 'This setting is a platform flag: set it in flags, not config' },
        { path: 'checkout.onlinePurchase', message: 'This setting is a platform flag: set it in flags, not config' },
        { path: 'certifiedPrograms.Toyota.enabled', message: 'This setting is a platform flag: set it in flags, not config' },
      ],
    })
  })

  it('still reports bad values', () => {
    expect(safeParseStoredConfig({ search: { layout: 'list' } })).toMatchObject({ ok: false, issues: [{ path: 'search.layout' }] })
  })
})

describe('JSON Schema for the admin', () => {
  type Node = { type?: string; default?: unknown; minimum?: number; required?: string[]; properties?: Record<string, Node> }
  // Through JSON, as the admin receives it: it must survive serialisation. Built inside each test
  // so that a failure is a failing test, not a file that cannot load.
  const load = (): Node => JSON.parse(JSON.stringify(siteConfigJsonSchema()))

  it('describes every section of the stored form, none of them required', () => {
    const schema = load()
    expect(schema.type).toBe('object')
    expect(schema.properties?.search).toBeDefined()
    expect(Object.keys(schema.properties ?? {}).sort()).toEqual(Object.keys(SPEC_DEFAULTS).sort())
    expect(schema.required ?? []).toEqual([])
  })

  it('carries the defaults, and leaves the calculator keys without one (they fall back to the lender)', () => {
    const schema = load()
    expect(schema.properties?.inventory?.properties?.minPhotos?.default).toBe(3)
    expect(schema.properties?.promos?.properties?.sliderHeight?.default).toBe(720)
    expect(schema.properties?.finance?.properties?.calculator).toMatchObject({ properties: { amountMin: { type: 'number', minimum: 0 } } })
    expect(schema.properties?.finance?.properties?.calculator?.properties?.amountMin?.default).toBeUndefined()
  })

  it('is the schema of siteConfigSchema', () => {
    expect(siteConfigSchema.safeParse({}).success).toBe(true)
  })
})
