import type { NavLink, SiteView } from '../tenancy/siteView'

/** Default navigation when a site has no menu (FIN §2.1). */
export const DEFAULT_NAV: NavLink[] = [
  { label: 'Test Drive', url: '/book-test-drive/', children: [] },
  { label: 'Service', url: '/service', children: [] },
  { label: 'Finance', url: '/finance', children: [] },
  { label: 'Trade In', url: '/trade-in', children: [] },
  { label: 'Parts', url: '/vehicle-parts-and-accessories', children: [] },
  { label: 'Contact', url: '/contact', children: [] },
]

/** The default stock search route (FIN §2.1). */
export const STOCK_SEARCH_PATH = '/search/new-used-and-demo-cars'

export const navigationOf = (site: SiteView): NavLink[] => (site.brand?.menu.length ? site.brand.menu : DEFAULT_NAV)
