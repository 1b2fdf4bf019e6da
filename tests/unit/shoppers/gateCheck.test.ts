import { afterEach, describe, expect, it, vi } from 'vitest'
import { isGatedPage, isOwnRoute, registerGateLookup } from '../../../site/shoppers/gateCheck'

const LOOKUP = Symbol.for('dealer-sites.gate-lookup')
afterEach(() => delete (globalThis as Record<symbol, unknown>)[LOOKUP])

describe('isGatedPage: which requests proxy.ts sends to the uncached twin routes', () => {
  it('asks the registered lookup for the host’s settings and applies the gating rules', async () => {
    const lookup = vi.fn(async (host: string) => (host === 'a.localhost' ? { accountPages: ['/my-account'], gatedRoutes: ['finance' as const] } : null))
    registerGateLookup(lookup)
    expect(await isGatedPage('a.localhost', '/finance')).toBe(true)
    expect(await isGatedPage('a.localhost', '/my-account')).toBe(true)
    expect(await isGatedPage('a.localhost', '/about-us')).toBe(false)
    expect(await isGatedPage('unknown.localhost', '/finance')).toBe(false)
    expect(lookup).toHaveBeenCalledWith('a.localhost')
  })
  it('does not look up paths served by their own routes (search, cars, blog, locations …)', async () => {
    const lookup = vi.fn(async () => ({ accountPages: ['/search/used-cars'], gatedRoutes: [] }))
    registerGateLookup(lookup)
    expect(await isGatedPage('a.localhost', '/search/used-cars')).toBe(false)
    expect(await isGatedPage('a.localhost', '/cars/some-car')).toBe(false)
    // The pre-approval page reads the session itself (site/components/finance/PersonalisedFinancePage.tsx).
    expect(await isGatedPage('a.localhost', '/personalised/finance')).toBe(false)
    // So does the online payments page (app/(site)/s/[host]/online-payment).
    expect(await isGatedPage('a.localhost', '/online-payment')).toBe(false)
    expect(lookup).not.toHaveBeenCalled()
  })
  it('without a lookup (not started through Next) or when it fails, the cached route answers (its own gate redirects)', async () => {
    expect(await isGatedPage('a.localhost', '/my-garage-page')).toBe(false)
    registerGateLookup(async () => {
      throw new Error('database down')
    })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(await isGatedPage('a.localhost', '/mymotorama')).toBe(false)
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })
})

describe('isOwnRoute: paths proxy.ts never sends to the CMS pages\' uncached twin for an offers query', () => {
  it('is true for routes with their own pages, the model pages included, and false for CMS pages', () => {
    for (const path of ['/search', '/search/used-cars', '/cars/x', '/models', '/models/cx-5', '/blog', '/cx-5/accessories', '/cx-5/overview', '/sitemap.xml', '/pages/reviews', '/dealer-locator', '/brands', '/finance-and-insurance', '/online-payment']) expect(isOwnRoute(path), path).toBe(true)
    for (const path of ['/', '/special-offers', '/finance', '/about-us/team', '/accessories', '/a/b/accessories', '/searching', '/pages/reviewsx', '/pages', '/spin-to-win', '/mymotorama', '/brandsx']) expect(isOwnRoute(path), path).toBe(false)
  })
})
