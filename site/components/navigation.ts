import { TEST_DRIVE_PATH } from '../config/sections/navigation'
import type { NavLink, SiteView } from '../tenancy/siteView'

/** The brand's menu, else the site's navigation links (default: the spec's six, FIN §2.1). */
export const navigationOf = (site: SiteView): NavLink[] =>
  site.brand?.menu.length
    ? site.brand.menu
    : site.config.navigation.links.map((link) => ({ label: link.label, url: link.href, children: [] }))

/** The default stock search route (FIN §2.1), per site. */
export const stockSearchPathOf = (site: SiteView): string => site.config.navigation.stockSearchPath

/**
 * The header quick links (FIN §2.6 "Book a Test Drive, Make an Enquiry, Book a Service"): the
 * brand's own where it has them, else those three at this site's pages.
 */
export const quickLinksOf = (site: SiteView): Array<{ label: string; url: string }> =>
  site.brand?.quickLinks.length
    ? site.brand.quickLinks
    : [
        { label: 'Book a Test Drive', url: TEST_DRIVE_PATH },
        { label: 'Make an Enquiry', url: site.config.navigation.paths.contact },
        { label: 'Book a Service', url: site.config.navigation.serviceBookingUrl },
      ]

export const BLOG_LINK: NavLink = { label: 'Blog', url: '/blog', children: [] }

/** The navigation plus Blog when the site has live posts (and its menu has no link there yet). */
export const navigationWithBlog = (site: SiteView, hasBlog: boolean): NavLink[] => {
  const links = navigationOf(site)
  return hasBlog && !links.some((l) => l.url === BLOG_LINK.url) ? [...links, BLOG_LINK] : links
}
