import type { NavLink, SiteView } from '../tenancy/siteView'

/** The brand's menu, else the site's navigation links (default: the spec's six, FIN §2.1). */
export const navigationOf = (site: SiteView): NavLink[] =>
  site.brand?.menu.length
    ? site.brand.menu
    : site.config.navigation.links.map((link) => ({ label: link.label, url: link.href, children: [] }))

/** The default stock search route (FIN §2.1), per site. */
export const stockSearchPathOf = (site: SiteView): string => site.config.navigation.stockSearchPath
