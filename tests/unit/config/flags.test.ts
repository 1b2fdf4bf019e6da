import { describe, expect, it } from 'vitest'
import { FLAG_KEYS, siteFlagsSchema } from '../../../site/config/flags'
import { applyFlags, defaultSiteConfig, parseSiteConfig, resolveSiteSettings } from '../../../site/config/siteConfig'

const at = (root: unknown, dotted: string): unknown =>
  dotted.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root)

describe('siteFlagsSchema: the "(flag)" settings of the variants file', () => {
  it('has exactly the five flags, named by their SiteConfig path', () => {
    expect(FLAG_KEYS).toEqual(['search.scrollToTopOnChange', 'finance.page.getFinanceNow', 'signIn.gatedRoutes', 'checkout.onlinePurchase', 'certifiedPrograms.Toyota.enabled'])
  })

  it('defaults every flag to the SiteConfig default at the same path', () => {
    const flags = siteFlagsSchema.parse({})
    expect(flags).toStrictEqual({
      'search.scrollToTopOnChange': false,
      'finance.page.getFinanceNow': false,
      'signIn.gatedRoutes': [],
      'checkout.onlinePurchase': false,
      'certifiedPrograms.Toyota.enabled': false,
    })
    for (const key of FLAG_KEYS) expect(at(defaultSiteConfig, key)).toStrictEqual(flags[key])
  })

  it.each([
    [{ 'search.nope': true }],
    [{ 'search.scrollToTopOnChange': 'yes' }],
    [{ 'signIn.gatedRoutes': ['trade-in'] }],
    [{ search: { scrollToTopOnChange: true } }],
  ])('rejects %j', (flags) => {
    expect(siteFlagsSchema.safeParse(flags).success).toBe(false)
  })
})

describe('resolveSiteSettings: flags over config', () => {
  it('fills every default from empty or missing config and flags', () => {
    expect(resolveSiteSettings({}, {})).toStrictEqual(defaultSiteConfig)
    expect(resolveSiteSettings(null, undefined)).toStrictEqual(defaultSiteConfig)
  })

  it('lays each flag at its SiteConfig path', () => {
    const settings = resolveSiteSettings({}, {
      'search.scrollToTopOnChange': true,
      'finance.page.getFinanceNow': true,
      'signIn.gatedRoutes': ['checkout', 'equifaxFinance'],
      'checkout.onlinePurchase': true,
      'certifiedPrograms.Toyota.enabled': true,
    })
    expect(settings.search.scrollToTopOnChange).toBe(true)
    expect(settings.finance.page).toStrictEqual({ panel: true, extraSteps: [], getFinanceNow: true })
    expect(settings.signIn.gatedRoutes).toEqual(['checkout', 'equifaxFinance'])
    expect(settings.checkout.onlinePurchase).toBe(true)
    expect(settings.certifiedPrograms.Toyota).toStrictEqual({ make: 'Toyota', enabled: true, requiresCertified: true, hideWhenSold: true, display: 'badge', infoPanelTitle: 'Toyota Certified Pre-Owned' })
    expect(settings.certifiedPrograms['Mercedes-Benz']?.enabled).toBe(true)
  })

  it('a flag wins over the stored config in both directions', () => {
    expect(resolveSiteSettings({ search: { scrollToTopOnChange: false } }, { 'search.scrollToTopOnChange': true }).search.scrollToTopOnChange).toBe(true)
    expect(resolveSiteSettings({ checkout: { onlinePurchase: true } }, {}).checkout.onlinePurchase).toBe(false)
    expect(resolveSiteSettings({ signIn: { gatedRoutes: ['finance'] } }, {}).signIn.gatedRoutes).toEqual([])
  })

  it('keeps the rest of the config', () => {
    const config = { search: { layout: 'carousel' }, checkout: { enabled: true, reserveAmount: 500 }, certifiedPrograms: { Toyota: { infoPanelTitle: 'TCPO' } } }
    const settings = resolveSiteSettings(config, { 'checkout.onlinePurchase': true, 'certifiedPrograms.Toyota.enabled': true })
    expect(settings.search.layout).toBe('carousel')
    expect(settings.checkout).toMatchObject({ enabled: true, reserveAmount: 500, onlinePurchase: true })
    expect(settings.certifiedPrograms.Toyota).toMatchObject({ enabled: true, infoPanelTitle: 'TCPO' })
    expect(config).toStrictEqual({ search: { layout: 'carousel' }, checkout: { enabled: true, reserveAmount: 500 }, certifiedPrograms: { Toyota: { infoPanelTitle: 'TCPO' } } })
  })

  it('applyFlags does not change the config it is given', () => {
    const config = parseSiteConfig({})
    applyFlags(config, siteFlagsSchema.parse({ 'search.scrollToTopOnChange': true }))
    expect(config).toStrictEqual(defaultSiteConfig)
  })

  it('creates a missing object on a flag path (a config typed loosely elsewhere)', () => {
    // @ts-expect-error signIn is required in SiteConfig; applyFlags still copes without it.
    const settings = applyFlags({ ...defaultSiteConfig, signIn: undefined }, siteFlagsSchema.parse({ 'signIn.gatedRoutes': ['finance'] }))
    expect(settings.signIn).toStrictEqual({ gatedRoutes: ['finance'], accountPages: [] })
  })

  it('throws on a bad config or bad flags', () => {
    expect(() => resolveSiteSettings({ search: { layout: 'list' } }, {})).toThrow(/search/)
    expect(() => resolveSiteSettings({}, { 'search.nope': true })).toThrow(/search\.nope/)
  })
})
