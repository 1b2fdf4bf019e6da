import type { Brand, Dealership, Site } from '../../payload-types'
import { resolveSiteSettings } from '../config/siteConfig'
import { brandBannerRecords } from '../rules/banners'
import type { BrandView, SiteView } from './siteView'

const links = (rows: Array<{ label: string; url: string }> | null | undefined) =>
  (rows ?? []).map(({ label, url }) => ({ label, url }))

export function toBrandView(brand: Brand): BrandView {
  return {
    id: brand.id,
    name: brand.name,
    slug: brand.slug,
    logoUrl: brand.logoUrl ?? null,
    primaryColour: brand.primaryColour ?? '#0b4f8a',
    tagline: brand.tagline ?? null,
    menu: (brand.menu ?? []).map((m) => ({ label: m.label, url: m.url, children: links(m.children) })),
    quickLinks: links(brand.quickLinks),
    banners: brandBannerRecords(brand.banners),
    footerColumns: (brand.footer?.columns ?? []).map((c) => ({ heading: c.heading, links: links(c.links) })),
    footerText: brand.footer?.text ?? null,
    buttonSets: (brand.buttonSets ?? []).map((set) => ({ name: set.name, buttons: (set.buttons ?? []).map(({ label, url, variant }) => ({ label, url, variant: variant ?? 'primary' })) })),
    legalText: brand.legalText ?? null,
    hoursNote: brand.hoursNote ?? null,
  }
}

const dealershipsOf = (site: Site): Dealership[] =>
  (site.dealerships ?? []).filter((d): d is Dealership => typeof d === 'object' && d !== null)

/** Converts the stored site (depth 2) into the view model; config and flags become one typed SiteConfig. */
export function toSiteView(site: Site): SiteView {
  const dealerships = dealershipsOf(site)
  return {
    id: site.id,
    slug: site.slug,
    name: site.name,
    template: site.template,
    city: site.city ?? null,
    state: site.state ?? null,
    logoUrl: site.logoUrl ?? null,
    domains: (site.domains ?? []).map((d) => d.domain),
    dealershipIds: dealerships.map((d) => d.id),
    licenceNumbers: dealerships.map((d) => d.licenceNumber).filter((n): n is string => Boolean(n)),
    config: resolveSiteSettings(site.config ?? {}, site.flags ?? {}),
    brand: site.brand && typeof site.brand === 'object' ? toBrandView(site.brand) : null,
  }
}
