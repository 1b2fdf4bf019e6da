import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  accountLinks,
  accountPageLabel,
  GARAGE_PATH,
  MIN_BRANDS,
  MIN_LOCATOR_LOCATIONS,
  offeredSitePages,
  SITE_PAGE_PATHS,
  sitePageLinks,
  takesOnlinePayment,
  type SitePageFacts,
  type SitePageSettings,
} from '../../../site/rules/sitePages'

const on: SitePageSettings = { dealerLocator: true, brands: true, financeAndInsurance: true }
const facts: SitePageFacts = { locationCount: 3, brandCount: 4, hasFinancePage: true, protectionCount: 1, takesOnlinePayment: false, pagePaths: new Set(['/', '/finance']) }
const offered = (s: Partial<SitePageSettings> = {}, f: Partial<SitePageFacts> = {}) => offeredSitePages({ ...on, ...s }, { ...facts, ...f })

describe('offeredSitePages (INV §2 Routes informational pages; FIN §2.1)', () => {
  it('offers the informational pages a site has content for, by default', () => {
    expect(offered()).toEqual({ dealerLocator: true, brands: true, financeAndInsurance: true, onlinePayment: false, spinToWin: false })
  })

  it('the dealer locator needs the setting and two locations or more', () => {
    expect(MIN_LOCATOR_LOCATIONS).toBe(2)
    expect(offered({}, { locationCount: 1 }).dealerLocator).toBe(false)
    expect(offered({}, { locationCount: 0 }).dealerLocator).toBe(false)
    expect(offered({}, { locationCount: 2 }).dealerLocator).toBe(true)
    expect(offered({ dealerLocator: false }, { locationCount: 9 }).dealerLocator).toBe(false)
  })

  it('the brands page needs the setting and two brands or more', () => {
    expect(MIN_BRANDS).toBe(2)
    expect(offered({}, { brandCount: 1 }).brands).toBe(false)
    expect(offered({}, { brandCount: 2 }).brands).toBe(true)
    expect(offered({ brands: false }, { brandCount: 40 }).brands).toBe(false)
  })

  it('finance and insurance needs the setting and a finance page or protection to tell about', () => {
    expect(offered({}, { hasFinancePage: false, protectionCount: 0 }).financeAndInsurance).toBe(false)
    expect(offered({}, { hasFinancePage: false, protectionCount: 2 }).financeAndInsurance).toBe(true)
    expect(offered({}, { hasFinancePage: true, protectionCount: 0 }).financeAndInsurance).toBe(true)
    expect(offered({ financeAndInsurance: false }).financeAndInsurance).toBe(false)
  })

  it('online payment only where the site takes money online; no setting turns it on', () => {
    expect(offered({}, { takesOnlinePayment: true }).onlinePayment).toBe(true)
    expect(offered({}, { takesOnlinePayment: false }).onlinePayment).toBe(false)
  })

  it('Spin to Win where the dealer published a page at /spin-to-win', () => {
    expect(offered({}, { pagePaths: new Set([SITE_PAGE_PATHS.spinToWin]) }).spinToWin).toBe(true)
    expect(offered({}, { pagePaths: new Set(['/spin-to-win-now']) }).spinToWin).toBe(false)
  })

  it('turning a setting off never offers more pages (property)', () => {
    const settings = fc.record({ dealerLocator: fc.boolean(), brands: fc.boolean(), financeAndInsurance: fc.boolean() })
    const data = fc.record({ locationCount: fc.nat(10), brandCount: fc.nat(10), hasFinancePage: fc.boolean(), protectionCount: fc.nat(3), takesOnlinePayment: fc.boolean() })
    fc.assert(
      fc.property(settings, data, fc.constantFrom('dealerLocator', 'brands', 'financeAndInsurance') as fc.Arbitrary<keyof SitePageSettings>, (s, d, key) => {
        const f = { ...d, pagePaths: new Set<string>() }
        const before = offeredSitePages(s, f)
        const after = offeredSitePages({ ...s, [key]: false }, f)
        expect(after[key]).toBe(false)
        for (const id of Object.keys(before) as Array<keyof typeof before>) if (id !== key) expect(after[id]).toBe(before[id])
      }),
    )
  })
})

describe('takesOnlinePayment', () => {
  it('needs a provider that charges online and an offered payment flow', () => {
    expect(takesOnlinePayment({ providerPaysOnline: true, flowsOffered: [true, false] })).toBe(true)
    expect(takesOnlinePayment({ providerPaysOnline: true, flowsOffered: [false, true] })).toBe(true)
    expect(takesOnlinePayment({ providerPaysOnline: true, flowsOffered: [false, false] })).toBe(false)
    expect(takesOnlinePayment({ providerPaysOnline: true, flowsOffered: [] })).toBe(false)
    // paying at the dealership is not an online payment, whatever the site offers
    expect(takesOnlinePayment({ providerPaysOnline: false, flowsOffered: [true, true] })).toBe(false)
  })
})

describe('sitePageLinks', () => {
  it('links only the pages the site has, in a fixed order', () => {
    expect(sitePageLinks({ dealerLocator: true, brands: false, financeAndInsurance: true, onlinePayment: true, spinToWin: true })).toEqual([
      { label: 'Dealer locator', url: '/dealer-locator' },
      { label: 'Finance and insurance', url: '/finance-and-insurance' },
      { label: 'Spin to Win', url: '/spin-to-win' },
      { label: 'Online payments', url: '/online-payment' },
    ])
    expect(sitePageLinks({ dealerLocator: false, brands: false, financeAndInsurance: false, onlinePayment: false, spinToWin: false })).toEqual([])
  })
})

describe('account pages (FIN §2.1 my-* pages; FIN §2.2 always gated)', () => {
  it.each([
    ['/mymotorama', 'My Motorama'],
    ['/mybigboxcars', 'My Bigboxcars'],
    ['/my-garage', 'My Garage'],
    ['/my-southern-cross', 'My Southern Cross'],
    ['/my-southern-cross/', 'My Southern Cross'],
    ['/account', 'My account'],
    ['/pages/my', 'My account'],
    ['/', 'My account'],
  ])('%s reads %s', (path, label) => expect(accountPageLabel(path)).toBe(label))

  it('links My Garage where the site has it, then the dealer’s pages, each once', () => {
    expect(accountLinks(['/mymotorama'], true)).toEqual([{ label: 'My Garage', url: GARAGE_PATH }, { label: 'My Motorama', url: '/mymotorama' }])
    expect(accountLinks(['/mymotorama', '/mymotorama/', '/my-garage'], false)).toEqual([{ label: 'My Motorama', url: '/mymotorama' }, { label: 'My Garage', url: '/my-garage' }])
    expect(accountLinks([], false)).toEqual([])
    expect(accountLinks(['/'], false)).toEqual([])
  })
})
