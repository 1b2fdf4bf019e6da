import { describe, expect, it } from 'vitest'
import { defaultSiteConfig } from '../../../site/config/siteConfig'
import { withReachableLinks } from '../../../site/tenancy/reachableLinks'
import type { BrandView, SiteView } from '../../../site/tenancy/siteView'

const PAGES = new Set(['/', '/finance', '/service', '/trade-in', '/contact', '/we-buy-cars', '/book-test-drive', '/vehicle-parts-and-accessories'])

const site = (navigation: Partial<SiteView['config']['navigation']> = {}, brand: BrandView | null = null): SiteView => ({
  id: 1, slug: 's', name: 'S', template: 'single', city: null, state: null, logoUrl: null, domains: [], dealershipIds: [1], licenceNumbers: [],
  config: { ...defaultSiteConfig, navigation: { ...defaultSiteConfig.navigation, ...navigation } },
  brand,
})

const brand = (over: Partial<BrandView> = {}): BrandView => ({
  id: 1, name: 'B', slug: 'b', logoUrl: null, primaryColour: '#0b4f8a', tagline: null, menu: [], quickLinks: [], banners: [], footerColumns: [], footerText: null, buttonSets: [], legalText: null, hoursNote: null,
  ...over,
})

describe('withReachableLinks (no link the dealer typed leads to a 404)', () => {
  it('keeps the same view when every link reaches a page', () => {
    const view = site()
    expect(withReachableLinks(view, PAGES)).toBe(view)
  })
  it('leaves out a navigation link to a page that moved (/sell-my-car after navigation.paths.sellCar became /we-buy-cars)', () => {
    const links = [{ href: '/finance', label: 'Finance' }, { href: '/sell-my-car', label: 'Sell' }, { href: 'https://mazda.com.au', label: 'Mazda' }]
    expect(withReachableLinks(site({ links }), PAGES).config.navigation.links.map((l) => l.href)).toEqual(['/finance', 'https://mazda.com.au'])
  })
  it('the stock search button falls back to the default search; the service booking to the service page, else the contact page', () => {
    const moved = withReachableLinks(site({ stockSearchPath: '/stock', serviceBookingUrl: '/book-service' }), PAGES)
    expect(moved.config.navigation.stockSearchPath).toBe(defaultSiteConfig.navigation.stockSearchPath)
    expect(moved.config.navigation.serviceBookingUrl).toBe('/service')
    const noService = new Set([...PAGES].filter((p) => p !== '/service'))
    expect(withReachableLinks(site({ serviceBookingUrl: '/book-service' }), noService).config.navigation.serviceBookingUrl).toBe('/contact')
    expect(withReachableLinks(site({ serviceBookingUrl: 'https://booking.example.com/service' }), noService).config.navigation.serviceBookingUrl).toBe('https://booking.example.com/service')
  })
  it('the brand menu (and its children), quick links, footer links, buttons and banner links of pages the site lacks go; an emptied footer column goes with them', () => {
    const view = withReachableLinks(
      site({}, brand({
        menu: [{ label: 'Sell', url: '/sell-my-car', children: [] }, { label: 'Finance', url: '/finance', children: [{ label: 'Old', url: '/old-page' }, { label: 'Trade', url: '/trade-in' }] }],
        quickLinks: [{ label: 'Visit', url: '/locations/{slug}' }, { label: 'Service', url: '/service' }],
        footerColumns: [{ heading: 'Gone', links: [{ label: 'x', url: '/x' }] }, { heading: 'Kept', links: [{ label: 'Contact', url: '/contact' }, { label: 'y', url: '/y' }] }, { heading: 'Empty', links: [] }],
        buttonSets: [{ name: 'cta', buttons: [{ label: 'Go', url: '/nowhere', variant: 'primary' }, { label: 'Finance', url: '/finance', variant: 'outline' }] }],
        banners: [{ id: 0, name: 'Sale', description: null, url: '/sale', start: null, expiry: null, position: null }],
      })),
      PAGES,
    )
    expect(view.brand!.menu).toEqual([{ label: 'Finance', url: '/finance', children: [{ label: 'Trade', url: '/trade-in' }] }])
    expect(view.brand!.quickLinks).toEqual([{ label: 'Service', url: '/service' }])
    expect(view.brand!.footerColumns).toEqual([{ heading: 'Kept', links: [{ label: 'Contact', url: '/contact' }] }, { heading: 'Empty', links: [] }])
    expect(view.brand!.buttonSets[0]!.buttons.map((b) => b.url)).toEqual(['/finance'])
    expect(view.brand!.banners[0]!.url).toBeNull()
  })
})
