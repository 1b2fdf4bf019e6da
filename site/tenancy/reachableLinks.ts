/**
 * The site view as a shopper's page reads it: every link the dealer typed that reaches no page of
 * the site (site/rules/sitePaths.ts) is left out, so no button or link leads to a 404 (a link saved
 * before its page moved or went, e.g. /sell-my-car after `navigation.paths.sellCar` changed).
 * The two addresses a page always shows fall back instead: the stock search to the default search,
 * the service booking to the site's service page, else its contact page.
 */
import { navigationSection } from '../config/sections/navigation'
import { reachesPage, type SitePages } from '../rules/sitePaths'
import type { BrandView, NavLink, SiteView } from './siteView'

const DEFAULTS = navigationSection.parse({})

/** The site view with unreachable dealer links left out; the same object when every link reaches a page. */
export function withReachableLinks(site: SiteView, pagePaths: ReadonlySet<string>): SiteView {
  const { navigation } = site.config
  const pages: SitePages = { pagePaths, locationPath: navigation.paths.location }
  const reaches = (href: string) => reachesPage(href, pages)
  const linksOk = navigation.links.every((l) => reaches(l.href))
  const stockOk = reaches(navigation.stockSearchPath)
  const serviceOk = reaches(navigation.serviceBookingUrl)
  const brand = site.brand ? reachableBrand(site.brand, reaches) : null
  if (linksOk && stockOk && serviceOk && brand === site.brand) return site
  return {
    ...site,
    brand,
    config: {
      ...site.config,
      navigation: {
        ...navigation,
        links: linksOk ? navigation.links : navigation.links.filter((l) => reaches(l.href)),
        stockSearchPath: stockOk ? navigation.stockSearchPath : DEFAULTS.stockSearchPath,
        serviceBookingUrl: serviceOk ? navigation.serviceBookingUrl : ([DEFAULTS.serviceBookingUrl, navigation.paths.contact].find(reaches) ?? navigation.paths.contact),
      },
    },
  }
}

function reachableBrand(brand: BrandView, reaches: (href: string) => boolean): BrandView {
  const every = [...brand.menu.flatMap((m) => [m, ...m.children]), ...brand.quickLinks, ...brand.footerColumns.flatMap((c) => c.links), ...brand.buttonSets.flatMap((s) => s.buttons), ...brand.banners.filter((b) => b.url)]
  if (every.every((l) => reaches(l.url!))) return brand
  const keep = <L extends { url: string }>(links: L[]) => links.filter((l) => reaches(l.url))
  return {
    ...brand,
    menu: brand.menu.filter((m) => reaches(m.url)).map((m): NavLink => ({ ...m, children: keep(m.children) })),
    quickLinks: keep(brand.quickLinks),
    // A column emptied here goes with its heading (one with no links at all was the dealer's choice).
    footerColumns: brand.footerColumns.flatMap((c) => (c.links.length && !keep(c.links).length ? [] : [{ ...c, links: keep(c.links) }])),
    buttonSets: brand.buttonSets.map((s) => ({ ...s, buttons: keep(s.buttons) })),
    banners: brand.banners.map((b) => (b.url && !reaches(b.url) ? { ...b, url: null } : b)),
  }
}
