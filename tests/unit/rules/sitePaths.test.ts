import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { navigationLinksOf, reachesPage, SITE_ROUTES, sitePathOf, unreachableLinks, unreachableMessage } from '../../../site/rules/sitePaths'
import { sourceFiles } from '../sourceFiles'

const SITE_APP = path.join('app', '(site)', 's', '[host]')
const pages = (paths: string[], locationPath = '/locations/{slug}') => ({ pagePaths: new Set(paths), locationPath })
const template = pages(['/', '/finance', '/sell-my-car', '/service', '/contact', '/about-us'])

describe('SITE_ROUTES: the app routes of a site', () => {
  it('are exactly the page and route directories of app/(site)/s/[host] besides the CMS catch-all', () => {
    const dirs = sourceFiles(SITE_APP)
      .filter((file) => /[/\\](page\.tsx|route\.ts)$/.test(file))
      .map((file) => `/${path.relative(SITE_APP, path.dirname(file)).split(path.sep).join('/')}`)
      .filter((route) => route !== '/[[...path]]')
    expect([...SITE_ROUTES].sort()).toEqual([...new Set(dirs)].sort())
  })
})

describe('reachesPage (no button or link leads to a 404)', () => {
  it.each([
    ['/sell-my-car', true],
    ['/sell-my-car/', true],
    ['/sell-my-car?utm_source=nav#top', true],
    ['/', true],
    ['/about-us', true],
    ['/search', true],
    ['/search/used-cars/mazda', true],
    ['/cars/trade-in', true],
    ['/cars/mazda-cx-5-123', true],
    ['/cars/mazda-cx-5-123/checkout', true],
    ['/locations/brisbane', true],
    ['/mazda/overview', true],
    ['/blog/rss.xml', true],
    ['/my-garage', true],
    ['/sign-in', true],
    ['/api/leads', true],
    ['/admin', true],
    ['https://booking.example.com/service', true],
    ['mailto:sales@dealer.test', true],
    ['tel:0299990000', true],
    ['#enquire', true],
    ['//evil.test/x', true],
    // A page the site does not have.
    ['/sell-your-car', false],
    ['/vehicle-parts-and-accessories', false],
    ['/locations', false],
    ['/our-location/brisbane', false],
    ['/cars', false],
    ['/cars/x/y/z', false],
    ['/search-results', false],
    ['/my-garage/other', false],
    ['/locations/{slug}', false],
    ['/locations/%7Bslug%7D', false],
    ['/our-location/%7Bslug%7D', false],
  ])('%s → %s', (href, expected) => expect(reachesPage(href, template)).toBe(expected))

  it('a location page at the configured location path, one segment deep', () => {
    const moved = pages(['/'], '/our-location/{slug}')
    expect(reachesPage('/our-location/brisbane', moved)).toBe(true)
    expect(reachesPage('/our-location/brisbane/more', moved)).toBe(false)
    expect(reachesPage('/our-location', moved)).toBe(false)
  })
  it('a page moved by navigation.paths.sellCar: the old path no longer reaches it', () => {
    expect(reachesPage('/sell-my-car', pages(['/', '/we-buy-cars']))).toBe(false)
    expect(reachesPage('/we-buy-cars', pages(['/', '/we-buy-cars']))).toBe(true)
  })
  it('reads the path as the router does: decoded, without the query, fragment and trailing slash', () => {
    expect(sitePathOf('/a%20b/?x=1#y')).toBe('/a b')
    expect(sitePathOf('/')).toBe('/')
    expect(sitePathOf('/%E0%A4%A')).toBe('/%E0%A4%A')
    expect(sitePathOf('https://x.test/a')).toBeNull()
  })
})

describe('unreachableLinks (the admin refuses at save a new link setting that reaches no page)', () => {
  const nav = { links: [{ href: '/finance' }, { href: '/sell-my-car' }, { href: 'https://mazda.com.au' }], stockSearchPath: '/stock', serviceBookingUrl: '/service' }
  it('names each new link setting that reaches no page, with the path', () => {
    expect(unreachableLinks(navigationLinksOf(nav), new Set(), pages(['/', '/finance', '/service']))).toEqual([
      { path: 'navigation.links.1.href', message: unreachableMessage('/sell-my-car') },
      { path: 'navigation.stockSearchPath', message: unreachableMessage('/stock') },
    ])
    expect(unreachableMessage('/sell-my-car/?x=1')).toContain('/sell-my-car:')
  })
  it('leaves a saved link alone (its page went after it was saved: the site leaves it out)', () => {
    expect(unreachableLinks(navigationLinksOf(nav), new Set(['/sell-my-car', '/stock']), pages(['/', '/finance', '/service']))).toEqual([])
  })
})
