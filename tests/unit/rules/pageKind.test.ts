import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isPageKind, PAGE_KIND_LABELS, PAGE_KINDS, pageKindLabel, pageKindOf } from '../../../site/rules/pageKind'
import { SITE_ROUTES } from '../../../site/rules/sitePaths'

describe('pageKindOf', () => {
  it.each([
    ['/', 'home'],
    ['', 'home'],
    ['/?utm=1', 'home'],
    ['/search', 'search'],
    ['/search/new-used-and-demo-cars', 'search'],
    ['/search/used-cars/toyota/', 'search'],
    ['/cars/2019-mazda-cx-5-123', 'vehicle'],
    ['/cars/2019-mazda-cx-5-123/', 'vehicle'],
    ['/cars/2019-mazda-cx-5-123#gallery', 'vehicle'],
    ['/cars/trade-in', 'trade-in'],
    ['/cars/trade-in/valuation', 'trade-in'],
    ['/cars/x/buy-online', 'checkout'],
    ['/cars/x/checkout', 'checkout'],
    ['/cars/x/checkout/confirmation', 'checkout'],
    ['/checkout-journey', 'checkout'],
    ['/checkout-journey/confirmation', 'checkout'],
    ['/locations/woolloongabba', 'location'],
    ['/locations', 'page'],
    ['/models', 'models'],
    ['/models/cx-5', 'models'],
    ['/mazda/overview', 'models'],
    ['/mazda/accessories', 'models'],
    ['/blog', 'blog'],
    ['/blog/a-post', 'blog'],
    ['/my-garage', 'my-garage'],
    ['/my-garage/compare', 'my-garage'],
    ['/sign-in', 'sign-in'],
    ['/finance', 'page'],
    ['/about-us', 'page'],
    ['/pages/reviews', 'page'],
    ['/cars', 'page'],
    ['/cars/x/pdf', 'page'],
  ])('%s → %s', (path, kind) => expect(pageKindOf(path)).toBe(kind))

  it('follows the site’s location path', () => {
    expect(pageKindOf('/our-location/parramatta', '/our-location/{slug}')).toBe('location')
    expect(pageKindOf('/our-location/parramatta/', '/our-location/{slug}')).toBe('location')
    expect(pageKindOf('/our-location', '/our-location/{slug}')).toBe('page')
    expect(pageKindOf('/contact-us/a.b', '/contact-us/{slug}')).toBe('location')
    // a pattern's dots are not wildcards
    expect(pageKindOf('/xcontact/a', '/.contact/{slug}')).toBe('page')
    // a full address: location pages are on another site
    expect(pageKindOf('/locations/x', 'https://group.example/locations/{slug}')).toBe('location')
    expect(pageKindOf('/dealers/x', 'https://group.example/dealers/{slug}')).toBe('page')
  })

  it('every kind names some app route of a site (or the CMS home and pages)', () => {
    // a route with a data segment gets a value in it; the files and feeds are not pages a shopper sees
    // with the CMS catch-all's home page and a page built at any other path
    const kinds = ['/', '/finance', ...SITE_ROUTES].map((route) => pageKindOf(route.replace(/\[\[\.\.\.[^\]]+\]\]/g, 'a/b').replace(/\[[^\]]+\]/g, 'x')))
    expect(kinds.every(isPageKind)).toBe(true)
    expect(new Set(kinds)).toEqual(new Set(PAGE_KINDS))
  })

  it('is always one of the kinds, whatever the path (property)', () => {
    fc.assert(fc.property(fc.string(), fc.webPath(), (junk, path) => {
      expect(isPageKind(pageKindOf(junk))).toBe(true)
      expect(isPageKind(pageKindOf(path))).toBe(true)
    }))
  })
})

describe('labels', () => {
  it('has a label for every kind', () => {
    expect(Object.keys(PAGE_KIND_LABELS).sort()).toEqual([...PAGE_KINDS].sort())
    expect(pageKindLabel('vehicle')).toBe('Vehicle page')
  })
  it('shows a stored kind it does not know as it is, never an object property', () => {
    expect(pageKindLabel('retired-kind')).toBe('retired-kind')
    expect(pageKindLabel('constructor')).toBe('constructor')
    expect(isPageKind('toString')).toBe(false)
  })
})
